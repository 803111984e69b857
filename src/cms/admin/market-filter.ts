/** The list view's search parameters as Next.js gives them to a server component. */
export type SearchParams = Record<string, string | string[] | undefined>

/** A `where` condition on the country at any depth: `where[country][equals]`, `where[or][0][and][1][country][in][0]`. */
const COUNTRY_CONDITION = /^where(\[[^\]]*\])*?\[country\]/

/**
 * The list address that shows one market's documents (`country` null: every market's). The other
 * parameters stay (columns, sort, limit, search and other filters); any earlier condition on the
 * country goes, so the links replace the market rather than add a second one that matches nothing;
 * the page goes too, as page 4 of every market is rarely a page of one.
 */
export function marketFilterHref(searchParams: SearchParams, country: string | null): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams)) {
    if (value === undefined || key === 'page' || COUNTRY_CONDITION.test(key)) continue
    for (const one of Array.isArray(value) ? value : [value]) query.append(key, one)
  }
  if (country) query.append('where[country][equals]', country)
  const search = query.toString()
  return search ? `?${search}` : '?'
}

/** What the list shows: every market, one market (an `equals` condition on the country), or a country filter the links do not make. */
export type MarketFilterState = { kind: 'all' } | { kind: 'market'; country: string } | { kind: 'other' }

export function currentMarketFilter(searchParams: SearchParams): MarketFilterState {
  const conditions = Object.keys(searchParams).filter((key) => COUNTRY_CONDITION.test(key) && searchParams[key] !== undefined)
  if (conditions.length === 0) return { kind: 'all' }
  const value = searchParams[conditions[0]!]
  if (conditions.length === 1 && conditions[0]!.endsWith('[country][equals]') && typeof value === 'string' && value) return { kind: 'market', country: value }
  return { kind: 'other' }
}
