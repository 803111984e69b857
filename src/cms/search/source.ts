import type { CollectionSlug, DataFromCollectionSlug } from 'payload'
import type { Locale } from '@/config/variant'

/** What the index stores for one document, in the language it was read in. */
export type SearchEntry = {
  title: string
  /** The site path of the document's page, taken from src/routes.ts or the document itself. */
  url: string
  /** A teaser shown under the result; empty means "use the start of the body". */
  excerpt?: string | null
  /** All other visitor-facing text, plain. */
  body: string
}

/** How a content collection takes part in the site search (given to defineContentCollection). */
export type SearchSource<C extends CollectionSlug> = {
  /** The result's type as visitors read it, per language. */
  label: Record<Locale, string>
  /** Higher first among results that match equally well. */
  priority: number
  toEntry: (doc: DataFromCollectionSlug<C>) => SearchEntry
}

/** What a document with the shared SEO group (defineContentCollection adds it) is found by. */
type WithSeo = { seo?: { meta_description?: string | null; keywords?: string | null } | null }

/**
 * The entry of a document with the SEO group: its meta description is the teaser where an editor
 * wrote one, and its keywords are searched with the rest of its text.
 */
export const entryWithSeo = (
  doc: WithSeo,
  { title, url, excerpt, text }: { title: string; url: string; excerpt?: string | null; text: (string | null | undefined)[] },
): SearchEntry => ({
  title,
  url,
  excerpt: doc.seo?.meta_description || excerpt,
  body: [...text, doc.seo?.keywords].filter(Boolean).join('\n'),
})
