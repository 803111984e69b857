import { defineBlock, headingField } from '../block-config'

/** The ingredients of the natural infusions as cards, each leading to its ingredient page. */
export const IngredientList = defineBlock({
  slug: 'ingredientList',
  labels: ['Ingredient list', 'Ingredient lists'],
  fields: [
    headingField(),
    { name: 'size', type: 'number', defaultValue: 48, min: 1, max: 100, required: true, admin: { description: 'How many ingredients at most' } },
  ],
})
