import type { Block } from 'payload'
import { imageField } from '@/cms/fields/media'

/**
 * Cards that open to a longer text (the family's values; Tea Inspired pages reuse it): each card has
 * a title, a short text, an image and the longer text a visitor expands.
 */
export const ValueCards: Block & { slug: 'valueCards' } = {
  slug: 'valueCards',
  interfaceName: 'ValueCardsBlock',
  labels: { singular: 'Value cards', plural: 'Value cards' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      fields: [
        imageField('image'),
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'short_text', type: 'textarea', localized: true, required: true },
        { name: 'long_text', type: 'textarea', localized: true, required: true },
      ],
    },
  ],
}
