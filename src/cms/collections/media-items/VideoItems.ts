import { VIDEO_CATEGORIES, VIDEO_CATEGORY_LABELS, YOUTUBE_ID } from '@/lib/media-categories'
import { mediaItemUrl } from '@/lib/media-item-url'
import { slugField } from '../../fields/slug'
import { defineContentCollection } from '../defineContentCollection'
import { subCategoryField, yearField } from './fields'

/**
 * A video of the media section (/media/videos): a YouTube video (by its id) or an uploaded file,
 * with our own thumbnail. The thumbnail opens the site's video popup, which loads YouTube only
 * after marketing consent or the visitor's explicit click. An item with neither source shows its
 * thumbnail alone (a film announced but not out yet).
 */
export const VideoItems = defineContentCollection({
  slug: 'video-items',
  key: 'slug',
  labels: { singular: 'Video item', plural: 'Video items' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'year', 'sub_category', 'country', '_status'],
    group: 'Media',
  },
  defaultSort: '-year',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField({ description: 'Names the item in the listing’s address (#video-{slug}).' }),
    yearField(),
    subCategoryField(VIDEO_CATEGORIES, VIDEO_CATEGORY_LABELS),
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'youtube_id',
      type: 'text',
      admin: { description: 'The YouTube video id: the eleven characters after “v=” in the watch address.' },
      validate: (value: unknown) => (value === undefined || value === null || value === '' || (typeof value === 'string' && YOUTUBE_ID.test(value)) ? true : 'Eleven letters, digits, “-” or “_”'),
    },
    {
      name: 'video_file',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'video' } },
      admin: { description: 'Or an uploaded video file (MP4 or WebM), played by the browser itself.' },
    },
    { name: 'thumbnail', type: 'upload', relationTo: 'media', required: true, filterOptions: { mimeType: { contains: 'image' } }, admin: { description: 'Our own still (16:9): nothing is loaded from YouTube before the visitor asks' } },
  ],
  search: {
    label: { en: 'Video', de: 'Video' },
    priority: 2,
    toEntry: (item) => ({
      title: item.title,
      url: mediaItemUrl('video', item),
      excerpt: item.seo?.meta_description || item.description,
      body: [item.description, item.seo?.keywords].filter(Boolean).join('\n'),
    }),
  },
})
