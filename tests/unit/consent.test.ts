import { describe, expect, it } from 'vitest'
import { ALLOW_ALL, consentCookie, NECESSARY_ONLY, parseConsent, POLICY_COOKIE } from '@/components/consent/consent'

describe('policy cookie', () => {
  it('stores the four booleans as URI-encoded JSON for three months, site-wide', () => {
    const now = new Date('2026-01-15T12:00:00Z')
    const cookie = consentCookie({ preferences: true, statistics: false, marketing: true }, now)
    const [pair, ...attributes] = cookie.split('; ')
    const [name, value] = pair!.split('=')
    expect(name).toBe(POLICY_COOKIE)
    expect(JSON.parse(decodeURIComponent(value!))).toEqual({ necessary: true, preferences: true, statistics: false, marketing: true })
    expect(attributes).toContain('Path=/')
    expect(attributes).toContain('SameSite=Lax')
    const expires = Date.parse(attributes.find((a) => a.startsWith('Expires='))!.slice('Expires='.length))
    const days = (expires - now.getTime()) / 86_400_000
    // Three calendar months (89 to 92 days, whatever the month and time zone).
    expect(days).toBeGreaterThanOrEqual(89)
    expect(days).toBeLessThanOrEqual(92)
  })

  it('never stores anything but booleans, whatever it is given', () => {
    const cookie = consentCookie({ preferences: 1, statistics: 'yes', marketing: undefined } as never)
    const value = cookie.split('; ')[0]!.slice(POLICY_COOKIE.length + 1)
    expect(JSON.parse(decodeURIComponent(value))).toEqual({ necessary: true, preferences: true, statistics: true, marketing: false })
  })

  it('reads back what it wrote, and the presets', () => {
    for (const choice of [NECESSARY_ONLY, ALLOW_ALL]) {
      const value = consentCookie(choice).split('; ')[0]!.slice(POLICY_COOKIE.length + 1)
      expect(parseConsent(value)).toEqual({ necessary: true, ...choice })
    }
  })

  it('treats a malformed or missing cookie as no choice', () => {
    expect(parseConsent(undefined)).toBeNull()
    expect(parseConsent('')).toBeNull()
    expect(parseConsent('not-json')).toBeNull()
    expect(parseConsent('%E0%A4%A')).toBeNull()
    expect(parseConsent(encodeURIComponent('42'))).toBeNull()
  })

  it('only counts a category as allowed when it is exactly true', () => {
    const value = encodeURIComponent(JSON.stringify({ necessary: false, preferences: 'true', statistics: true }))
    expect(parseConsent(value)).toEqual({ necessary: true, preferences: false, statistics: true, marketing: false })
  })
})
