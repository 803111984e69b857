import type { Block } from 'payload'

/** Figures with a label ("11 childcare centres"): what a programme has given so far. */
export const Stats: Block & { slug: 'stats' } = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  labels: { singular: 'Figures', plural: 'Figures' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    {
      name: 'stats',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'figure', type: 'text', localized: true, required: true, admin: { description: 'As shown: "120 ha", "1,450", "38%".' } },
        { name: 'label', type: 'text', localized: true, required: true },
      ],
    },
  ],
}
