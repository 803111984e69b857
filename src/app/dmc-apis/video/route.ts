import { videoListing } from '@/data/media/media-item-listings'
import { listingEndpoint } from '@/app/_api/listing-endpoint'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/video?page&size&lang&year&subCategory[&country]: the videos, newest year first.
 * An unknown `subCategory` or a year outside 1900–2100 is a 400.
 */
export const GET = listingEndpoint(videoListing)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
