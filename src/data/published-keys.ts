import { DEFAULT_COUNTRY, type Variant } from '@/config/variant'

/** A collection's published keys with each record's country (what findKeys answers). */
export type PublishedKeys = readonly { key: string; country: string }[]

/**
 * The country whose record a read by key would answer (the country rule: its own, else GLOBAL's), or
 * null when neither has a published record. Lets the cached reads skip unknown keys without a cache entry.
 */
export function countryOfKey(keys: PublishedKeys, key: string | number, variant: Pick<Variant, 'country'>): string | null {
  const value = String(key)
  let global = false
  for (const entry of keys) {
    if (entry.key !== value) continue
    if (entry.country === variant.country) return entry.country
    if (entry.country === DEFAULT_COUNTRY) global = true
  }
  return global ? DEFAULT_COUNTRY : null
}

/**
 * Whether `page` lies past the last page of a list of `total` items in pages of `size`. Page 1 is
 * never past the end: an empty list still has its first, empty page.
 */
export const isPastLastPage = (page: number, size: number, total: number) => size > 0 && page > 1 && (page - 1) * size >= total
