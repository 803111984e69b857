import type { Block } from 'payload'

/** The visitor's country's video wishes as cards whose thumbnails open the video popup. */
export const VideoWishes: Block & { slug: 'videoWishes' } = {
  slug: 'videoWishes',
  interfaceName: 'VideoWishesBlock',
  labels: { singular: 'Video wishes list', plural: 'Video wishes lists' },
  fields: [{ name: 'title', type: 'text', localized: true, admin: { description: 'Optional heading above the cards' } }],
}
