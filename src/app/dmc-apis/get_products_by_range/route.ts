import { findProducts } from '@/data/catalogue/products'
import { getRange } from '@/data/catalogue/ranges'
import { listWithin } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/** GET /dmc-apis/get_products_by_range?rangeName={slug}&lang[&page&size&country]: a range's products; 404 for an unknown range. */
export const GET = listWithin({
  name: 'get_products_by_range',
  param: 'rangeName',
  label: 'tea range',
  exists: getRange,
  read: (range, variant, page) => findProducts({ range }, variant, page),
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
