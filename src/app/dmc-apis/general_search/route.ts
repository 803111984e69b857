import { z } from 'zod'
import { listEndpoint } from '@/app/_api'
import { MAX_KEYWORD_LENGTH, SEARCH_TAGS, hasSearchWords, searchSite } from '@/data/search'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/general_search?keyword=…[&page&size&lang&country]: site-wide search, ranked
 * (title matches first). Answers `{data: [{title, excerpt, type, url, slug}], meta}`; a missing
 * or blank keyword is a 400, since "search for nothing" is a caller's mistake, not an empty result.
 */
export const GET = listEndpoint({
  name: 'general_search',
  variantParams: ['lang', 'country'],
  params: {
    keyword: z
      .string({ error: 'keyword is required' })
      .max(MAX_KEYWORD_LENGTH, `keyword must be at most ${MAX_KEYWORD_LENGTH} characters`)
      .refine((k) => hasSearchWords(k), 'keyword must contain at least one letter or digit'),
  },
  tags: SEARCH_TAGS,
  dataCache: false,
  read: async (query, variant) => {
    const { results, total } = await searchSite(query.keyword, variant, query)
    return { items: results, total }
  },
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
