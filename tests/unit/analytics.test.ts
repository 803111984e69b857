import { describe, expect, it } from 'vitest'
import { gtagScriptUrl, initGtag, validAnalyticsId } from '@/lib/analytics/gtag'

describe('analytics id', () => {
  it('accepts Google measurement ids and nothing else (so unset or odd values load nothing)', () => {
    expect(validAnalyticsId('G-AB12CD34EF')).toBe('G-AB12CD34EF')
    expect(validAnalyticsId(' UA-1234567-1 ')).toBe('UA-1234567-1')
    expect(validAnalyticsId(undefined)).toBeUndefined()
    expect(validAnalyticsId('')).toBeUndefined()
    expect(validAnalyticsId("G-1');alert(1)//")).toBeUndefined()
    expect(validAnalyticsId('</script><script>x')).toBeUndefined()
  })

  it('builds the loader URL for that id', () => {
    expect(gtagScriptUrl('G-AB12CD34EF')).toBe('https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF')
  })

  it('queues the js and config commands as Arguments objects, as gtag.js reads them', () => {
    const target: { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } = {}
    initGtag(target, 'G-AB12CD34EF')
    expect(target.dataLayer).toHaveLength(2)
    const [js, config] = target.dataLayer as IArguments[]
    expect(Object.prototype.toString.call(config)).toBe('[object Arguments]')
    expect(js[0]).toBe('js')
    expect([...config]).toEqual(['config', 'G-AB12CD34EF', { anonymize_ip: true }])
  })
})
