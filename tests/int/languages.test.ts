import { describe, expect, it } from 'vitest'
import { url } from './helpers'

type Country = { name: string; dialCode: string; isoCode: string; flag: string }

async function load() {
  const response = await fetch(url('/dmc-apis/languages-and-countries'))
  expect(response.status).toBe(200)
  return (await response.json()) as { data: { languages: { code: string; name: string }[]; countries: Country[] } }
}

describe('GET /dmc-apis/languages-and-countries', () => {
  it('lists the content languages', async () => {
    const { data } = await load()
    expect(data.languages).toEqual([
      { code: 'en', name: 'English' },
      { code: 'de', name: 'Deutsch' },
    ])
  })

  it('starts the countries with the placeholder, with an empty dial code', async () => {
    const { data } = await load()
    expect(data.countries[0]).toEqual({ name: 'Select your Country*', dialCode: '', isoCode: '', flag: '' })
  })

  it('lists about 240 countries with name, dial code, ISO code and a flag on this site', async () => {
    const countries = (await load()).data.countries.slice(1)
    expect(countries.length).toBeGreaterThanOrEqual(230)
    expect(countries.length).toBeLessThanOrEqual(260)
    for (const c of countries) {
      expect(c.name.length).toBeGreaterThan(1)
      expect(c.dialCode).toMatch(/^\+\d{1,4}$/)
      expect(c.isoCode).toMatch(/^[A-Z]{2}$/)
      expect(c.flag).toBe(`/flags/${c.isoCode.toLowerCase()}.svg`)
    }
    expect(new Set(countries.map((c) => c.isoCode)).size).toBe(countries.length)
    expect(countries).toContainEqual({ name: 'Sri Lanka', dialCode: '+94', isoCode: 'LK', flag: '/flags/lk.svg' })
    const names = countries.map((c) => c.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
  })

  it('serves every listed flag as an SVG cached for a long time', async () => {
    const countries = (await load()).data.countries.slice(1)
    const responses = await Promise.all(countries.map((c) => fetch(url(c.flag))))
    for (const response of responses) {
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
    }
    expect(responses[0].headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/)
    const bodies = await Promise.all(responses.map((r) => r.text()))
    expect(bodies.every((svg) => svg.includes('<svg'))).toBe(true)
  })

  it('answers 404 for unknown flags', async () => {
    for (const path of ['/flags/zz.svg', '/flags/lk.png', '/flags/..%2F..%2Fpackage.json']) {
      expect((await fetch(url(path))).status).toBe(404)
    }
  })
})
