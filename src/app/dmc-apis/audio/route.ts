import { z } from 'zod'
import { collectionTag } from '@/data/cache-tags'
import { findAudio } from '@/data/media-items'
import { intParam, listEndpoint } from '@/lib/api'
import { AUDIO_CATEGORIES, MEDIA_YEAR_MAX, MEDIA_YEAR_MIN } from '@/lib/media-categories'

/**
 * GET /dmc-apis/audio?page&size&lang&year&subCategory: the audio items, newest year first.
 * `subCategory` is one of a fixed list; an unknown one is a 400, so every cached read is one of a
 * bounded set.
 */
export const GET = listEndpoint({
  name: 'audio',
  params: {
    year: intParam('year', { min: MEDIA_YEAR_MIN, max: MEDIA_YEAR_MAX }),
    subCategory: z.enum(AUDIO_CATEGORIES, { error: `subCategory must be one of ${AUDIO_CATEGORIES.join(', ')}` }).optional(),
  },
  tags: [collectionTag('audio-items')],
  dataCache: false,
  read: (query, variant) => findAudio(query, variant),
})
