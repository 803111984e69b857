import { z } from 'zod'
import { findFeaturedStories, toFeaturedStoryItem } from '@/data/featured-stories'
import { listEndpoint } from '@/app/_api'
import { FEATURED_STORY_TYPE_VALUES, featuredStoryKind } from '@/lib/media/featured-story-types'
import { otherMethods } from '@/lib/api/methods'

const typeMessage = `type must be one of ${FEATURED_STORY_TYPE_VALUES.join(', ')}`
const isMediaMessage = 'isMedia must be 1 or 0 (or true or false)'

/**
 * GET /dmc-apis/featured_stories?lang&type&page&size&isMedia[&country]: a country's featured stories,
 * newest first. `type` is one of the spec's type names (featured, tea_inspired, purpose,
 * {brand}_conservation, sustainability, {foundation}); without it, every type. `isMedia=1` keeps the
 * stories marked for the media pages, `isMedia=0` the others.
 */
export const GET = listEndpoint({
  name: 'featured_stories',
  defaultSize: 12,
  params: {
    type: z
      .string()
      .trim()
      .transform((name, context) => {
        const kind = featuredStoryKind(name)
        if (!kind) context.addIssue({ code: 'custom', message: typeMessage })
        return kind ?? z.NEVER
      })
      .optional(),
    isMedia: z
      .enum(['1', '0', 'true', 'false'], { error: isMediaMessage })
      .transform((value) => value === '1' || value === 'true')
      .optional(),
  },
  // The data module caches the read (src/data/content.ts); every parameter is one of a bounded set.
  read: async ({ type, isMedia, page, size }, variant) => {
    const { docs, total } = await findFeaturedStories({ kind: type, isMedia, page, size }, variant)
    return { items: docs.map(toFeaturedStoryItem), total }
  },
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
