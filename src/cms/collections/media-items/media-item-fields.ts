import type { Field } from 'payload'
import { MEDIA_YEAR_MAX, MEDIA_YEAR_MIN, YOUTUBE_ID } from '@/lib/media/media-categories'
import { captionsField, imageField, videoField } from '../../fields/media'

/** The year an audio or video item is listed under (the listings' year filter). */
export const yearField = (): Field => ({
  name: 'year',
  type: 'number',
  required: true,
  index: true,
  min: MEDIA_YEAR_MIN,
  max: MEDIA_YEAR_MAX,
  admin: { position: 'sidebar', description: 'The year it was recorded or first shown; the listing’s year filter' },
})

/** A fixed sub-category (src/lib/media/media-categories.ts): the listing's second filter. */
export const subCategoryField = (values: readonly string[], labels: Record<string, string>): Field => ({
  name: 'sub_category',
  type: 'select',
  required: true,
  index: true,
  options: values.map((value) => ({ value, label: labels[value] ?? value })),
  admin: { position: 'sidebar' },
})

/**
 * Where a video plays from and the still shown before it does: a YouTube id or an uploaded file
 * (with its captions), and our own thumbnail, so nothing is loaded from YouTube before the visitor asks. Shared by the
 * media section's videos and the Tea Inspired video wishes.
 */
export const videoSourceFields = (): Field[] => [
  {
    name: 'youtube_id',
    type: 'text',
    admin: { description: 'The video’s code on YouTube: the eleven characters after “v=” in its address.' },
    validate: (value: unknown) => (value === undefined || value === null || value === '' || (typeof value === 'string' && YOUTUBE_ID.test(value)) ? true : 'Eleven letters, digits, “-” or “_”'),
  },
  videoField('video_file', { admin: { description: 'Or an uploaded video file (MP4 or WebM), played by the browser itself.' } }),
  captionsField(),
  imageField('thumbnail', { required: true, admin: { description: 'Our own still (16:9): nothing is loaded from YouTube before the visitor asks' } }),
]
