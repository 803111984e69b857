import { defineBlock } from '../block-config'

/** The visitor's country's video wishes as cards whose thumbnails open the video popup. */
export const VideoWishes = defineBlock({
  slug: 'videoWishes',
  labels: ['Video wishes list', 'Video wishes lists'],
  fields: [{ name: 'title', type: 'text', localized: true, admin: { description: 'Optional heading above the cards' } }],
})
