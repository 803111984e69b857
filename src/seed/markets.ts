import type { Payload } from 'payload'
import type { Locale } from '@/config/variant'
import type { Market } from '@/payload-types'
import { SEED_CONTEXT } from './context'

type MarketSeed = { code: Market['code']; name: Record<Locale, string>; languages: Locale[]; sort: number }

/**
 * The demo markets: GLOBAL (every country without its own), Sri Lanka (which has a home page of
 * its own in the seed), the United Kingdom, Germany (German first) and Australia.
 */
export const marketSeeds: MarketSeed[] = [
  { code: 'GLOBAL', name: { en: 'Global', de: 'Weltweit' }, languages: ['en', 'de'], sort: 0 },
  { code: 'LK', name: { en: 'Sri Lanka', de: 'Sri Lanka' }, languages: ['en'], sort: 10 },
  { code: 'GB', name: { en: 'United Kingdom', de: 'Vereinigtes Königreich' }, languages: ['en'], sort: 20 },
  { code: 'DE', name: { en: 'Germany', de: 'Deutschland' }, languages: ['de', 'en'], sort: 30 },
  { code: 'AU', name: { en: 'Australia', de: 'Australien' }, languages: ['en'], sort: 40 },
]

/** Create-if-missing by country code; a market an editor changed or removed is left alone. */
export async function seedMarkets(payload: Payload): Promise<void> {
  for (const market of marketSeeds) {
    const { totalDocs } = await payload.count({ collection: 'markets', where: { code: { equals: market.code } } })
    if (totalDocs > 0) continue
    const created = await payload.create({
      collection: 'markets',
      data: { code: market.code, name: market.name.en, languages: market.languages, sort: market.sort, enabled: true },
      locale: 'en',
      depth: 0,
      context: SEED_CONTEXT,
    })
    await payload.update({ collection: 'markets', id: created.id, data: { name: market.name.de }, locale: 'de', depth: 0, context: SEED_CONTEXT })
  }
}
