import { captionsField, videoField } from '@/cms/fields/media'
import { itemsBlock } from '../block-config'

/** Featured videos: a thumbnail that opens the video popup (a YouTube video or an uploaded file with its captions). */
export const VideoGrid = itemsBlock({ slug: 'videoGrid', labels: ['Video grid', 'Video grids'], list: 'videos' }, [
  { name: 'image', type: 'upload', relationTo: 'media', required: true },
  { name: 'video_url', type: 'text', admin: { description: 'A YouTube address. Leave empty to play an uploaded video file instead.' } },
  videoField('video_file'),
  captionsField(),
  { name: 'header', type: 'text', localized: true, required: true },
  { name: 'description', type: 'textarea', localized: true },
])
