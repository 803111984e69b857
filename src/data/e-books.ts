import type { EBook } from '@/payload-types'
import { findList, findOne } from './content'
import type { Variant } from '@/config/variant'

/** The e-books of a country (its own plus GLOBAL's), in the editors' order. */
export async function listEBooks(variant: Variant): Promise<EBook[]> {
  const { docs } = await findList({ collection: 'e-books', variant, keyField: 'slug', sort: ['order', 'title'], size: 0, depth: 1 })
  return docs
}

/** One e-book by its slug (the detail page's last segment): the country's own, else GLOBAL's. */
export function getEBook(slug: string, variant: Variant): Promise<EBook | null> {
  return findOne({ collection: 'e-books', variant, key: { field: 'slug', value: slug }, depth: 1 })
}
