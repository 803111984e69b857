import { findGifts } from '@/data/gifts'
import { listEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/gift_of_teas?page&size&lang&country: the gift sets sold in a country (all of them
 * for GLOBAL), in the editors' order; each pack carries the country's shop address or null.
 */
export const GET = listEndpoint({ name: 'gift_of_teas', read: (query, variant) => findGifts('gift', query, variant) })

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
