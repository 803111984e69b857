import { collectionTag } from '@/config/cache-tags'
import { findGifts } from '@/data/gifts'
import { listEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/** GET /dmc-apis/teaware?page&size&lang&country: the teaware sold in a country, in the editors' order. */
export const GET = listEndpoint({
  name: 'teaware',
  variantParams: ['lang', 'country'],
  tags: [collectionTag('gift-teas')],
  dataCache: false,
  read: (query, variant) => findGifts('teaware', query, variant),
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
