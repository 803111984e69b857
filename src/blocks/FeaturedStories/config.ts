import type { Block } from 'payload'
import { FEATURED_STORY_KIND_OPTIONS } from '@/lib/media/featured-story-types'

/** The newest featured stories of one type, as cards leading to where each story is told. */
export const FeaturedStories: Block & { slug: 'featuredStories' } = {
  slug: 'featuredStories',
  interfaceName: 'FeaturedStoriesBlock',
  labels: { singular: 'Featured stories', plural: 'Featured stories lists' },
  fields: [
    { name: 'title', type: 'text', localized: true, admin: { description: 'Optional heading above the stories' } },
    { name: 'story_type', type: 'select', required: true, defaultValue: 'featured', options: FEATURED_STORY_KIND_OPTIONS },
    { name: 'count', type: 'number', required: true, defaultValue: 3, min: 1, max: 12, admin: { description: 'How many stories, newest first' } },
    { name: 'media_only', type: 'checkbox', defaultValue: false, admin: { description: 'Only stories marked for the media pages' } },
    {
      name: 'layout',
      type: 'select',
      defaultValue: 'cards',
      options: [
        { label: 'Cards', value: 'cards' },
        { label: 'Reading list (the tea journal)', value: 'reading' },
      ],
    },
  ],
}
