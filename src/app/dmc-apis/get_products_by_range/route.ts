import { findProducts } from '@/data/catalogue/products'
import { getRange } from '@/data/catalogue/ranges'
import { listEndpoint, notFoundError, requiredSlugParam } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/** GET /dmc-apis/get_products_by_range?rangeName={slug}&lang[&page&size&country]: a range's products; 404 for an unknown range. */
export const GET = listEndpoint({
  name: 'get_products_by_range',
  variantParams: ['lang', 'country'],
  params: { rangeName: requiredSlugParam('rangeName') },
  tags: [],
  dataCache: false,
  read: async (query, variant) => {
    if (!(await getRange(query.rangeName, variant))) throw notFoundError(`No tea range is named "${query.rangeName}"`)
    return findProducts({ range: query.rangeName }, variant, query)
  },
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
