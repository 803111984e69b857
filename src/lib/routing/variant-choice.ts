import { DEFAULT_COUNTRY, DEFAULT_LOCALE, isLocale, type Locale, type Variant } from '@/data/variant'
import type { MarketEntry } from '@/data/site-index'

/**
 * The variant a visitor sees, from their `country` and `lang` cookies: a country that is not a
 * market sees GLOBAL, and a language the market does not offer becomes the market's first. So the
 * number of cached variants of a page is bounded by the markets and their languages.
 */
export function chooseVariant(markets: MarketEntry[], country?: string, lang?: string): Variant {
  const code = country?.toUpperCase()
  const market = markets.find((m) => m.code === code) ?? markets.find((m) => m.code === DEFAULT_COUNTRY)
  const languages: Locale[] = market?.languages.length ? market.languages : [DEFAULT_LOCALE]
  return {
    country: market?.code ?? DEFAULT_COUNTRY,
    locale: isLocale(lang) && languages.includes(lang) ? lang : languages[0],
  }
}
