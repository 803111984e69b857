import { itemsBlock } from '../block-config'

/** Figures with a label ("11 childcare centres"): what a programme has given so far. */
export const Stats = itemsBlock({ slug: 'stats', labels: ['Figures', 'Figures'], intro: true, list: 'stats', minRows: 1 }, [
  { name: 'figure', type: 'text', localized: true, required: true, admin: { description: 'As shown: "120 ha", "1,450", "38%".' } },
  { name: 'label', type: 'text', localized: true, required: true },
])
