import type { InspirationBook } from '@/payload-types'
import { findList } from './content'
import type { Variant } from '@/config/variant'

/** The inspiration books of a country (its own and GLOBAL's), in the editors' order. */
export async function listInspirationBooks(variant: Variant): Promise<InspirationBook[]> {
  const { docs } = await findList({ collection: 'inspiration-books', variant, keyField: 'slug', sort: ['order', 'title'], size: 0, depth: 1 })
  return docs
}
