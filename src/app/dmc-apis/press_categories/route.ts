import { collectionTag } from '@/config/cache-tags'
import { listPressCategories } from '@/data/media/press'
import { listEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/press_categories[?lang&country]: the press categories in the editors' order, each
 * with its sub-categories; `url` is the press list filtered to it. One page holds them all.
 */
export const GET = listEndpoint({
  name: 'press_categories',
  variantParams: ['lang', 'country'],
  defaultSize: 100,
  tags: [collectionTag('press-categories')],
  dataCache: false,
  read: async (query, variant) => {
    const all = await listPressCategories(variant)
    return { items: all.slice((query.page - 1) * query.size, query.page * query.size), total: all.length }
  },
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
