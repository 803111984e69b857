import type { Where } from 'payload'
import { DEFAULT_COUNTRY, type Variant } from '@/config/variant'

/**
 * The catalogue's availability rule, for every list of items that are sold (teas, gifts,
 * teaware, accessories): the GLOBAL site lists everything; a country's site lists the items sold
 * everywhere and those sold in that country (fields: src/cms/fields/availability.ts). Detail pages
 * stay reachable everywhere, so a shared link never breaks; their buy buttons say what is sold.
 */
export function soldInWhere(variant: Variant): Where | undefined {
  if (variant.country === DEFAULT_COUNTRY) return undefined
  return { or: [{ sold_everywhere: { equals: true } }, { sold_in: { in: [variant.country] } }] }
}

/** Joins the availability rule to an endpoint's or a page's own filters. */
export function withAvailability(variant: Variant, where: Where | undefined): Where | undefined {
  const sold = soldInWhere(variant)
  if (!sold) return where
  return where ? { and: [sold, where] } : sold
}
