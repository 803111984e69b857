import { findGifts } from '@/data/gifts'
import { pagedList } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/** GET /dmc-apis/teaware?page&size&lang&country: the teaware sold in a country, in the editors' order. */
export const GET = pagedList({ name: 'teaware', read: (page, variant) => findGifts('teaware', page, variant) })

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
