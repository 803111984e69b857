import type { CollectionSlug, DataFromCollectionSlug, Sort, Where } from 'payload'
import { collectionTag, globalTag, keyTag } from '@/config/cache-tags'
import { cached, cachesReads } from './cached'
import { countriesFor, pickForCountry } from './country-rule'
import { getPayloadClient } from './payload'
import { countryOfKey, isPastLastPage } from './published-keys'
import { DEFAULT_COUNTRY, DEFAULT_LOCALE, type Variant } from '@/config/variant'

/**
 * The one way content is read: every page, /dmc-apis handler, search and the sitemap go through
 * these two functions. They apply, in one place:
 * - the country rule (country-rule.ts): a country's own record wins, GLOBAL fills the gaps, and a
 *   detail never answers another country's record;
 * - the language rule: the visitor's language, with English filling untranslated fields;
 * - drafts for editors' previews (draft mode skips the cache and reads drafts), published content
 *   only for visitors (Payload's access rules, never overridden outside previews);
 * - cache tags: a read by key is tagged with that key (a publish of that document refreshes it),
 *   a list with its collection.
 */

type Doc<C extends CollectionSlug> = DataFromCollectionSlug<C>

export type KeyedRead<C extends CollectionSlug> = {
  collection: C
  variant: Variant
  /** The field that names a document across countries (`path` for pages, `slug` for items) and its value. */
  key?: { field: string; value: string | number }
  depth?: number
}

/**
 * One document: the visitor's country's own, else GLOBAL's, else null. A key with no published
 * document answers null before the cache is asked (the keys are one cached list per collection), so
 * requests for unknown names store nothing.
 */
export async function findOne<C extends CollectionSlug>({ collection, variant: requested, key, depth = 1 }: KeyedRead<C>): Promise<Doc<C> | null> {
  let variant = requested
  if (key && (await cachesReads())) {
    const country = countryOfKey(await findKeys(collection, key.field), key.value, requested)
    // Not in the cached list: ask the database once, uncached (a record written without a publish's
    // revalidation, e.g. by a script, exists before the list knows it); an unknown name stores nothing.
    if (country === null && !(await existsUncached(collection, key, requested))) return null
    // Keyed by the country whose record answers: every country without its own record shares GLOBAL's entry.
    if (country !== null) variant = { ...requested, country }
  }
  const tags = key ? [keyTag(collection, key.value)] : [collectionTag(collection)]
  const cacheKey = ['content:one', collection, key ? `${key.field}=${key.value}` : '-', variant.country, variant.locale, String(depth)]
  return cached(cacheKey, tags, async (draft) => {
    const payload = await getPayloadClient()
    const countryWhere: Where = { country: { in: countriesFor(variant) } }
    const { docs } = await payload.find({
      collection,
      where: key ? { and: [{ [key.field]: { equals: key.value } }, countryWhere] } : countryWhere,
      locale: variant.locale,
      fallbackLocale: DEFAULT_LOCALE,
      draft,
      overrideAccess: draft,
      depth,
      limit: 2,
      pagination: false,
    })
    return pickForCountry(docs as Doc<C>[], variant.country)
  })
}

/** An item by its slug, under the country rule (the key most collections are found by). */
export const findBySlug = <C extends CollectionSlug>(collection: C, slug: string, variant: Variant): Promise<Doc<C> | null> =>
  findOne({ collection, variant, key: { field: 'slug', value: slug }, depth: 1 })

export type ListRead<C extends CollectionSlug> = {
  collection: C
  variant: Variant
  /** The field that names an item across countries (`slug` unless given): a country's item overrides GLOBAL's of the same key. */
  keyField?: string
  where?: Where
  sort?: Sort
  page?: number
  /** Page size; 0 reads every match (bounded lists such as the sitemap). */
  size?: number
  depth?: number
  /** Extra tags, for lists whose items embed other collections. */
  tags?: string[]
  /** Fields to read (default: all). */
  select?: Record<string, true>
  /**
   * Keep answers in Next's data cache (default true). Free-text reads turn it off: one cache entry
   * per typed keyword would let anyone fill the cache.
   */
  cache?: boolean
}

export type ListResult<T> = { docs: T[]; total: number }

