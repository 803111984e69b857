import type { Block } from 'payload'

/** The gifts of tea, or the teaware, sold in the visitor's country: cards linking to each item's page, paginated. */
export const GiftTeas: Block & { slug: 'giftTeas' } = {
  slug: 'giftTeas',
  interfaceName: 'GiftTeasBlock',
  labels: { singular: 'Gifts or teaware list', plural: 'Gifts or teaware lists' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'gift',
      options: [
        { label: 'Gifts of tea', value: 'gift' },
        { label: 'Teaware', value: 'teaware' },
      ],
    },
    { name: 'page_size', type: 'number', defaultValue: 9, min: 1, max: 48, required: true },
  ],
}
