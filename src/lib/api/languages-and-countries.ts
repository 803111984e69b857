import { countries } from 'countries-list'
import { LANGUAGE_NAMES, LOCALES } from '@/config/variant'
import { flagPath, hasFlag } from './flags'

/**
 * The answer of GET /dmc-apis/languages-and-countries, which the old client stored as is:
 *
 *   { data: {
 *       languages: [{ code: 'en', name: 'English' }, …],      // the site's content languages
 *       countries: [
 *         { name: 'Select your Country*', dialCode: '', isoCode: '', flag: '' },   // dropdown placeholder
 *         { name: 'Afghanistan', dialCode: '+93', isoCode: 'AF', flag: '/flags/af.svg' }, …
 *       ] } }
 *
 * Countries come from countries-list, sorted by English name; only those with a flag we can
 * serve are listed (about 250). `dialCode` is the first calling code with a plus sign, and
 * `flag` is a path on this site (src/app/flags/[code]/route.ts).
 */
export type Language = { code: string; name: string }
export type CountryEntry = { name: string; dialCode: string; isoCode: string; flag: string }

export const COUNTRY_PLACEHOLDER: CountryEntry = { name: 'Select your Country*', dialCode: '', isoCode: '', flag: '' }

export function languagesAndCountries(): { languages: Language[]; countries: CountryEntry[] } {
  const languages = LOCALES.map((code) => ({ code, name: LANGUAGE_NAMES[code] }))
  const list = Object.entries(countries)
    .filter(([isoCode]) => hasFlag(isoCode))
    .map(([isoCode, c]) => ({
      name: c.name,
      dialCode: c.phone.length ? `+${c.phone[0]}` : '',
      isoCode,
      flag: flagPath(isoCode),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  return { languages, countries: [COUNTRY_PLACEHOLDER, ...list] }
}
