import type { CollectionSlug, DataFromCollectionSlug } from 'payload'
import type { Locale } from '@/data/variant'
import { contentToText, excerptOf } from './text'

/**
 * What the site search knows about each content type. To make a collection searchable, add an
 * entry here: the plugin's collections, the index fields and the result labels follow from it.
 * The collection must have a `country` field or be GLOBAL content; only published documents
 * are indexed.
 */
export type SearchEntry = {
  title: string
  /** The site path of the document's page, taken from src/routes.ts or the document itself. */
  url: string
  /** A teaser shown under the result; empty means "use the start of the body". */
  excerpt?: string | null
  /** All other visitor-facing text, plain. */
  body: string
}

export type SearchSource<C extends CollectionSlug> = {
  /** The result's type as visitors read it, per language. */
  label: Record<Locale, string>
  /** Higher first among results that match equally well. */
  priority: number
  toEntry: (doc: DataFromCollectionSlug<C>) => SearchEntry
}

type Registry = { [C in CollectionSlug]?: SearchSource<C> }

export const searchSources: Registry = {
  pages: {
    label: { en: 'Page', de: 'Seite' },
    priority: 10,
    toEntry: (page) => ({
      title: page.title,
      url: page.path,
      excerpt: page.seo?.meta_description || page.intro,
      body: [page.intro, contentToText(page.contents), page.seo?.keywords].filter(Boolean).join('\n'),
    }),
  },
}

export const searchCollections = Object.keys(searchSources) as CollectionSlug[]

export function searchSourceFor(slug: string): SearchSource<CollectionSlug> | undefined {
  return (searchSources as Record<string, SearchSource<CollectionSlug>>)[slug]
}

/** The result type visitors read, in their language. */
export function searchTypeLabel(slug: string, locale: Locale): string {
  const label = searchSourceFor(slug)?.label
  return label ? (label[locale] ?? label.en) : slug
}

/** The index row's own fields for one document, in the language it was read in. */
export function indexFields(slug: string, doc: Record<string, unknown>) {
  const source = searchSourceFor(slug)
  if (!source) return null
  const entry = source.toEntry(doc as unknown as DataFromCollectionSlug<CollectionSlug>)
  const body = entry.body.slice(0, MAX_BODY_CHARS)
  return {
    title: entry.title,
    url: entry.url,
    excerpt: excerptOf(entry.excerpt || body),
    body,
    type: source.label.en,
    country: typeof doc.country === 'string' ? doc.country : 'GLOBAL',
  }
}

/** Enough for any real page; keeps one huge document from bloating the index. */
const MAX_BODY_CHARS = 20_000
