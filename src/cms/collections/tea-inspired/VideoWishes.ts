import { videoWishUrl } from '@/lib/tea-inspired/card-anchors'
import { slugField } from '../../fields/slug'
import { orderField, titleField } from '../../fields/text'
import { defineContentCollection } from '../defineContentCollection'
import { videoSourceFields } from '../media-items/media-item-fields'
import { entryWithSeo } from '../../search/source'

/**
 * Short videos of people wishing the brand well (Tea Inspired, routes.teaInspired.videoWishes):
 * a YouTube video or an uploaded file, with our own thumbnail, which opens the site's video popup
 * (YouTube loads only after marketing consent or the visitor's explicit click).
 */
export const VideoWishes = defineContentCollection({
  slug: 'video-wishes',
  labels: ['Video wish', 'Video wishes'],
  group: 'Tea Inspired',
  columns: ['person', 'place'],
  fields: [
    titleField(),
    slugField({ description: 'Ends the link that leads straight to this wish on the list page, e.g. …#a-cup-in-the-snow. Lower-case words joined by hyphens.' }),
    { name: 'person', type: 'text', required: true, admin: { description: 'Who sends the wish, as they want to be named' } },
    { name: 'place', type: 'text', localized: true, admin: { description: 'Where they are, e.g. “Melbourne, Australia”' } },
    orderField('Lower comes first'),
    ...videoSourceFields(),
  ],
  search: {
    label: { en: 'Video wish', de: 'Videogruß' },
    priority: 2,
    toEntry: (wish) => entryWithSeo(wish, { title: wish.title, url: videoWishUrl(wish.slug), excerpt: [wish.person, wish.place].filter(Boolean).join(', '), text: [wish.person, wish.place] }),
  },
})
