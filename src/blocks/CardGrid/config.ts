import type { Block } from 'payload'

/** A grid of linked cards (explore items, range tiles, site-map sections). */
export const CardGrid: Block & { slug: 'cardGrid' } = {
  slug: 'cardGrid',
  interfaceName: 'CardGridBlock',
  labels: { singular: 'Card grid', plural: 'Card grids' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    {
      name: 'items',
      type: 'array',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'description', type: 'textarea', localized: true },
        { name: 'link', type: 'text' },
      ],
    },
  ],
}
