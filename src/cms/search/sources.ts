import type { CollectionSlug, DataFromCollectionSlug } from 'payload'
import type { Locale } from '@/config/variant'
import { contentCollections } from '../collections/content-collections'
import type { SearchSource } from './source'
import { indexTags } from './tags'
import { indexPicture } from './result-picture'
import { excerptOf } from './plain-text'

/**
 * What the site search knows about each content type, gathered from the content collections:
 * a collection is searchable when its defineContentCollection() call has a `search` entry. The
 * plugin's collections, the index fields and the result labels follow from it. Only published
 * documents are indexed.
 */
const searchSources = new Map<string, SearchSource<CollectionSlug>>(
  contentCollections.flatMap((collection) => {
    const source = collection.custom?.search as SearchSource<CollectionSlug> | undefined
    return source ? [[collection.slug, source] as const] : []
  }),
)

export const searchCollections = [...searchSources.keys()] as CollectionSlug[]

export function searchSourceFor(slug: string): SearchSource<CollectionSlug> | undefined {
  return searchSources.get(slug)
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
    collection: slug,
    tags: indexTags(slug, entry.url, doc),
    image: indexPicture(doc),
  }
}

/** Enough for any real page; keeps one huge document from bloating the index. */
const MAX_BODY_CHARS = 20_000
