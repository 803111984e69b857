import { DEFAULT_COUNTRY, type Variant } from '@/config/variant'

/**
 * The country rule, shared by every read (src/data/content.ts) and by search: content is per
 * country, with GLOBAL as every country's fallback.
 * - A read by key looks at the visitor's country and GLOBAL only, and prefers the country's own
 *   record: it never answers another country's record.
 * - A country that has no content of its own (or is unknown) simply sees GLOBAL.
 */
export function countriesFor(variant: Pick<Variant, 'country'>): string[] {
  return variant.country === DEFAULT_COUNTRY ? [DEFAULT_COUNTRY] : [variant.country, DEFAULT_COUNTRY]
}

const countryOf = (doc: unknown) => (doc as { country?: unknown }).country

/** The record of `country` if there is one, else the GLOBAL one; records of other countries never. */
export function pickForCountry<T>(docs: T[], country: string): T | null {
  return docs.find((d) => countryOf(d) === country) ?? docs.find((d) => countryOf(d) === DEFAULT_COUNTRY) ?? null
}
