import { z } from 'zod'
import { SEARCH_FOLDER_NAMES, searchCatalogue } from '@/data/catalogue/item-search'
import { MAX_KEYWORD_LENGTH, hasSearchWords } from '@/data/site-search'
import { listEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/search_items?page&size&searchType&searchTerm[&lang&country]: the search box of a
 * catalogue or media listing. `searchType` is a link folder, the path segment the results' pages
 * live under (SEARCH_FOLDERS: product-details, tea-ranges, tea-formats, tea-types, tea-by-mood,
 * tea-by-flavour, our-ingredients, and the media lists' news, events, {brand}-in-press,
 * {brand}-tea-blog, images, audios, videos); without it every kind of catalogue item is searched. Answers `{data: [{title, excerpt, type,
 * url, slug}], meta}`. Free text: answered without the data cache, like general_search.
 */
export const GET = listEndpoint({
  name: 'search_items',
  params: {
    searchType: z.enum(SEARCH_FOLDER_NAMES, { error: `searchType must be one of ${SEARCH_FOLDER_NAMES.join(', ')}` }).optional(),
    searchTerm: z
      .string({ error: 'searchTerm is required' })
      .max(MAX_KEYWORD_LENGTH, `searchTerm must be at most ${MAX_KEYWORD_LENGTH} characters`)
      .refine((term) => hasSearchWords(term), 'searchTerm must contain at least one letter or digit'),
  },
  read: (query, variant) => searchCatalogue(query.searchTerm, query.searchType, variant, query),
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
