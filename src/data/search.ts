import type { Where } from 'payload'
import { searchCollections, searchTypeLabel } from '@/cms/search/sources'
import { collectionTag } from './cache-tags'
import { findList } from './content'
import type { Variant } from './variant'

export type SearchResult = { title: string; excerpt: string; type: string; url: string; slug: string }
export type SearchPage = { results: SearchResult[]; total: number; page: number; size: number; totalPages: number }

/** Tags of every source collection: publishing any searchable document refreshes search answers. */
export const SEARCH_TAGS = [collectionTag('search'), ...searchCollections.map(collectionTag)]

/** Upper bound on rows ranked per query; far above what anyone pages through. */
const MAX_CANDIDATES = 500
export const MAX_KEYWORD_LENGTH = 100

/** Lower-case words, without LIKE wildcards, at most MAX_KEYWORD_LENGTH characters. */
export function normalizeKeyword(keyword: string): string {
  return keyword.replace(/[%_\\]/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase().slice(0, MAX_KEYWORD_LENGTH).trim()
}

/**
 * Site-wide search over the index (src/cms/search). A document matches when every word of the
 * keyword appears in its title or in its text. Ranking: documents whose title holds every
 * word come first, then the rest; within each group higher priority first, then by title.
 * Per country: the visitor's country's records plus GLOBAL ones, and where both exist for one
 * page (same url), the country's own. Per language, with English filling gaps at index time.
 *
 * `where` narrows the candidates (a catalogue search: src/data/catalogue/search.ts) and `keep`
 * drops ranked results before paging (those a country does not sell).
 *
 * Candidates are ranked in memory (they are bounded and carry no body text), which keeps
 * title-first ranking, country de-duplication and the total exact on SQLite and PostgreSQL alike.
 */
export async function searchSite(
  keyword: string,
  variant: Variant,
  { page, size, where, keep }: { page: number; size: number; where?: Where; keep?: (results: SearchResult[]) => Promise<SearchResult[]> },
): Promise<SearchPage> {
  const words = normalizeKeyword(keyword)
  if (!words) return { results: [], total: 0, page, size, totalPages: 0 }
  const matches: Where = { or: [{ title: { like: words } }, { body: { like: words } }] }
  const { docs } = await findList({
    collection: 'search',
    variant,
    // A country's index row for a page overrides GLOBAL's row for the same page.
    keyField: 'url',
    where: where ? { and: [where, matches] } : matches,
    select: { title: true, excerpt: true, doc: true, url: true, country: true, priority: true },
    depth: 0,
    size: MAX_CANDIDATES,
    cache: false,
  })
  const terms = words.split(' ')
  const titleHasAll = (title?: string | null) => terms.every((t) => (title ?? '').toLowerCase().includes(t))
  const ranked = docs
    .map((doc) => ({ doc, inTitle: titleHasAll(doc.title) }))
    .sort(
      (a, b) =>
        Number(b.inTitle) - Number(a.inTitle) ||
        (b.doc.priority ?? 0) - (a.doc.priority ?? 0) ||
        (a.doc.title ?? '').localeCompare(b.doc.title ?? '', variant.locale),
    )
  const all = ranked.map(({ doc }) => ({
    title: doc.title ?? '',
    excerpt: doc.excerpt ?? '',
    type: searchTypeLabel(doc.doc.relationTo, variant.locale),
    url: doc.url ?? '/',
    slug: slugOf(doc.url ?? '/'),
  }))
  const kept = keep ? await keep(all) : all
  const total = kept.length
  const results = kept.slice((page - 1) * size, page * size)
  return { results, total, page, size, totalPages: Math.ceil(total / size) }
}

/** The last path segment: what a detail call (…_by_name/{name}) takes. */
function slugOf(url: string): string {
  return decodeURIComponent(url.split('?')[0].split('/').filter(Boolean).at(-1) ?? '')
}
