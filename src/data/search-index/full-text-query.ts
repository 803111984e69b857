import type { Locale } from '@/config/variant'

/**
 * One page of a full-text search, as both dialects answer it (./sqlite.ts, ./postgres.ts).
 *
 * A row matches when every word (as a prefix) is in its title or its text, it is in the visitor's
 * language, it belongs to the visitor's country or to GLOBAL (a GLOBAL row gives way to the
 * country's row for the same page), and it carries at least one tag of every group in `tags`
 * (src/cms/search/tags.ts). Order: rows whose title holds every word first, then higher priority,
 * then the older row. `ids` are the language rows' ids (search_locales), in that order.
 */
export type IndexQuery = {
  words: string[]
  locale: Locale
  country: string
  /** AND of OR-groups of tags: [['cproducts', 'cteeranges'], ['soldall', 'soldlk']]. */
  tags: string[][]
  offset: number
  limit: number
}

/**
 * Totals are counted up to this many matches, and pages end there: fifty pages of twenty is more
 * than anyone reads, and a visitor refines the words rather than paging further. Counting every
 * match of a common word would cost more than the page itself (docs/performance.md).
 */
export const MAX_MATCHES = 1000

export type IndexPage = { ids: number[]; total: number }

export type SearchIndex = (query: IndexQuery) => Promise<IndexPage>
