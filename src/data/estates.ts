import type { TeaEstate } from '@/payload-types'
import { findAll, findBySlug } from './content'
import type { Variant } from '@/config/variant'

/** The tea estates of a country (its own plus GLOBAL's), in the editors' order. */
export function listEstates(variant: Variant): Promise<TeaEstate[]> {
  return findAll('tea-estates', variant, { sort: ['order', 'name'] })
}

/** One estate by its slug (the detail page's last segment): the country's own, else GLOBAL's. */
export function getEstate(slug: string, variant: Variant): Promise<TeaEstate | null> {
  return findBySlug('tea-estates', slug, variant)
}
