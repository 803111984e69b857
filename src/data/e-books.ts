import type { EBook } from '@/payload-types'
import { findAll, findBySlug } from './content'
import type { Variant } from '@/config/variant'

/** The e-books of a country (its own plus GLOBAL's), in the editors' order. */
export function listEBooks(variant: Variant): Promise<EBook[]> {
  return findAll('e-books', variant, { sort: ['order', 'title'] })
}

/** One e-book by its slug (the detail page's last segment): the country's own, else GLOBAL's. */
export function getEBook(slug: string, variant: Variant): Promise<EBook | null> {
  return findBySlug('e-books', slug, variant)
}
