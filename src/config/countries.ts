import { countries } from 'countries-list'
import { DEFAULT_COUNTRY } from './variant'

/**
 * The ISO country table, for the server only (CMS select fields, API validation): kept out of
 * src/config/variant.ts, which client components import, so the browser never downloads it.
 */
export function isCountry(value: unknown): value is string {
  return typeof value === 'string' && (value === DEFAULT_COUNTRY || Object.hasOwn(countries, value))
}

/** What editors call the records every country sees unless it has its own (DEFAULT_COUNTRY). */
export const ALL_COUNTRIES = { en: 'All countries', de: 'Alle Länder' } as const

/** Country options for editors' select fields, named in English and German: all countries first, then by English name. */
export const COUNTRY_OPTIONS: { label: Record<string, string>; value: string }[] = [
  { label: { ...ALL_COUNTRIES }, value: DEFAULT_COUNTRY },
  ...Object.entries(countries)
    .map(([code, c]) => ({ label: { en: c.name, de: countryName(code, 'de') }, value: code }))
    .sort((a, b) => a.label.en.localeCompare(b.label.en)),
]

/** A country's name in a language (Intl), else its English name from the ISO table, else the code. */
export function countryName(code: string, locale = 'en'): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region' }).of(code)
    if (name && name !== code) return name
  } catch {
    // An unknown code or locale: fall back to the table.
  }
  return Object.hasOwn(countries, code) ? countries[code as keyof typeof countries].name : code
}
