import { filterOptions } from '@/data/catalogue/categories'
import { dataEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/get_filterby_data[?lang&country]: the product filter's options,
 * `{data: {formats, types, moods, flavours}}`, each a list of {slug, title, url} in the editors' order.
 */
export const GET = dataEndpoint({
  name: 'get_filterby_data',
  read: (_query, variant) => filterOptions(variant),
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
