import { accessoryFilters } from '@/config/list-filters'
import { findAccessories, listAccessoryCategories } from '@/data/accessories'
import { badRequest, filterParams, listEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/get_accessories?page&size&material&category&lang&country: the accessories sold in
 * a country, in the editors' order, filtered as the list declares (src/config/list-filters.ts):
 * `material` one of the materials, `category` a category's slug (GET
 * /dmc-apis/get_accessories_categories). Unknown values are a 400, so every cached read is one of a
 * bounded set.
 */
export const GET = listEndpoint({
  name: 'get_accessories',
  defaultSize: 12,
  params: filterParams(accessoryFilters),
  read: async (query, variant) => {
    if (query.category && !(await listAccessoryCategories(variant)).some((category) => category.slug === query.category)) {
      throw badRequest(`category must be one of the categories of GET /dmc-apis/get_accessories_categories; "${query.category}" is not`, 'invalid_query')
    }
    return findAccessories(query, variant)
  },
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