/**
 * A list in a country: the country's own items plus the GLOBAL items it has not overridden (a
 * GLOBAL item is overridden when the country has a record with the same key, whether or not that
 * record matches the filter: the country's version is the one its visitors see).
 *
 * Cached so that the entries are bounded by the content, not by the requests:
 * - a country with no published record in the collection reads exactly GLOBAL's list, so it is read
 *   (and kept) as GLOBAL: the ~250 accepted country codes share one entry per list page;
 * - pages are read as blocks of a few fixed sizes (LIST_BLOCK_SIZES) and sliced, so `size` 1 to 100
 *   costs at most four kinds of entry, and one page needs at most two blocks;
 * - a page past the last answers empty from the first block's total, uncached, so no page number can
 *   make the cache grow beyond the lists' real pages.
 */
export async function findList<C extends CollectionSlug>(read: ListRead<C>): Promise<ListResult<Doc<C>>> {
  const { collection, keyField = 'slug', page = 1, size = 20, tags = [] } = read
  if (read.cache === false) return readList(read, read.variant, page, size, false)
  const cachedBlock = (variant: Variant, number: number, blockSize: number) => {
    const { where, sort, depth = 1, select } = read
    const cacheKey = ['content:list', collection, JSON.stringify({ where, sort, page: number, size: blockSize, depth, keyField, select }), variant.country, variant.locale]
    return cached(cacheKey, [collectionTag(collection), ...tags], (draft) => readList(read, variant, number, blockSize, draft))
  }
  // Previews and scripts read the page asked for, as it is: nothing is kept.
  if (!(await cachesReads())) return cachedBlock(read.variant, page, size)
  const variant = await listVariant(collection, keyField, read.variant)
  const blockSize = listBlockSize(size)
  if (blockSize === size) {
    if (size > 0 && page > 1) {
      const { total } = await cachedBlock(variant, 1, size)
      if (isPastLastPage(page, size, total)) return { docs: [], total }
    }
    return cachedBlock(variant, page, size)
  }
  const first = await cachedBlock(variant, 1, blockSize)
  if (isPastLastPage(page, size, first.total)) return { docs: [], total: first.total }
  const start = (page - 1) * size
  const end = Math.min(start + size, first.total)
  const blocks: Promise<ListResult<Doc<C>>>[] = []
  for (let number = Math.floor(start / blockSize) + 1; (number - 1) * blockSize < end; number++) {
    blocks.push(number === 1 ? Promise.resolve(first) : cachedBlock(variant, number, blockSize))
  }
  const docs = (await Promise.all(blocks)).flatMap((block) => block.docs)
  const offset = start - Math.floor(start / blockSize) * blockSize
  return { docs: docs.slice(offset, offset + size), total: first.total }
}

/**
 * The sizes a list page is read in from the data cache: a page of `size` is read as blocks of the
 * smallest of these that holds it. Sizes past the largest (code's own, never a visitor's) are read as they are.
 */
export const LIST_BLOCK_SIZES = [10, 25, 50, 100] as const

export function listBlockSize(size: number): number {
  if (size <= 0) return size
  return LIST_BLOCK_SIZES.find((block) => block >= size) ?? size
}

/** The variant a list is read in: GLOBAL when the visitor's country has no published record in the collection (the answer is the same). */
async function listVariant(collection: CollectionSlug, keyField: string, variant: Variant): Promise<Variant> {
  if (variant.country === DEFAULT_COUNTRY) return variant
  const keys = await findKeys(collection, keyField)
  return keys.some((entry) => entry.country === variant.country) ? variant : { ...variant, country: DEFAULT_COUNTRY }
}

/**
 * Every item of a short list a country sees (its own plus GLOBAL's, keyed by slug), read whole:
 * the lists editors keep small (estates, podcast series, letters, categories).
 */
export async function findAll<C extends CollectionSlug>(
  collection: C,
  variant: Variant,
  { sort, where, depth = 1, tags }: Pick<ListRead<C>, 'sort' | 'where' | 'depth' | 'tags'> = {},
): Promise<Doc<C>[]> {
  const { docs } = await findList({ collection, variant, where, sort, size: 0, depth, tags })
  return docs
}

