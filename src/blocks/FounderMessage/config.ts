import { captionsField, imageField, videoField } from '@/cms/fields/media'
import { defineBlock } from '../block-config'

/**
 * The founder's message (data-layer spec: video_url, signature_url, founder_name): a video beside
 * the letter, signed with the founder's signature and name. The page's sliders are a Slider block.
 */
export const FounderMessage = defineBlock({
  slug: 'founderMessage',
  labels: ['Founder’s message', 'Founder’s messages'],
  fields: [
    { name: 'header', type: 'text', localized: true },
    { name: 'message', type: 'richText', localized: true },
    { name: 'founder_name', type: 'text', localized: true, required: true },
    { name: 'founder_role', type: 'text', localized: true },
    imageField('signature'),
    {
      name: 'video_url',
      type: 'text',
      admin: { description: 'A YouTube address. Leave empty to play an uploaded video file instead.' },
    },
    videoField('video_file'),
    captionsField(),
    imageField('video_poster', { admin: { description: 'The picture shown before the video plays; without a video it stands alone beside the message.' } }),
    { name: 'video_title', type: 'text', localized: true },
  ],
})
