import { VIDEO_CATEGORIES, VIDEO_CATEGORY_LABELS } from '@/lib/media/media-categories'
import { mediaItemUrl } from '@/lib/media/media-item-url'
import { slugField } from '../../fields/slug'
import { titleField } from '../../fields/text'
import { defineContentCollection } from '../defineContentCollection'
import { mediaItemPreview } from './media-item-preview'
import { subCategoryField, videoSourceFields, yearField } from './media-item-fields'
import { entryWithSeo } from '../../search/source'

/**
 * A video of the media section (/media/videos): a YouTube video (by its id) or an uploaded file,
 * with our own thumbnail. The thumbnail opens the site's video popup, which loads YouTube only
 * after marketing consent or the visitor's explicit click. An item with neither source shows its
 * thumbnail alone (a film announced but not out yet).
 */
export const VideoItems = defineContentCollection({
  slug: 'video-items',
  previewPath: mediaItemPreview('video'),
  labels: ['Video item', 'Video items'],
  group: 'Media centre',
  columns: ['year', 'sub_category'],
  defaultSort: '-year',
  fields: [
    titleField(),
    slugField({ description: 'Ends the link that leads straight to this item on the listing page, e.g. …#a-cup-in-the-snow. Lower-case words joined by hyphens.' }),
    yearField(),
    subCategoryField(VIDEO_CATEGORIES, VIDEO_CATEGORY_LABELS),
    { name: 'description', type: 'textarea', localized: true },
    ...videoSourceFields(),
  ],
  search: {
    label: { en: 'Video', de: 'Video' },
    priority: 2,
    toEntry: (item) => entryWithSeo(item, { title: item.title, url: mediaItemUrl('video', item), excerpt: item.description, text: [item.description] }),
  },
})
