import { toGiftDetail } from '@/data/gifts'
import { detailEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/gift_of_teas_by_name/{name}[?lang&country]: one gift or teaware item by its slug
 * (the `slug` of the list items). It answers in every country, sold there or not (`sold_here`).
 */
export const GET = detailEndpoint({
  name: 'gift_of_teas_by_name',
  label: 'gift of tea',
  collection: 'gift-teas',
  toItem: toGiftDetail,
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
