import { languagesAndCountries } from '../languages-and-countries'

/** The countries of GET /dmc-apis/languages-and-countries by ISO code (without the placeholder), for dial codes. */
const byCode = new Map(languagesAndCountries().countries.filter((c) => c.isoCode).map((c) => [c.isoCode, c]))

export const isListedCountry = (code: string) => byCode.has(code)

export const dialCodeOf = (code: string) => byCode.get(code)?.dialCode ?? ''

export const countryNameOf = (code: string) => byCode.get(code)?.name ?? code
