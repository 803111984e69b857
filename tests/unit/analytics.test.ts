import { describe, expect, it } from 'vitest'
import { gtagInitScript, gtagScriptUrl, validAnalyticsId } from '@/lib/analytics'

describe('analytics id', () => {
  it('accepts Google measurement ids and nothing else (so unset or odd values load nothing)', () => {
    expect(validAnalyticsId('G-AB12CD34EF')).toBe('G-AB12CD34EF')
    expect(validAnalyticsId(' UA-1234567-1 ')).toBe('UA-1234567-1')
    expect(validAnalyticsId(undefined)).toBeUndefined()
    expect(validAnalyticsId('')).toBeUndefined()
    expect(validAnalyticsId("G-1');alert(1)//")).toBeUndefined()
    expect(validAnalyticsId('</script><script>x')).toBeUndefined()
  })

  it('builds the loader URL and the inline config for that id', () => {
    expect(gtagScriptUrl('G-AB12CD34EF')).toBe('https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF')
    expect(gtagInitScript('G-AB12CD34EF')).toContain(`gtag('config',"G-AB12CD34EF"`)
  })
})
