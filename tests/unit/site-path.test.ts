import { describe, expect, it } from 'vitest'
import { isRedirectablePath } from '@/lib/routing/site-path'

describe('isRedirectablePath', () => {
  it('takes a path on this site', () => {
    for (const path of ['/', '/careers', '/media/news?page=2', '/tea-inspired/dalumara#letters']) expect(isRedirectablePath(path), path).toBe(true)
  })

  it('refuses other hosts, control characters (a NUL was a 500) and absurd lengths', () => {
    for (const path of ['', 'careers', '//evil.example', '/\\evil.example', 'https://evil.example/', '/\u0000', "/a\r\nSet-Cookie: x=1", '/careers\ufffd\ufffd/', `/${'a'.repeat(2001)}`]) {
      expect(isRedirectablePath(path), JSON.stringify(path)).toBe(false)
    }
  })
})
