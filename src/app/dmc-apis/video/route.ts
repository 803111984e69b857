import { z } from 'zod'
import { collectionTag } from '@/data/cache-tags'
import { findVideo } from '@/data/media-items'
import { intParam, listEndpoint } from '@/lib/api'
import { MEDIA_YEAR_MAX, MEDIA_YEAR_MIN, VIDEO_CATEGORIES } from '@/lib/media-categories'

/**
 * GET /dmc-apis/video?page&size&lang&year&subCategory: the videos, newest year first. An unknown
 * `subCategory` is a 400.
 */
export const GET = listEndpoint({
  name: 'video',
  params: {
    year: intParam('year', { min: MEDIA_YEAR_MIN, max: MEDIA_YEAR_MAX }),
    subCategory: z.enum(VIDEO_CATEGORIES, { error: `subCategory must be one of ${VIDEO_CATEGORIES.join(', ')}` }).optional(),
  },
  tags: [collectionTag('video-items')],
  dataCache: false,
  read: (query, variant) => findVideo(query, variant),
})
