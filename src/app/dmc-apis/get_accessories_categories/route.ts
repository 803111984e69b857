import { listAccessoryCategories } from '@/data/accessories'
import { collectionTag } from '@/config/cache-tags'
import { listEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/get_accessories_categories[?lang&country]: every accessory category, in the
 * editors' order; `url` is the accessories list filtered to it. One page holds them all.
 */
export const GET = listEndpoint({
  name: 'get_accessories_categories',
  variantParams: ['lang', 'country'],
  defaultSize: 100,
  tags: [collectionTag('accessory-categories')],
  dataCache: false,
  read: async (query, variant) => {
    const all = await listAccessoryCategories(variant)
    return { items: all.slice((query.page - 1) * query.size, query.page * query.size), total: all.length }
  },
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
