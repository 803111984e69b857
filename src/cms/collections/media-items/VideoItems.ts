import { defineMediaItemCollection } from './media-item-collection'
import { videoSourceFields } from './media-item-fields'

/**
 * A video of the media section (/media/videos): a YouTube video (by its id) or an uploaded file,
 * with our own thumbnail. The thumbnail opens the site's video popup, which loads YouTube only
 * after marketing consent or the visitor's explicit click. An item with neither source shows its
 * thumbnail alone (a film announced but not out yet).
 */
export const VideoItems = defineMediaItemCollection({
  slug: 'video-items',
  labels: ['Video item', 'Video items'],
  fields: [{ name: 'description', type: 'textarea', localized: true }, ...videoSourceFields()],
  search: {
    label: { en: 'Video', de: 'Video' },
    excerpt: (item) => item.description,
    text: (item) => [item.description],
  },
})
