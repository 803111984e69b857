import { z } from 'zod'
import type { Variant } from '@/config/variant'
import { MAX_KEYWORD_LENGTH, hasSearchWords, type SearchPage } from '@/data/site-search'
import { notFoundError } from '@/lib/api/errors'
import { requiredSlugParam } from '@/lib/api/query'
import { listEndpoint, type ListItem } from './endpoints'

/**
 * Three list shapes over listEndpoint (./endpoints.ts) that add a rule of their own: a short list read whole,
 * a list within a named owner (404 for an unknown one) and a keyword search (400 for a blank keyword).
 */

type Page = { page: number; size: number }
type Listed<Item> = { items: Item[]; total: number }

/**
 * A short list read whole (a collection's categories, in the editors' order) and paged here; one
 * page of the default size (100) holds it all.
 *
 *   export const GET = wholeList({ name: 'press_categories', read: listPressCategories })
 */
export function wholeList<Item extends ListItem>(options: { name: string; read: (variant: Variant) => Promise<Item[]> }) {
  return listEndpoint({
    name: options.name,
    defaultSize: 100,
    read: async (query, variant) => {
      const all = await options.read(variant)
      return { items: all.slice((query.page - 1) * query.size, query.page * query.size), total: all.length }
    },
  })
}

/**
 * A page of the items belonging to another, named by a required slug parameter
 * (get_products_by_range?rangeName=…); an unknown owner is a 404 naming the `label`.
 *
 *   export const GET = listWithin({ name: 'get_products_by_range', param: 'rangeName', label: 'tea range', exists: getRange, read: (range, variant, page) => findProducts({ range }, variant, page) })
 */
export function listWithin<Item extends ListItem>(options: {
  name: string
  param: string
  label: string
  exists: (slug: string, variant: Variant) => Promise<unknown>
  read: (slug: string, variant: Variant, page: Page) => Promise<Listed<Item>>
}) {
  return listEndpoint({
    name: options.name,
    params: { [options.param]: requiredSlugParam(options.param) },
    read: async (query, variant) => {
      const slug = (query as Record<string, unknown>)[options.param] as string
      if (!(await options.exists(slug, variant))) throw notFoundError(`No ${options.label} is named "${slug}"`)
      return options.read(slug, variant, query)
    },
  })
}

/**
 * A ranked search by `keyword` (`{data: [{title, excerpt, type, url, slug}], meta}`). A missing or
 * blank keyword is a 400, since "search for nothing" is a caller's mistake, not an empty result;
 * free text, so never in the data cache (one entry per typed keyword would let anyone fill it).
 *
 *   export const GET = searchEndpoint({ name: 'general_search', search: searchSite })
 */
export function searchEndpoint(options: { name: string; search: (keyword: string, variant: Variant, page: Page) => Promise<SearchPage> }) {
  return listEndpoint({
    name: options.name,
    params: {
      keyword: z
        .string({ error: 'keyword is required' })
        .max(MAX_KEYWORD_LENGTH, `keyword must be at most ${MAX_KEYWORD_LENGTH} characters`)
        .refine(hasSearchWords, 'keyword must contain at least one letter or digit'),
    },
    read: async (query, variant) => {
      const { results, total } = await options.search(query.keyword, variant, query)
      return { items: results, total }
    },
  })
}
