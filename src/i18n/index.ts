import { DEFAULT_LOCALE, SHARED_FILE_LOCALE, isLocale, type Locale } from '@/config/variant'
import { de } from './de'
import { en, type Dictionary } from './en'

export type { Dictionary }

/** One dictionary per language of LOCALES (src/config/variant.ts): a new language without one is a type error. */
const dictionaries: Record<Locale, Dictionary> = { en, de }

/** The interface words for a language; a missing or unknown language gets the English ones. */
export function dictionary(locale?: string | null): Dictionary {
  return dictionaries[isLocale(locale) ? locale : DEFAULT_LOCALE] ?? en
}

/**
 * The language of the files every language shares (SHARED_FILE_LOCALE: recordings, press PDFs), named
 * in a page's words for the page to say it; null on a page in that language, where it goes without saying.
 */
export function sharedFileLanguage(locale: string): string | null {
  return !isLocale(locale) || locale === SHARED_FILE_LOCALE ? null : dictionary(locale).shell.languageNames[SHARED_FILE_LOCALE]
}

/** The sentence a list of recordings says once above them on a page in another language than theirs; else null. */
export function recordingsLanguageNote(locale: string): string | null {
  const language = sharedFileLanguage(locale)
  return language && isLocale(locale) ? dictionary(locale).podcasts.allSpokenIn(language) : null
}
