import { z } from 'zod'
import { searchMedia } from '@/data/media/search'
import { MAX_KEYWORD_LENGTH, SEARCH_TAGS, hasSearchWords } from '@/data/search'
import { listEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/media_search?keyword=…[&page&size&country]: search within the media section
 * (src/data/media/search.ts). `lang` is accepted and ignored: the spec fixes it to `en`. Answers
 * `{data: [{title, excerpt, type, url, slug}], meta}`; free text, so never in the data cache.
 */
export const GET = listEndpoint({
  name: 'media_search',
  variantParams: ['lang', 'country'],
  params: {
    keyword: z
      .string({ error: 'keyword is required' })
      .max(MAX_KEYWORD_LENGTH, `keyword must be at most ${MAX_KEYWORD_LENGTH} characters`)
      .refine(hasSearchWords, 'keyword must contain at least one letter or digit'),
  },
  tags: SEARCH_TAGS,
  dataCache: false,
  read: async (query, variant) => {
    const { results, total } = await searchMedia(query.keyword, variant, query)
    return { items: results, total }
  },
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
