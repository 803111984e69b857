import type { Block } from 'payload'
import { captionsField, videoField } from '@/cms/fields/media'

/** Featured videos: a thumbnail that opens the video popup (a YouTube video or an uploaded file with its captions). */
export const VideoGrid: Block & { slug: 'videoGrid' } = {
  slug: 'videoGrid',
  interfaceName: 'VideoGridBlock',
  labels: { singular: 'Video grid', plural: 'Video grids' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    {
      name: 'videos',
      type: 'array',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'video_url', type: 'text', admin: { description: 'A YouTube address. Leave empty to play an uploaded video file instead.' } },
        videoField('video_file'),
        captionsField(),
        { name: 'header', type: 'text', localized: true, required: true },
        { name: 'description', type: 'textarea', localized: true },
      ],
    },
  ],
}
