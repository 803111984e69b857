import { toAccessoryDetail } from '@/data/accessories'
import { detailEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/accessories_by_id/{accessoryId}[?lang&country]: one accessory. The id is the
 * accessory's slug (the `slug` of the list items and the last segment of its page), not the
 * database id: a slug names the item in every country, so the country rule can pick the
 * visitor's version, while a database id names one country's record.
 */
export const GET = detailEndpoint({
  name: 'accessories_by_id',
  label: 'accessory',
  param: 'accessoryId',
  collection: 'accessories',
  toItem: toAccessoryDetail,
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
