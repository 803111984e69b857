import { defineBlock, headingField } from '../block-config'

/**
 * Products as cards, chosen by range and/or the infusion and seasonal flush flags (every given
 * condition must hold). Used by the range families' sub-pages: a range's teas, the infusions, the
 * seasonal flush teas (whose cards lead to their own seasonal flush page).
 */
export const ProductList = defineBlock({
  slug: 'productList',
  labels: ['Product list', 'Product lists'],
  fields: [
    headingField(),
    { name: 'range', type: 'text', admin: { description: 'The web address of a tea range, e.g. teamakers-private-reserve. Empty: any range.' } },
    { name: 'infusions', type: 'checkbox', defaultValue: false, admin: { description: 'Only infusions (products marked “Herbal or fruit infusion”)' } },
    { name: 'seasonal', type: 'checkbox', defaultValue: false, admin: { description: 'Only seasonal flush teas (a flush is set); their cards lead to the seasonal flush pages' } },
    { name: 'size', type: 'number', defaultValue: 12, min: 1, max: 48, required: true, admin: { description: 'How many products at most' } },
  ],
})
