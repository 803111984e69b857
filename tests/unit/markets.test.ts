import { describe, expect, it } from 'vitest'
import { resolveMarket, type Market } from '@/lib/routing/market-fallback'

const markets: Market[] = [
  { code: 'GLOBAL', name: 'Global', languages: ['en', 'de'] },
  { code: 'LK', name: 'Sri Lanka', languages: ['en'] },
  { code: 'DE', name: 'Germany', languages: ['de', 'en'] },
]

describe('resolveMarket', () => {
  it('keeps a market and a language it offers', () => {
    expect(resolveMarket(markets, 'DE', 'en')).toEqual({ country: 'DE', locale: 'en' })
    expect(resolveMarket(markets, 'LK', 'en')).toEqual({ country: 'LK', locale: 'en' })
  })

  it('maps a country without a market to GLOBAL, keeping a language GLOBAL offers', () => {
    expect(resolveMarket(markets, 'FR', 'de')).toEqual({ country: 'GLOBAL', locale: 'de' })
    expect(resolveMarket(markets, 'NOT-A-COUNTRY', 'en')).toEqual({ country: 'GLOBAL', locale: 'en' })
  })

  it('maps a language the market does not offer to its first language', () => {
    expect(resolveMarket(markets, 'LK', 'de')).toEqual({ country: 'LK', locale: 'en' })
    expect(resolveMarket(markets, 'DE', 'fr')).toEqual({ country: 'DE', locale: 'de' })
  })

  it('reads cookie values loosely: lower-case country, missing cookies', () => {
    expect(resolveMarket(markets, 'de', undefined)).toEqual({ country: 'DE', locale: 'de' })
    expect(resolveMarket(markets, null, null)).toEqual({ country: 'GLOBAL', locale: 'en' })
    expect(resolveMarket(markets, '', 'de')).toEqual({ country: 'GLOBAL', locale: 'de' })
  })

  it('falls back to GLOBAL in English when no markets are known', () => {
    expect(resolveMarket([], 'DE', 'de')).toEqual({ country: 'GLOBAL', locale: 'en' })
  })
})