async function readList<C extends CollectionSlug>(read: ListRead<C>, variant: Variant, page: number, size: number, draft: boolean): Promise<ListResult<Doc<C>>> {
  const { collection, keyField = 'slug', where, sort, depth = 1, select } = read
  const payload = await getPayloadClient()
  const common = { collection, locale: variant.locale, fallbackLocale: DEFAULT_LOCALE, draft, overrideAccess: draft }
  // Through a loosely typed handle: Payload's generic find type grows with every collection until
  // TypeScript gives up (TS2590); results are typed by this module's own Doc<C>.
  const find = payload.find.bind(payload) as unknown as (args: Record<string, unknown>) => Promise<{ docs: unknown[]; totalDocs: number }>
  const countryWhere = await listCountryWhere(variant, keyField, async () => {
    const own = await find({ ...common, where: { country: { equals: variant.country } }, select: { [keyField]: true }, depth: 0, pagination: false })
    return own.docs.map((doc) => (doc as unknown as Record<string, string | number>)[keyField])
  })
  const result = await find({
    ...common,
    where: where ? { and: [countryWhere, where] } : countryWhere,
    sort,
    depth,
    ...(select ? { select } : {}),
    ...(size > 0 ? { page, limit: size } : { pagination: false }),
  })
  return { docs: result.docs as Doc<C>[], total: result.totalDocs }
}

/** The `where` of the list rule; `ownKeys` is only asked for when the visitor's country is not GLOBAL. */
export async function listCountryWhere(variant: Variant, keyField: string, ownKeys: () => Promise<(string | number)[]>): Promise<Where> {
  if (variant.country === DEFAULT_COUNTRY) return { country: { equals: DEFAULT_COUNTRY } }
  const overridden = await ownKeys()
  const globals: Where = overridden.length
    ? { and: [{ country: { equals: DEFAULT_COUNTRY } }, { [keyField]: { not_in: overridden } }] }
    : { country: { equals: DEFAULT_COUNTRY } }
  return { or: [{ country: { equals: variant.country } }, globals] }
}

type GlobalSlug = 'header' | 'footer' | 'site-settings'

/** A Payload global (header, footer, settings) in a language, English filling gaps. */
export function findGlobal<T>(slug: GlobalSlug, locale: Variant['locale']): Promise<T> {
  return cached(['content:global', slug, locale], [globalTag(slug)], async (draft) => {
    const payload = await getPayloadClient()
    return (await payload.findGlobal({ slug, locale, fallbackLocale: DEFAULT_LOCALE, depth: 1, draft })) as T
  })
}

/**
 * Every published key of a collection with the countries that have a document for it: the
 * existence check for paths (src/data/site-index.ts) and the sitemap. Lean: two columns per row.
 */
async function existsUncached(collection: CollectionSlug, key: { field: string; value: string | number }, variant: Variant): Promise<boolean> {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection,
    where: { and: [{ [key.field]: { equals: key.value } }, { country: { in: countriesFor(variant) } }] },
    overrideAccess: false,
  })
  return totalDocs > 0
}

export function findKeys(collection: CollectionSlug, keyField: string): Promise<{ key: string; country: string }[]> {
  return cached(['content:keys', collection, keyField], [collectionTag(collection)], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection,
      select: { [keyField]: true, country: true },
      depth: 0,
      pagination: false,
      overrideAccess: false,
    })
    return docs.map((doc) => {
      const row = doc as unknown as Record<string, unknown>
      return { key: String(row[keyField]), country: typeof row.country === 'string' ? row.country : DEFAULT_COUNTRY }
    })
  })
}

/**
 * The published keys a search engine may index: like findKeys, with the last change and the
 * values of `fields` (the other parts of a document's path), and without the documents whose SEO
 * group asks not to be indexed (seo.prevent_indexing). For the sitemap.
 */
export function findIndexableKeys(
  collection: CollectionSlug,
  keyField: string,
  fields: string[] = [],
): Promise<{ key: string; country: string; updatedAt?: string; fields: Record<string, string> }[]> {
  return cached(['content:indexable', collection, keyField, ...fields], [collectionTag(collection)], async () => {
    const payload = await getPayloadClient()
    const extra = Object.fromEntries(fields.map((field) => [field, true]))
    const { docs } = await payload.find({
      collection,
      select: { [keyField]: true, country: true, updatedAt: true, seo: { prevent_indexing: true }, ...extra },
      depth: 0,
      pagination: false,
      overrideAccess: false,
    })
    return docs.flatMap((doc) => {
      const row = doc as unknown as Record<string, unknown> & { seo?: { prevent_indexing?: boolean | null } | null }
      if (row.seo?.prevent_indexing) return []
      return [{
        key: String(row[keyField]),
        country: typeof row.country === 'string' ? row.country : DEFAULT_COUNTRY,
        updatedAt: typeof row.updatedAt === 'string' ? row.updatedAt : undefined,
        fields: Object.fromEntries(fields.map((field) => [field, row[field] == null ? '' : String(row[field])])),
      }]
    })
  })
}
