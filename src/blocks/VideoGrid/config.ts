import type { Block } from 'payload'

/** Featured videos: a thumbnail that opens the video popup. */
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
        { name: 'video_url', type: 'text', required: true },
        { name: 'header', type: 'text', localized: true, required: true },
        { name: 'description', type: 'textarea', localized: true },
      ],
    },
  ],
}
