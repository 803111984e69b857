import { COUNTRY_COOKIE, LANGUAGE_COOKIE, LANGUAGE_NAMES, type Variant } from '@/config/variant'
import { flagFor } from '@/lib/api/flags'
import { resolveMarket, type Market } from '@/lib/routing/market-fallback'

/** A market as the switcher shows it; languages as [code, name] pairs. Plain data, built on the server. */
export type MarketChoice = { code: string; name: string; flag?: string; languages: [code: string, name: string][] }
export type VariantCookies = { country: string; language: string }

export type SwitcherData = {
  markets: MarketChoice[]
  /** Passed in, so the client bundle does not pull in the server's variant module and country data. */
  cookies: VariantCookies
  /** The market and language the page was rendered for (an unknown country shows as GLOBAL). */
  country: string
  locale: string
}

/** The switcher's props: the few markets (never the full country list), their flags and languages. */
export function switcherData(markets: Market[], variant: Variant): SwitcherData {
  const current = resolveMarket(markets, variant.country, variant.locale)
  return {
    markets: markets.map(({ code, name, languages }) => ({
      code,
      name,
      flag: flagFor(code),
      languages: languages.map((l) => [l, LANGUAGE_NAMES[l]]),
    })),
    cookies: { country: COUNTRY_COOKIE, language: LANGUAGE_COOKIE },
    country: current.country,
    locale: variant.locale,
  }
}
