import type { Block } from 'payload'

/** The tea accessories sold in the visitor's country, filterable by material and category, paginated. */
export const Accessories: Block & { slug: 'accessories' } = {
  slug: 'accessories',
  interfaceName: 'AccessoriesBlock',
  labels: { singular: 'Tea accessories list', plural: 'Tea accessories lists' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'page_size', type: 'number', defaultValue: 6, min: 1, max: 48, required: true },
  ],
}
