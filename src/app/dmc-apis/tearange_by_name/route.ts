import { toRangeDetail } from '@/data/catalogue/ranges'
import { detailEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/** GET /dmc-apis/tearange_by_name?teaRangeName={slug}&country[&lang]: one range with its story; 404 for an unknown name. */
export const GET = detailEndpoint({
  name: 'tearange_by_name',
  label: 'tea range',
  param: 'teaRangeName',
  in: 'query',
  collection: 'tea-ranges',
  toItem: toRangeDetail,
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
