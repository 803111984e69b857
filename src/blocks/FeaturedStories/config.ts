import { FEATURED_STORY_KIND_OPTIONS } from '@/lib/media/featured-story-types'
import { choiceField } from '@/cms/fields/choice'
import { defineBlock, headingField } from '../block-config'

/** The newest featured stories of one type, as cards leading to where each story is told. */
export const FeaturedStories = defineBlock({
  slug: 'featuredStories',
  labels: ['Featured stories', 'Featured stories lists'],
  fields: [
    headingField('Optional heading above the stories'),
    { name: 'story_type', type: 'select', required: true, defaultValue: 'featured', options: FEATURED_STORY_KIND_OPTIONS },
    { name: 'count', type: 'number', required: true, defaultValue: 3, min: 1, max: 12, admin: { description: 'How many stories, newest first' } },
    { name: 'media_only', type: 'checkbox', defaultValue: false, admin: { description: 'Only stories marked for the media pages' } },
    choiceField('layout', { cards: 'Cards', reading: 'Reading list (the tea journal)' }, { defaultValue: 'cards' }),
  ],
})
