import { itemsBlock } from '../block-config'

/** Featured videos: a thumbnail that opens the video popup. */
export const VideoGrid = itemsBlock({ slug: 'videoGrid', labels: ['Video grid', 'Video grids'], list: 'videos' }, [
  { name: 'image', type: 'upload', relationTo: 'media', required: true },
  { name: 'video_url', type: 'text', required: true },
  { name: 'header', type: 'text', localized: true, required: true },
  { name: 'description', type: 'textarea', localized: true },
])
