import { searchSite, type SearchResult, type SearchScope } from '../search'
import type { Variant } from '../variant'

/**
 * GET /dmc-apis/search_items: the catalogue's own search box. `searchType` is a link folder: the
 * path segment the results' pages live under (tea-formats for /our-products/our-teas/tea-formats/…),
 * so a search box on a category page searches its own kind of item. Without it, every kind of
 * catalogue item is searched.
 */
const category = (folder: string): SearchScope => ({ collections: ['tea-categories'], folder })

export const SEARCH_FOLDERS = {
  'product-details': { collections: ['products'] },
  'tea-ranges': { collections: ['tea-ranges'] },
  'our-ingredients': { collections: ['ingredients'] },
  'tea-formats': category('tea-formats'),
  'tea-types': category('tea-types'),
  'tea-by-mood': category('tea-by-mood'),
  'tea-by-flavour': category('tea-by-flavour'),
} satisfies Record<string, SearchScope>

export type SearchFolder = keyof typeof SEARCH_FOLDERS
export const SEARCH_FOLDER_NAMES = Object.keys(SEARCH_FOLDERS) as [SearchFolder, ...SearchFolder[]]

const ANY_CATALOGUE: SearchScope = { collections: ['products', 'tea-ranges', 'tea-categories', 'ingredients'] }

/**
 * Searches the site index (src/data/search.ts) for catalogue pages: every word of the term in the
 * title or the text, titles first. Products a country does not sell are left out, as from every
 * catalogue list. Free text: nothing is cached, so typing cannot fill the cache.
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
