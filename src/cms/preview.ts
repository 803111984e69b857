import type { CollectionConfig, Config } from 'payload'
import { documentPath, hasPages } from '@/lib/routing/document-path'

/** Resolved through src/app/(payload)/admin/importMap.js (`npx payload generate:importmap`). */
const LIVE_PREVIEW_AT_DESKTOP = '@/cms/admin/LivePreviewAtDesktop#LivePreviewAtDesktop'

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
export function previewAdmin(slug: string, previewPath?: PreviewPath): Pick<NonNullable<CollectionConfig['admin']>, 'livePreview' | 'preview' | 'components'> {
  const pathOf: PreviewPath = previewPath ?? ((doc) => documentPath(slug, doc))
  if (!previewPath && !hasPages(slug)) return {}
  const address = (doc: Record<string, unknown> | null | undefined, locale: string | undefined) => previewAddress(doc ? pathOf(doc) : null, doc, locale)
  return {
    livePreview: { url: ({ data, locale }) => address(data, locale?.code) },
    preview: (doc, { locale }) => address(doc, locale),
    components: { edit: { beforeDocumentControls: [LIVE_PREVIEW_AT_DESKTOP] } },
  }
}

/**
 * The live preview's sizes, desktop first, which the preview opens at (src/cms/admin/LivePreviewAtDesktop.tsx):
 * at Payload's "Responsive", as wide as the pane beside the form, the site shows its phone layout. The site's
 * desktop layout starts at 992 px (src/components/home/HeroSlider.tsx); the zoom menu fits 1440 px into the pane.
 * Payload shows these labels as they are, in every admin language: words German and English share.
 */
export const livePreviewSizes = {
  breakpoints: [
    { name: 'desktop', label: 'Desktop (1440 × 900)', width: 1440, height: 900 },
    { name: 'tablet', label: 'Tablet (768 × 1024)', width: 768, height: 1024 },
    { name: 'phone', label: 'Smartphone (390 × 844)', width: 390, height: 844 },
  ],
} satisfies NonNullable<Config['admin']>['livePreview']
