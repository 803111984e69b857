import type { CollectionSlug, DataFromCollectionSlug, Sort, Where } from 'payload'
import { z } from 'zod'
import { findList, findOne } from '@/data/content'
import type { Variant } from '@/config/variant'
import { badRequest, notFoundError, withApiErrors } from '@/lib/api/errors'
import { paginationShape, parseQuery, variantOf, variantShape, type VariantParam } from '@/lib/api/query'
import { CONTENT_CACHE, itemResponse, listMeta, listResponse, type CachePolicy } from '@/lib/api/responses'

/**
 * The factories behind every /dmc-apis read: a list (`{data: [...], meta: {page, size, total, totalPages}}`),
 * an item (`{data: {...}}`, an unknown one 404) and one object (`{data: {...}}`). A call is a declaration; the
 * factory adds query validation (page, size, lang, country and the call's own `params`, a zod shape; bad input
 * 400 as `{error: {code, message}}`), the read through src/data, the answer and its cache header. The defaults
 * are what most calls use: `lang` and `country`, 20 to a page, relationship depth 1, the item named by the
 * route folder's `[name]` segment. Every list item carries `slug` and `url` (its site path, from src/routes.ts).
 *
 *   // a page of a data module's read (src/app/dmc-apis/products/route.ts)
 *   export const GET = listEndpoint({ name: 'products', read: (query, variant) => findProducts({}, variant, query) })
 *   // a collection read here, in an order (src/app/dmc-apis/tea_ranges/route.ts)
 *   export const GET = listEndpoint({ name: 'tea_ranges', collection: 'tea-ranges', sort: ['order', 'slug'], toItem: toRangeItem })
 *   // an item by its [name] segment, read and shaped by the data module (src/app/dmc-apis/news_by_name/[name]/route.ts)
 *   export const GET = detailEndpoint({ name: 'news_by_name', label: 'news story', read: getNews, toItem: toNewsDetail })
 *
 * A detail named by another segment or the query string says `param` (and `in: 'query'`); a call the spec
 * gives `lang` alone says `variantParams: ['lang']`. A `read` caches what is worth caching in src/data; the
 * factory keeps no cache of its own. The site's listings go through ./listing-endpoint.ts; a whole short
 * list, a list within an owner and a keyword search through ./content-endpoints.ts. Each route file adds
 * `otherMethods` (src/lib/api/methods.ts) for the methods it does not serve.
 */

export type ListItem = { slug: string; url: string }

/** What nearly every call accepts; a call the spec gives `lang` alone (images_by_name) says so. */
const DEFAULT_VARIANT_PARAMS: readonly VariantParam[] = ['lang', 'country']

type Pagination = { page: number; size: number }
type Query<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>> & Pagination & { lang?: string; country?: string }

type EndpointBase<Shape extends z.ZodRawShape> = {
  /** Unique among endpoints: it keys the data cache and names the endpoint in logs. */
  name: string
  /** Query parameters beyond page, size, lang and country, as a zod shape. */
  params?: Shape
  /** Variant parameters this call accepts (spec section 7). Default: `lang` and `country`. */
  variantParams?: readonly VariantParam[]
  /** Page size when the caller sends none (default 20). */
  defaultSize?: number
  cache?: CachePolicy
}

type ListExtras<Shape extends z.ZodRawShape> = {
  /**
   * Further top-level keys of a list's answer beside `data` and `meta` (the images call's
   * `recentItems` and `mostShared`), read through src/data like the list itself.
   */
  extras?: (query: Query<Shape>, variant: Variant) => Promise<Record<string, unknown>>
}

type CollectionList<Shape extends z.ZodRawShape, C extends CollectionSlug, Item extends ListItem> = EndpointBase<Shape> & {
  collection: C
  /** The field that names an item across countries: `slug` unless given (`path` for pages). */
  keyField?: string
  /** The endpoint's own filters; countries and languages are the data module's business. */
  where?: (query: Query<Shape>) => Where | undefined
  sort?: Sort | ((query: Query<Shape>) => Sort)
  /** Relationship depth of the read (default 1: uploads come with their URLs). */
  depth?: number
  /** Further cache tags, for items that embed other collections' data. */
  tags?: string[]
  toItem: (doc: DataFromCollectionSlug<C>, variant: Variant) => Item
}

