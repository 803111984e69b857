import { searchMedia } from '@/data/media/media-search'
import { searchEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/media_search?keyword=…[&page&size&country]: search within the media section
 * (src/data/media/media-search.ts). `lang` is accepted and ignored: the spec fixes it to `en`.
 */
export const GET = searchEndpoint({ name: 'media_search', search: searchMedia })

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
