import { albumListing } from '@/data/media/media-item-listings'
import { mostSharedAlbums, recentAlbums } from '@/data/media/media-items'
import { listingEndpoint } from '@/app/_api/listing-endpoint'
import { otherMethods } from '@/lib/api/methods'

/** How many albums `recentItems` and `mostShared` each hold. */
const HIGHLIGHTS = 5

/**
 * GET /dmc-apis/images?page&size&lang[&country]: the image albums, newest first (default page 1,
 * size 20), and beside the list `recentItems` (the newest albums) and `mostShared` (the most
 * shared), each in the list's item shape.
 */
export const GET = listingEndpoint(albumListing, {
  extras: async (variant) => {
    const [recentItems, mostShared] = await Promise.all([recentAlbums(variant, HIGHLIGHTS), mostSharedAlbums(variant, HIGHLIGHTS)])
    return { recentItems, mostShared }
  },
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
