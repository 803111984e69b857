import { searchCollections, searchTypeLabel } from '@/cms/search/sources'
import { collectionTag, folderTag, soldTag } from '@/cms/search/tags'
import { collectionTag as cacheCollectionTag } from '@/config/cache-tags'
import { pictureOf, type Picture } from '@/lib/media/picture'
import { getPayloadClient } from './payload'
import { searchIndex, searchWords, type IndexRow } from './search-index'
import { DEFAULT_COUNTRY, type Variant } from '@/config/variant'

export type SearchResult = { title: string; excerpt: string; type: string; url: string; slug: string; image: Picture | null }
export type SearchPage = { results: SearchResult[]; total: number; page: number; size: number; totalPages: number }

/** Tags of every source collection: publishing any searchable document refreshes search answers. */
export const SEARCH_TAGS = [cacheCollectionTag('search'), ...searchCollections.map(cacheCollectionTag)]

export const MAX_KEYWORD_LENGTH = 100

/** Whether a keyword has anything to search for: at least one run of letters or digits. */
export const hasSearchWords = (keyword: string) => searchWords(keyword).length > 0

export type SearchScope = {
  /** Only documents of these collections. */
  collections?: string[]
  /** Only pages under this folder (a path segment of their address, such as `tea-formats`). */
  folder?: string
}

/**
 * Site-wide search over the index (src/cms/search), answered by the database's full-text index
 * (src/data/search-index): a document matches when every word of the keyword starts a word of its
 * title or text. Documents whose title holds every word come first, then higher priority, then older.
 * Per country: the visitor's country's rows plus GLOBAL ones, a country's row for a page replacing
 * GLOBAL's; catalogue items a country does not sell are left out (src/data/catalogue/availability-rule.ts, applied
 * through the row's tags). Per language, with English filling gaps at index time.
 */
export async function searchSite(keyword: string, variant: Variant, { page, size, collections, folder }: { page: number; size: number } & SearchScope): Promise<SearchPage> {
  const tags: string[][] = []
  if (collections?.length) tags.push(collections.map(collectionTag))
  if (folder) tags.push([folderTag(folder)])
  if (variant.country !== DEFAULT_COUNTRY) tags.push([soldTag('all'), soldTag(variant.country)])
  const { rows, total } = await searchIndex({
    words: searchWords(keyword),
    locale: variant.locale,
    country: variant.country,
    tags,
    offset: (page - 1) * size,
    limit: size,
  })
  const pictures = await thumbnails(rows)
  const results = rows.map((row) => ({
    title: row.title ?? '',
    excerpt: row.excerpt ?? '',
    type: searchTypeLabel(row.collection ?? '', variant.locale),
    url: row.url ?? '/',
    slug: slugOf(row.url ?? '/'),
    image: (row.image && pictures.get(Number(row.image))) || null,
  }))
  return { results, total, page, size, totalPages: Math.ceil(total / size) }
}

/** The results' thumbnails, in one read of the media library. */
async function thumbnails(rows: IndexRow[]): Promise<Map<number, Picture>> {
  const ids = [...new Set(rows.flatMap((row) => (row.image ? [Number(row.image)] : [])))]
  if (!ids.length) return new Map()
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { in: ids } },
    limit: ids.length,
    depth: 0,
    pagination: false,
    select: { url: true, alt: true, width: true, height: true },
  })
  return new Map(docs.flatMap((doc) => {
    const picture = pictureOf(doc)
    return picture ? [[doc.id, picture] as const] : []
  }))
}

/** The last path segment, without query or fragment: what a detail call (…_by_name/{name}) takes. */
function slugOf(url: string): string {
  return decodeURIComponent(url.split(/[?#]/)[0].split('/').filter(Boolean).at(-1) ?? '')
}
