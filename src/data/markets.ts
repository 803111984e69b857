import type { Market } from '@/lib/routing/market-fallback'
import { collectionTag } from '@/config/cache-tags'
import { cachedRead } from './cached'
import { getPayloadClient } from './payload'
import { DEFAULT_COUNTRY, DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@/config/variant'

/** Stands in when no GLOBAL market is stored (a fresh database before seeding): every country needs a fallback. */
const FALLBACK_GLOBAL: Market = { code: DEFAULT_COUNTRY, name: 'Global', languages: [...LOCALES] }

const MAX_MARKETS = 300

/**
 * The enabled markets, GLOBAL first and then in the editors' sort order, with names in `locale`.
 * A small plain list: the header's switcher and the routing read it on every page.
 */
export const getMarkets = cachedRead(
  'markets',
  [collectionTag('markets')],
  async (_draft, locale: Locale = DEFAULT_LOCALE): Promise<Market[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'markets',
      where: { enabled: { equals: true } },
      sort: ['sort', 'code'],
      locale,
      fallbackLocale: DEFAULT_LOCALE,
      depth: 0,
      limit: MAX_MARKETS,
      pagination: false,
      select: { name: true, code: true, languages: true },
    })
    const markets = docs.map((doc) => ({
      code: doc.code,
      name: doc.name ?? doc.code,
      languages: (doc.languages ?? []).filter(isLocale),
    }))
    const usable = markets.filter((m) => m.languages.length > 0)
    const global = usable.find((m) => m.code === DEFAULT_COUNTRY) ?? FALLBACK_GLOBAL
    return [global, ...usable.filter((m) => m.code !== DEFAULT_COUNTRY)]
  },
)
