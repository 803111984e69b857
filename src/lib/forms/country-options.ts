import { languagesAndCountries } from '@/lib/api/languages-and-countries'

/** A country as the forms' select offers it (the list of GET /dmc-apis/languages-and-countries). */
export type CountryOption = { code: string; name: string; dialCode: string }

/**
 * The country list for a form, read on the server and handed to the client island, so the form
 * needs no request of its own before it can be used. The first entry of the API's list is the
 * placeholder ("Select your Country*").
 */
export function countryOptions(): { placeholder: string; countries: CountryOption[] } {
  const [placeholder, ...countries] = languagesAndCountries().countries
  return {
    placeholder: placeholder?.name ?? '',
    countries: countries.map((c) => ({ code: c.isoCode, name: c.name, dialCode: c.dialCode })),
  }
}
