import { DEFAULT_COUNTRY, DEFAULT_LOCALE, isLocale, type Locale, type Variant } from '@/config/variant'

/** A market as the site uses it: a country with content of its own and the languages it offers (first = default). */
export type Market = { code: string; name: string; languages: Locale[] }

/**
 * The variant a visitor gets from their `country` and `lang` cookies (untrusted): a country
 * that is not a market gets GLOBAL, and a language the market does not offer gets the market's
 * first language. The one place this fallback is decided.
 */
export function resolveMarket(markets: readonly Market[], countryCookie?: string | null, langCookie?: string | null): Variant {
  const code = countryCookie?.trim().toUpperCase()
  const market = markets.find((m) => m.code === code) ?? markets.find((m) => m.code === DEFAULT_COUNTRY)
  const offered = market?.languages.length ? market.languages : [DEFAULT_LOCALE]
  const locale = isLocale(langCookie) && offered.includes(langCookie) ? langCookie : offered[0]
  return { country: market?.code ?? DEFAULT_COUNTRY, locale }
}
