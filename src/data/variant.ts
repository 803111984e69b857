import { countries } from 'countries-list'

/** Content variants: a country (GLOBAL by default) and a language (English by default). */
export const DEFAULT_COUNTRY = 'GLOBAL'
export const LOCALES = ['en', 'de'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export const COUNTRY_COOKIE = 'country'
export const LANGUAGE_COOKIE = 'lang'

export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch' }

export type Variant = { country: string; locale: Locale }

export const DEFAULT_VARIANT: Variant = { country: DEFAULT_COUNTRY, locale: DEFAULT_LOCALE }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export function isCountry(value: unknown): value is string {
  return typeof value === 'string' && (value === DEFAULT_COUNTRY || Object.hasOwn(countries, value))
}

/** Reads a variant from untrusted input (cookies, route params); anything unknown falls back to the default. */
export function parseVariant(country?: string | null, locale?: string | null): Variant {
  const c = country?.toUpperCase()
  return {
    country: isCountry(c) ? c : DEFAULT_COUNTRY,
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
  }
}

/** Country options for editors' select fields: GLOBAL first, then ISO codes by name. */
export const COUNTRY_OPTIONS = [
  { label: 'Global', value: DEFAULT_COUNTRY },
  ...Object.entries(countries)
    .map(([code, c]) => ({ label: c.name, value: code }))
    .sort((a, b) => a.label.localeCompare(b.label)),
]
