import { DEFAULT_LOCALE, isLocale, type Locale } from '@/config/variant'
import { de } from './de'
import { en, type Dictionary } from './en'

export type { Dictionary }

/** One dictionary per language of LOCALES (src/config/variant.ts): a new language without one is a type error. */
const dictionaries: Record<Locale, Dictionary> = { en, de }

/** The interface words for a language; a missing or unknown language gets the English ones. */
export function dictionary(locale?: string | null): Dictionary {
  return dictionaries[isLocale(locale) ? locale : DEFAULT_LOCALE] ?? en
}
