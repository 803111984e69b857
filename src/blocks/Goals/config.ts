import { HEX_COLOUR } from '@/lib/accessibility/colour-contrast'
import { itemsBlock } from '../block-config'

/** Numbered goal cards (the Sustainable Development Goals a project serves), each in its own colour. */
export const Goals = itemsBlock({ slug: 'goals', labels: ['Goals', 'Goals'], intro: true, list: 'goals', minRows: 1 }, [
  { name: 'number', type: 'number', required: true, min: 1 },
  { name: 'title', type: 'text', localized: true, required: true },
  { name: 'text', type: 'textarea', localized: true },
  {
    name: 'colour',
    type: 'text',
    admin: { description: 'Card colour as #rrggbb. The text turns white or dark, whichever reads better on it.' },
    validate: (value: unknown) => !value || (typeof value === 'string' && HEX_COLOUR.test(value)) || 'Use a colour like #3f7e44',
  },
])
