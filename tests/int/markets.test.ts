import { beforeAll, describe, expect, it } from 'vitest'
import { getMarkets } from '@/data/markets'
import { resolveMarket } from '@/lib/routing/market-fallback'
import { testPayload, url } from './helpers'

/** Markets: public read of enabled markets only, editor-only writes, one market per country, the site's list. */
beforeAll(async () => {
  const payload = await testPayload()
  const { totalDocs } = await payload.count({ collection: 'markets', where: { code: { equals: 'FR' } } })
  if (totalDocs === 0) {
    await payload.create({
      collection: 'markets',
      data: { code: 'FR', name: 'France', languages: ['en'], sort: 99, enabled: false },
      context: { disableRevalidate: true },
    })
  }
})

describe('markets', () => {
  it('anonymous REST reads list enabled markets only', async () => {
    const response = await fetch(url('/api/markets?limit=100&depth=0'))
    expect(response.status).toBe(200)
    const codes = ((await response.json()) as { docs: { code: string }[] }).docs.map((d) => d.code)
    expect(codes).toEqual(expect.arrayContaining(['GLOBAL', 'LK', 'GB', 'DE', 'AU']))
    expect(codes).not.toContain('FR')
  })

  it('anonymous visitors cannot create a market', async () => {
    const response = await fetch(url('/api/markets'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: 'IT', name: 'Italy', languages: ['en'] }),
    })
    expect([401, 403]).toContain(response.status)
  })

  it('a country has one market at most', async () => {
    const payload = await testPayload()
    await expect(
      payload.create({ collection: 'markets', data: { code: 'LK', name: 'Again', languages: ['en'] }, context: { disableRevalidate: true } }),
    ).rejects.toThrow()
  })

  it('getMarkets: GLOBAL first, then by sort order, languages in the editors’ order, localized names', async () => {
    const en = await getMarkets('en')
    expect(en.map((m) => m.code)).toEqual(['GLOBAL', 'LK', 'GB', 'DE', 'AU'])
    expect(en.find((m) => m.code === 'DE')).toEqual({ code: 'DE', name: 'Germany', languages: ['de', 'en'] })
    const de = await getMarkets('de')
    expect(de.find((m) => m.code === 'DE')?.name).toBe('Deutschland')
    // A disabled market is not a market: its visitors get GLOBAL.
    expect(resolveMarket(en, 'FR', 'en')).toEqual({ country: 'GLOBAL', locale: 'en' })
  })
})
