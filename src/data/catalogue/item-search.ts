import { routes } from '@/routes'
import { searchSite, type SearchResult, type SearchScope } from '../site-search'
import type { Variant } from '@/config/variant'
import type { CatalogueFolder } from '@/lib/catalogue/folders'

/**
 * GET /dmc-apis/search_items: the search box of a catalogue or media listing. `searchType` is a
 * link folder: the path segment the results' pages live under (tea-formats for
 * /our-products/our-teas/tea-formats/…), so a search box on a listing searches its own kind of item.
 * Without it, every kind of catalogue item is searched.
 */
const category = (folder: string): SearchScope => ({ collections: ['tea-categories'], folder })
const lastSegment = (path: string) => path.split('/').filter(Boolean).at(-1)!

const CATALOGUE_FOLDERS = {
  'product-details': { collections: ['products'] },
  'tea-ranges': { collections: ['tea-ranges'] },
  'our-ingredients': { collections: ['ingredients'] },
  'tea-formats': category('tea-formats'),
  'tea-types': category('tea-types'),
  'tea-by-mood': category('tea-by-mood'),
  'tea-by-flavour': category('tea-by-flavour'),
} satisfies Record<CatalogueFolder, SearchScope>

/** The media listings' folders: searched only when named. */
const MEDIA_FOLDERS: Record<string, SearchScope> = {
  news: { collections: ['news'] },
  events: { collections: ['events'] },
  [lastSegment(routes.media.inPress())]: { collections: ['press'] },
  images: { collections: ['image-albums'] },
  audios: { collections: ['audio-items'] },
  videos: { collections: ['video-items'] },
  [lastSegment(routes.media.teaBlog())]: { collections: ['blog-posts'] },
}

export const SEARCH_FOLDERS: Record<string, SearchScope> = { ...CATALOGUE_FOLDERS, ...MEDIA_FOLDERS }

export type SearchFolder = string
export const SEARCH_FOLDER_NAMES = Object.keys(SEARCH_FOLDERS) as [SearchFolder, ...SearchFolder[]]

const ANY_CATALOGUE: SearchScope = { collections: ['products', 'tea-ranges', 'tea-categories', 'ingredients'] }

/**
 * Searches the site index (src/data/site-search.ts) for the pages of one folder, or of the whole
 * catalogue: every word of the term in the title or the text, titles first. Products a country
 * does not sell are left out, as from every catalogue list. Free text: nothing is cached, so typing
 * cannot fill the cache.
 */
export async function searchCatalogue(
  term: string,
  folder: SearchFolder | undefined,
  variant: Variant,
  { page, size }: { page: number; size: number },
): Promise<{ items: SearchResult[]; total: number }> {
  const { results, total } = await searchSite(term, variant, { page, size, ...(folder ? SEARCH_FOLDERS[folder] : ANY_CATALOGUE) })
  return { items: results, total }
}
