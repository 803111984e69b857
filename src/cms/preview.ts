import type { CollectionConfig } from 'payload'
import { documentPath, hasPages } from '@/lib/routing/document-path'

/** Where a document is seen on the site, or null when it is not (yet). */
export type PreviewPath = (doc: Record<string, unknown>) => string | null

/** A category is seen as its list filtered by it: categories have no pages of their own. */
export const filteredListPreview =
  (listPath: string): PreviewPath =>
  (doc) =>
    `${listPath}?category=${String(doc.slug ?? '')}`

/**
 * The address of the site's /preview route for a document: where it is seen, in the document's
 * market and the language the editor is editing, so the preview shows what that market's visitors
 * will see in that language (src/app/preview/route.ts). Null where the document has no page yet.
 */
export function previewAddress(path: string | null, doc: Record<string, unknown> | null | undefined, locale: string | undefined): string | null {
  if (!path) return null
  const query = new URLSearchParams({ path })
  if (typeof doc?.country === 'string' && doc.country) query.set('country', doc.country)
  if (locale) query.set('lang', locale)
  return `/preview?${query}`
}

/**
 * Live preview (the admin's side-by-side frame, refreshed on every autosave) and the "Preview"
 * button, for every collection whose documents are seen on the site: at their own page, or where
 * `previewPath` says. Collections seen nowhere (testimonials, audio items) get neither.
 */
export function previewAdmin(slug: string, previewPath?: PreviewPath): Pick<NonNullable<CollectionConfig['admin']>, 'livePreview' | 'preview'> {
  const pathOf: PreviewPath = previewPath ?? ((doc) => documentPath(slug, doc))
  if (!previewPath && !hasPages(slug)) return {}
  const address = (doc: Record<string, unknown> | null | undefined, locale: string | undefined) => previewAddress(doc ? pathOf(doc) : null, doc, locale)
  return {
    livePreview: { url: ({ data, locale }) => address(data, locale?.code) },
    preview: (doc, { locale }) => address(doc, locale),
  }
}
