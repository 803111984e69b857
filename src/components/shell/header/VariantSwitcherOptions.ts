import { existsSync } from 'node:fs'
import path from 'node:path'
import { COUNTRY_COOKIE, COUNTRY_OPTIONS, DEFAULT_COUNTRY, LANGUAGE_COOKIE, LANGUAGE_NAMES, LOCALES } from '@/data/variant'

export type CountryChoice = { code: string; name: string }
export type LanguageChoice = { code: string; name: string }
export type VariantCookies = { country: string; language: string }

/** GLOBAL first, then every country by name; built on the server, so the client gets plain data. */
export const countryChoices: CountryChoice[] = COUNTRY_OPTIONS.map(({ value, label }) => ({ code: value, name: label }))

export const languageChoices: LanguageChoice[] = LOCALES.map((code) => ({ code, name: LANGUAGE_NAMES[code] }))

export const variantCookies: VariantCookies = { country: COUNTRY_COOKIE, language: LANGUAGE_COOKIE }

const FLAG_DIR = path.join(process.cwd(), 'node_modules', 'flag-icons', 'flags', '4x3')

/**
 * The chosen country's flag, as served by the site's own /flags/{code}.svg route (flag-icons
 * files); undefined for GLOBAL (a globe is drawn instead) or a code without a flag file.
 */
export function flagSrc(country: string): string | undefined {
  if (country === DEFAULT_COUNTRY) return undefined
  const code = country.toLowerCase()
  return existsSync(path.join(FLAG_DIR, `${code}.svg`)) ? `/flags/${code}.svg` : undefined
}
