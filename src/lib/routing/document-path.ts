import { buildPath } from './pattern'
import { pageTypes, routes, type PageType } from '@/routes'

type DocumentPageType = PageType & { collection: string; key: string }

/** The page types whose pages are documents, in table order, without test-only and second addresses. */
const documentTypes: DocumentPageType[] = Object.values(pageTypes as Record<string, PageType>).filter(
  (type): type is DocumentPageType => Boolean(type.collection && type.key) && !type.testOnly && !type.alternate,
)

/**
 * A page type's path for a document's key and field values, or null when a value the pattern needs
 * is missing or the document is not one of the type's (`only`). The sitemap and the editors'
 * preview build paths through this.
 */
export function pagePath(type: PageType, key: unknown, fields: Record<string, unknown>): string | null {
  if (!type.key || typeof key !== 'string' || !key) return null
  if (Object.entries(type.only ?? {}).some(([field, value]) => fields[field] !== value)) return null
  const params: Record<string, string> = { [type.key]: key }
  for (const [param, field] of Object.entries(type.fields ?? {})) {
    const value = fields[field]
    if (typeof value !== 'string' || !value) return null
    params[param] = value
  }
  return buildPath(type.pattern, params)
}

/**
 * The site path of a collection's document: the first page type of its collection that takes it
 * (a tea category by its kind, a gallery item by its group). The home collection (one document per
 * country) is the home page. Null for a collection without pages of its own (testimonials, audio
 * items) or a document missing what its path needs (an unsaved slug).
 */
export function documentPath(collection: string, doc: Record<string, unknown> | null | undefined): string | null {
  if (!doc) return null
  if (collection === 'home') return routes.home
  for (const type of documentTypes) {
    if (type.collection !== collection) continue
    const path = pagePath(type, doc[type.key], doc)
    if (path) return path
  }
  return null
}

/** Whether documents of `collection` have a page of their own (and so a preview). */
export function hasPages(collection: string): boolean {
  return collection === 'home' || documentTypes.some((type) => type.collection === collection)
}
