import type { Where } from 'payload'
import { DEFAULT_COUNTRY, type Variant } from './variant'

/**
 * Content is per country with GLOBAL as every country's fallback: read the records of both, then
 * prefer the visitor's country's own. Pages, the home page and the /dmc-apis factory share this.
 */
export function countryOrGlobal(variant: Variant): Where {
  return { country: { in: [...new Set([variant.country, DEFAULT_COUNTRY])] } }
}

/** The record of `country` if there is one, else the GLOBAL one. */
export function pickCountry<T>(docs: T[], country: string): T | null {
  const countryOf = (doc: T) => (doc as { country?: unknown }).country
  return docs.find((d) => countryOf(d) === country) ?? docs.find((d) => countryOf(d) === DEFAULT_COUNTRY) ?? null
}
