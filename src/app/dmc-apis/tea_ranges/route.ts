import { toRangeItem } from '@/data/catalogue/ranges'
import { listEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/** GET /dmc-apis/tea_ranges?page&size&lang[&country]: a country's tea ranges, in the editors' order. */
export const GET = listEndpoint({
  name: 'tea_ranges',
  collection: 'tea-ranges',
  sort: ['order', 'slug'],
  toItem: toRangeItem,
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
