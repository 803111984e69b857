import { defineBlock } from '../block-config'

/** Every tea range of the visitor's country, in the editors' order: cover picture, name, tagline and a link to its page. */
export const TeaRanges = defineBlock({
  slug: 'teaRanges',
  labels: ['Tea ranges list', 'Tea ranges lists'],
  fields: [{ name: 'title', type: 'text', localized: true }],
})
