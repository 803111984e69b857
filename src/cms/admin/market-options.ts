import type { Payload } from 'payload'
import { DEFAULT_COUNTRY } from '@/config/variant'

export type MarketOption = { code: string; name: string }

/** The markets other than GLOBAL, in their sort order, named in a language (the admin's): what the market links and the override form offer. */
export async function marketOptions(payload: Payload, locale?: string): Promise<MarketOption[]> {
  const { docs } = await payload.find({
    collection: 'markets',
    where: { code: { not_equals: DEFAULT_COUNTRY } },
    sort: 'sort',
    limit: 200,
    depth: 0,
    locale: (locale ?? 'en') as 'en',
    select: { code: true, name: true },
    // Names and codes only, for a signed-in editor: every role reads the markets.
    overrideAccess: true,
  })
  return docs.map((market) => ({ code: String(market.code), name: market.name || String(market.code) }))
}
