import { LOCALES } from '@/config/variant'

const languageName = (code: string, inLanguage: string) => new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code

/** The site's languages as select options, each named in the admin's English and German ("German" / "Deutsch"). */
export const LANGUAGE_OPTIONS = LOCALES.map((code) => ({ label: { en: languageName(code, 'en'), de: languageName(code, 'de') }, value: code }))
