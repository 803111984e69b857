import { listAccessoryCategories } from '@/data/accessories'
import { wholeList } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/get_accessories_categories[?lang&country]: every accessory category, in the
 * editors' order; `url` is the accessories list filtered to it. One page holds them all.
 */
export const GET = wholeList({ name: 'get_accessories_categories', read: listAccessoryCategories })

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
