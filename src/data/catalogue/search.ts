import type { Where } from 'payload'
import { routes } from '@/routes'
import { withAvailability } from '../availability'
import { findList } from '../content'
import { searchSite, type SearchResult } from '../search'
import { DEFAULT_COUNTRY, type Variant } from '../variant'

/**
 * GET /dmc-apis/search_items: the catalogue's own search box. `searchType` is a link folder: the
 * path segment the results' pages live under (tea-formats for /our-products/our-teas/tea-formats/…),
 * so a search box on a category page searches its own kind of item. Without it, every kind of
 * catalogue item is searched.
 */
const CATEGORY_FOLDERS = {
  'tea-formats': routes.products.formats(),
  'tea-types': routes.products.types(),
  'tea-by-mood': routes.products.byMood(),
  'tea-by-flavour': routes.products.byFlavour(),
} as const

/** The albums, audio and video listings (/media/images, /media/audios, /media/videos). */
const MEDIA_ITEM_FOLDERS = {
  images: { 'doc.relationTo': { equals: 'image-albums' } },
  audios: { 'doc.relationTo': { equals: 'audio-items' } },
  videos: { 'doc.relationTo': { equals: 'video-items' } },
} satisfies Record<string, Where>

const categoryWhere = (prefix: string): Where => ({ and: [{ 'doc.relationTo': { equals: 'tea-categories' } }, { url: { like: `${prefix}/` } }] })

export const SEARCH_FOLDERS: Record<string, Where> = {
  'product-details': { 'doc.relationTo': { equals: 'products' } },
  'tea-ranges': { 'doc.relationTo': { equals: 'tea-ranges' } },
  'our-ingredients': { 'doc.relationTo': { equals: 'ingredients' } },
  ...Object.fromEntries(Object.entries(CATEGORY_FOLDERS).map(([folder, prefix]) => [folder, categoryWhere(prefix)])),
  // The media listings' folders (issue 8): searched only when named.
  ...MEDIA_ITEM_FOLDERS,
}

/** The catalogue's own folders (what a product filter's search box may search). */
export type CatalogueFolder = 'product-details' | 'tea-ranges' | 'our-ingredients' | keyof typeof CATEGORY_FOLDERS
export type SearchFolder = CatalogueFolder | keyof typeof MEDIA_ITEM_FOLDERS
export const SEARCH_FOLDER_NAMES = Object.keys(SEARCH_FOLDERS) as [SearchFolder, ...SearchFolder[]]

// Payload cannot query a polymorphic relationship's collection with `in`; `or` of equalities it can.
const ANY_CATALOGUE: Where = { or: ['products', 'tea-ranges', 'tea-categories', 'ingredients'].map((collection) => ({ 'doc.relationTo': { equals: collection } })) }

/**
 * Searches the site index (src/cms/search) for catalogue pages: every word of the term in the
 * title or the text, titles first (src/data/search.ts). Products a country does not sell are left
 * out, as from every catalogue list (src/data/availability.ts). Free text: nothing is cached, so
 * typing cannot fill the cache.
 */
export async function searchCatalogue(
  term: string,
  folder: SearchFolder | undefined,
  variant: Variant,
  { page, size }: { page: number; size: number },
): Promise<{ items: SearchResult[]; total: number }> {
  const { results, total } = await searchSite(term, variant, {
    page,
    size,
    where: folder ? SEARCH_FOLDERS[folder] : ANY_CATALOGUE,
    keep: async (candidates) => {
      const productFolder = `${routes.products.productDetails()}/`
      const isProduct = (one: SearchResult) => one.url.startsWith(productFolder)
      const sold = await soldSlugs(candidates.filter(isProduct).map((one) => one.slug), variant)
      return sold ? candidates.filter((one) => !isProduct(one) || sold.has(one.slug)) : candidates
    },
  })
  return { items: results, total }
}

/** Which of these product slugs a country lists; null when it lists them all (the GLOBAL site). */
async function soldSlugs(slugs: string[], variant: Variant): Promise<Set<string> | null> {
  if (!slugs.length || variant.country === DEFAULT_COUNTRY) return null
  const { docs } = await findList({
    collection: 'products',
    variant,
    keyField: 'slug',
    where: withAvailability(variant, { slug: { in: slugs } }),
    select: { slug: true },
    size: 0,
    depth: 0,
    cache: false,
  })
  return new Set(docs.map((doc) => doc.slug))
}
