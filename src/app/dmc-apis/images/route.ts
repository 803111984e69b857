import { collectionTag } from '@/data/cache-tags'
import { findAlbums, mostSharedAlbums, recentAlbums } from '@/data/media-items'
import { listEndpoint } from '@/lib/api'

/** How many albums `recentItems` and `mostShared` each hold. */
const HIGHLIGHTS = 5

/**
 * GET /dmc-apis/images?page&size&lang: the image albums, newest first (default page 1, size 20),
 * and beside the list `recentItems` (the newest albums) and `mostShared` (the most shared).
 */
export const GET = listEndpoint({
  name: 'images',
  tags: [collectionTag('image-albums')],
  // The data module caches the reads (src/data/content.ts).
  dataCache: false,
  read: (query, variant) => findAlbums(query, variant),
  extras: async (_query, variant) => {
    const [recentItems, mostShared] = await Promise.all([recentAlbums(variant, HIGHLIGHTS), mostSharedAlbums(variant, HIGHLIGHTS)])
    return { recentItems, mostShared }
  },
})
