import { FEATURED_STORY_KIND_OPTIONS } from '@/lib/media/featured-story-types'
import { imageField } from '../../fields/media'
import { siteOrWebLinkError } from '../../fields/site-or-web-link'
import { slugField } from '../../fields/slug'
import { titleField } from '../../fields/text'
import { defineContentCollection } from '../defineContentCollection'

/**
 * Featured stories (data-layer spec: featured stories grouped by type, GET /dmc-apis/featured_stories):
 * teasers that lead to a page of the site or elsewhere, each of one type (the featured block and
 * REST call choose a type) and flagged `is_media` when the media pages should show it. They have no
 * page of their own, so they stay out of the site search: the pages they lead to are in it.
 */
export const FeaturedStories = defineContentCollection({
  slug: 'featured-stories',
  labels: ['Featured story', 'Featured stories'],
  group: 'Media centre',
  columns: ['type', 'date', 'is_media'],
  defaultSort: '-date',
  fields: [
    titleField(),
    slugField({ description: 'Names the story in every market: a market’s story with the same web address replaces the one shown to all countries.' }),
    {
      name: 'link',
      type: 'text',
      required: true,
      admin: { description: 'Where the story leads: a site path such as /our-purpose, or a full http(s) URL.' },
      validate: (value: unknown) => siteOrWebLinkError(value) ?? true,
    },
    imageField('image', { required: true }),
    { name: 'summary', type: 'textarea', localized: true, admin: { description: 'Two or three sentences for the story’s card' } },
    { name: 'type', type: 'select', required: true, index: true, defaultValue: 'featured', options: FEATURED_STORY_KIND_OPTIONS },
    { name: 'date', type: 'date', required: true, index: true, admin: { position: 'sidebar' } },
    {
      name: 'is_media',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Show the story on the media pages' },
    },
  ],
})
