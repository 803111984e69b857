/** Content variants: a country (GLOBAL by default) and a language (English by default). */
export const DEFAULT_COUNTRY = 'GLOBAL'
export const LOCALES = ['en', 'de'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export const COUNTRY_COOKIE = 'country'
export const LANGUAGE_COOKIE = 'lang'

/**
 * The language of the files one upload serves to every language: the recordings (podcast episodes,
 * audio items, and so their transcripts) and the press PDFs. A page in another language says so,
 * through sharedFileLanguage (src/i18n).
 */
export const SHARED_FILE_LOCALE: Locale = 'en'

export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch' }

export type Variant = { country: string; locale: Locale }

export const DEFAULT_VARIANT: Variant = { country: DEFAULT_COUNTRY, locale: DEFAULT_LOCALE }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}
