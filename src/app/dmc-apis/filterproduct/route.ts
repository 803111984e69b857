import { checkFilterValues, findProducts } from '@/data/catalogue/products'
import { listEndpoint, slugParam } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/filterproduct?size&page&lang&teaformatName&teatype&teamood&teaflavor[&country]:
 * the products matching every given filter (a category slug each; get_filterby_data lists them),
 * featured first. Defaults: page 1, size 20, no filter. A value that names no category of its
 * kind is a 400, so made-up values cost nothing and never reach the cache.
 */
export const GET = listEndpoint({
  name: 'filterproduct',
  params: {
    teaformatName: slugParam('teaformatName'),
    teatype: slugParam('teatype'),
    teamood: slugParam('teamood'),
    teaflavor: slugParam('teaflavor'),
  },
  read: async (query, variant) => {
    const filters = { format: query.teaformatName, type: query.teatype, mood: query.teamood, flavour: query.teaflavor }
    await checkFilterValues(filters, variant, { format: 'teaformatName', type: 'teatype', mood: 'teamood', flavour: 'teaflavor' })
    return findProducts(filters, variant, query)
  },
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
