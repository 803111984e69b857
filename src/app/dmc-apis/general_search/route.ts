import { searchSite } from '@/data/site-search'
import { searchEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/** GET /dmc-apis/general_search?keyword=…[&page&size&lang&country]: site-wide search, ranked (title matches first). */
export const GET = searchEndpoint({ name: 'general_search', search: searchSite })

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