/**
 * A list read by its own src/data function, which caches what is worth caching: a free-text or filtered read
 * cached per query would let anyone fill the cache, so the factory never does.
 */
type CustomList<Shape extends z.ZodRawShape, Item extends ListItem> = EndpointBase<Shape> & {
  read: (query: Query<Shape>, variant: Variant) => Promise<{ items: Item[]; total: number }>
}

export function listEndpoint<Shape extends z.ZodRawShape, Item extends ListItem, C extends CollectionSlug = CollectionSlug>(
  options: (CollectionList<Shape, C, Item> | CustomList<Shape, Item>) & ListExtras<Shape>,
): (request: Request) => Promise<Response> {
  const shape = {
    ...paginationShape(options.defaultSize),
    ...variantShape(options.variantParams ?? DEFAULT_VARIANT_PARAMS),
    ...options.params,
  }
  const read =
    'read' in options ? options.read : (query: Query<Shape>, variant: Variant) => readCollection(options, query, variant)
  return withApiErrors(options.name, async (request: Request) => {
    const query = parseQuery(request.url, shape) as Query<Shape>
    const variant = variantOf(query)
    const [{ items, total }, extras] = await Promise.all([read(query, variant), options.extras?.(query, variant)])
    return listResponse(items, listMeta(query.page, query.size, total), options.cache ?? CONTENT_CACHE, extras)
  })
}

async function readCollection<Shape extends z.ZodRawShape, C extends CollectionSlug, Item extends ListItem>(
  options: CollectionList<Shape, C, Item>,
  query: Query<Shape>,
  variant: Variant,
) {
  const { docs, total } = await findList({
    collection: options.collection,
    variant,
    keyField: options.keyField,
    where: options.where?.(query),
    sort: typeof options.sort === 'function' ? options.sort(query) : options.sort,
    page: query.page,
    size: query.size,
    depth: options.depth ?? 1,
    tags: options.tags,
  })
  return { items: docs.map((doc) => options.toItem(doc as DataFromCollectionSlug<C>, variant)), total }
}

type DetailBase<Shape extends z.ZodRawShape, P extends string> = EndpointBase<Shape> & {
  /** Where the item's name is: the dynamic segment of the route folder (default 'name', for news_by_name/[name]), or a query parameter. */
  param?: P
  /** `path` (default) or `query`: tearange_by_name?teaRangeName=… names its item in the query string. */
  in?: 'path' | 'query'
  /** What the item is, for the 404 message ("No tea range is named …"). */
  label: string
}

type CollectionDetail<Shape extends z.ZodRawShape, P extends string, C extends CollectionSlug, Item> = DetailBase<Shape, P> & {
  collection: C
  /** The field the segment names (`slug` unless given: `path`, `id`); the country's record wins over GLOBAL's, never another country's. */
  keyField?: string
  /** Turns the segment into the key's value (default: as is); may throw badRequest for a malformed one. */
  toKey?: (value: string) => string | number
  /** Relationship depth of the read (default 1). */
  depth?: number
  toItem: (doc: DataFromCollectionSlug<C>, variant: Variant) => Item
}

type CustomDetail<Shape extends z.ZodRawShape, P extends string, Doc, Item> = DetailBase<Shape, P> & {
  /** Reads the item through src/data (which applies the country rule and caches); null is a 404. */
  read: (value: string, variant: Variant, query: z.output<z.ZodObject<Shape>>) => Promise<Doc | null>
  /** Shapes what `read` found into the answer's item (default: as read). */
  toItem?: (doc: Doc, variant: Variant) => Item | Promise<Item>
}

type DetailContext<P extends string> = { params: Promise<Partial<Record<P, string>>> }

