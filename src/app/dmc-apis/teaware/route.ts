import { findGifts } from '@/data/gifts'
import { listEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/** GET /dmc-apis/teaware?page&size&lang&country: the teaware sold in a country, in the editors' order. */
export const GET = listEndpoint({ name: 'teaware', read: (query, variant) => findGifts('teaware', query, variant) })

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
