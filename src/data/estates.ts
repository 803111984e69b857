import type { TeaEstate } from '@/payload-types'
import { findList, findOne } from './content'
import type { Variant } from '@/config/variant'

/** The tea estates of a country (its own plus GLOBAL's), in the editors' order. */
export async function listEstates(variant: Variant): Promise<TeaEstate[]> {
  const { docs } = await findList({ collection: 'tea-estates', variant, keyField: 'slug', sort: ['order', 'name'], size: 0, depth: 1 })
  return docs
}

/** One estate by its slug (the detail page's last segment): the country's own, else GLOBAL's. */
export function getEstate(slug: string, variant: Variant): Promise<TeaEstate | null> {
  return findOne({ collection: 'tea-estates', variant, key: { field: 'slug', value: slug }, depth: 1 })
}