type DetailHandler<P extends string> = (request: Request, context?: DetailContext<P>) => Promise<Response>

export function detailEndpoint<Shape extends z.ZodRawShape, C extends CollectionSlug, Item, P extends string = 'name'>(options: CollectionDetail<Shape, P, C, Item>): DetailHandler<P>
export function detailEndpoint<Shape extends z.ZodRawShape, Doc, Item, P extends string = 'name'>(options: CustomDetail<Shape, P, Doc, Item>): DetailHandler<P>
export function detailEndpoint<Shape extends z.ZodRawShape, C extends CollectionSlug, Item, Doc, P extends string>(
  options: CollectionDetail<Shape, P, C, Item> | CustomDetail<Shape, P, Doc, Item>,
): DetailHandler<P> {
  const fromQuery = options.in === 'query'
  const param = (options.param ?? 'name') as P
  const shape = {
    ...variantShape(options.variantParams ?? DEFAULT_VARIANT_PARAMS),
    ...options.params,
    ...(fromQuery ? { [param]: z.string({ error: `${param} is required` }) } : {}),
  }
  return withApiErrors(options.name, async (request: Request, context?: DetailContext<P>) => {
    const query = parseQuery(request.url, shape) as z.output<z.ZodObject<Shape>> & Record<string, unknown>
    const value = fromQuery ? checkName(String(query[param]).trim()) : decodeSegment((await context?.params)?.[param])
    const variant = variantOf(query)
    const item = 'read' in options ? await readCustom(options as CustomDetail<Shape, P, Doc, Item>, value, variant, query) : await readCollectionItem(options as CollectionDetail<Shape, P, C, Item>, value, variant)
    if (item === null) throw notFoundError(`No ${options.label} is named "${value}"`)
    return itemResponse(item, options.cache ?? CONTENT_CACHE)
  })
}

function readCollectionItem<Shape extends z.ZodRawShape, P extends string, C extends CollectionSlug, Item>(options: CollectionDetail<Shape, P, C, Item>, value: string, variant: Variant) {
  return findOne({
    collection: options.collection,
    variant,
    key: { field: options.keyField ?? 'slug', value: options.toKey ? options.toKey(value) : value },
    depth: options.depth ?? 1,
  }).then((doc) => (doc === null ? null : options.toItem(doc, variant)))
}

async function readCustom<Shape extends z.ZodRawShape, P extends string, Doc, Item>(
  options: CustomDetail<Shape, P, Doc, Item>,
  value: string,
  variant: Variant,
  query: z.output<z.ZodObject<Shape>>,
): Promise<Item | null> {
  const doc = await options.read(value, variant, query)
  if (doc === null) return null
  return options.toItem ? options.toItem(doc, variant) : (doc as unknown as Item)
}

/**
 * A call that answers one object rather than a list or an item (get_filterby_data: the filter
 * options): `{data: {...}}`, with the same query validation and errors.
 */
export function dataEndpoint<Shape extends z.ZodRawShape, Data>(
  options: EndpointBase<Shape> & { read: (query: z.output<z.ZodObject<Shape>>, variant: Variant) => Promise<Data> },
): (request: Request) => Promise<Response> {
  const shape = { ...variantShape(options.variantParams ?? DEFAULT_VARIANT_PARAMS), ...options.params }
  return withApiErrors(options.name, async (request: Request) => {
    const query = parseQuery(request.url, shape) as z.output<z.ZodObject<Shape>> & { lang?: unknown; country?: unknown }
    return itemResponse(await options.read(query, variantOf(query)), options.cache ?? CONTENT_CACHE)
  })
}

function decodeSegment(raw: string | undefined): string {
  let value: string
  try {
    value = decodeURIComponent(raw ?? '').trim()
  } catch {
    throw badRequest('The address contains a malformed %-escape', 'invalid_path')
  }
  return checkName(value, 'invalid_path')
}

function checkName(value: string, code = 'invalid_query'): string {
  if (!value || value.length > 200) throw badRequest('The item name must be 1 to 200 characters long', code)
  return value
}
