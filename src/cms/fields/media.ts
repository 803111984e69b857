import type { ArrayField, UploadField } from 'payload'
import { LANGUAGE_OPTIONS } from './language'

type Overrides = Partial<Omit<UploadField, 'name' | 'type' | 'relationTo' | 'filterOptions'>>

/** What each kind of upload field offers from the media library: the picker lists only those files. */
const ACCEPT = {
  image: { contains: 'image' },
  video: { contains: 'video' },
  audio: { contains: 'audio' },
  pdf: { equals: 'application/pdf' },
  captions: { equals: 'text/vtt' },
} as const

const mediaField =
  (kind: keyof typeof ACCEPT) =>
  (name: string, overrides: Overrides = {}): UploadField =>
    ({ name, type: 'upload', relationTo: 'media', filterOptions: { mimeType: { ...ACCEPT[kind] } }, ...overrides }) as UploadField

/** An upload of a picture from the media library. */
export const imageField = mediaField('image')
/** An upload of a video file (MP4, WebM) from the media library. */
export const videoField = mediaField('video')
/** An upload of a recording from the media library. */
export const audioField = mediaField('audio')
/** An upload of a PDF from the media library. */
export const pdfField = mediaField('pdf')

/**
 * A video's captions: one WebVTT file per language, each offered by the player as its own track
 * (the page's language shown by default).
 */
export const captionsField = (): ArrayField => ({
  name: 'captions',
  type: 'array',
  admin: { description: 'Captions (WebVTT files), one per language' },
  fields: [
    { name: 'language', type: 'select', required: true, options: LANGUAGE_OPTIONS },
    mediaField('captions')('file', { required: true }),
  ],
})
