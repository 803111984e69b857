import type { Block } from 'payload'

/** People with a picture, a name and a few words (the careers page's career_user_items; reusable elsewhere). */
export const PeopleCards: Block & { slug: 'peopleCards' } = {
  slug: 'peopleCards',
  interfaceName: 'PeopleCardsBlock',
  labels: { singular: 'People cards', plural: 'People cards' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    {
      name: 'items',
      type: 'array',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'name', type: 'text', required: true, localized: true },
        { name: 'description', type: 'textarea', localized: true },
      ],
    },
  ],
}
