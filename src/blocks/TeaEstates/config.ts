import { defineBlock, headingField } from '../block-config'

/** The tea estates of the visitor's country as cards, with a map of where they lie. */
export const TeaEstates = defineBlock({
  slug: 'teaEstates',
  labels: ['Tea estates list', 'Tea estates lists'],
  fields: [
    headingField(),
    { name: 'show_map', type: 'checkbox', defaultValue: true },
  ],
})
