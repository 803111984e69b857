import type { Block } from 'payload'

/** Every tea range of the visitor's country, in the editors' order: cover picture, name, tagline and a link to its page. */
export const TeaRanges: Block & { slug: 'teaRanges' } = {
  slug: 'teaRanges',
  interfaceName: 'TeaRangesBlock',
  labels: { singular: 'Tea ranges list', plural: 'Tea ranges lists' },
  fields: [{ name: 'title', type: 'text', localized: true }],
}
