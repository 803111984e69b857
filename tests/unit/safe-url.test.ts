import { describe, expect, it } from 'vitest'
import { isSafeUrl, safeHref, validateSafeUrl } from '@/lib/routing/safe-url'

describe('link addresses from the CMS', () => {
  it.each(['/careers', '#menu', '?page=2', 'https://example.com/x', 'http://example.com', 'mailto:a@example.com', 'tel:+94112345678', 'page/relative'])('%s may be a link', (url) => {
    expect(isSafeUrl(url)).toBe(true)
  })

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', '\u0001javascript:x', 'data:text/html,<script>1</script>', 'vbscript:x'])('%j may not', (url) => {
    expect(isSafeUrl(url)).toBe(false)
    expect(safeHref(url)).toBeUndefined()
    expect(validateSafeUrl(url)).toEqual(expect.any(String))
  })

  it('lets empty values through (required is the field’s own rule)', () => {
    expect(validateSafeUrl('')).toBe(true)
    expect(validateSafeUrl(undefined)).toBe(true)
  })
})
