import type { Block } from 'payload'
import { HEX_COLOUR } from '@/lib/colour-contrast'

/** Numbered goal cards (the Sustainable Development Goals a project serves), each in its own colour. */
export const Goals: Block & { slug: 'goals' } = {
  slug: 'goals',
  interfaceName: 'GoalsBlock',
  labels: { singular: 'Goals', plural: 'Goals' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    {
      name: 'goals',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'number', type: 'number', required: true, min: 1 },
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'text', type: 'textarea', localized: true },
        {
          name: 'colour',
          type: 'text',
          admin: { description: 'Card colour as #rrggbb. The text turns white or dark, whichever reads better on it.' },
          validate: (value: unknown) => !value || (typeof value === 'string' && HEX_COLOUR.test(value)) || 'Use a colour like #3f7e44',
        },
      ],
    },
  ],
}
