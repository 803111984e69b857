import { audioListing } from '@/data/media/media-item-listings'
import { listingEndpoint } from '@/app/_api/listing-endpoint'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/audio?page&size&lang&year&subCategory[&country]: the audio items, newest year
 * first. `subCategory` is one of a fixed list (src/lib/media/media-categories.ts); an unknown one, or a
 * year outside 1900–2100, is a 400.
 */
export const GET = listingEndpoint(audioListing)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
