import type { Block } from 'payload'

/** The tea estates of the visitor's country as cards, with a map of where they lie. */
export const TeaEstates: Block & { slug: 'teaEstates' } = {
  slug: 'teaEstates',
  interfaceName: 'TeaEstatesBlock',
  labels: { singular: 'Tea estates list', plural: 'Tea estates lists' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'show_map', type: 'checkbox', defaultValue: true },
  ],
}
