import type { InspirationBook } from '@/payload-types'
import { findAll } from './content'
import type { Variant } from '@/config/variant'

/** The inspiration books of a country (its own and GLOBAL's), in the editors' order. */
export function listInspirationBooks(variant: Variant): Promise<InspirationBook[]> {
  return findAll('inspiration-books', variant, { sort: ['order', 'title'] })
}
