import { listPressCategories } from '@/data/media/press'
import { wholeList } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/press_categories[?lang&country]: the press categories in the editors' order, each
 * with its sub-categories; `url` is the press list filtered to it. One page holds them all.
 */
export const GET = wholeList({ name: 'press_categories', read: listPressCategories })

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
