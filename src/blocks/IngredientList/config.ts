import type { Block } from 'payload'

/** The ingredients of the natural infusions as cards, each leading to its ingredient page. */
export const IngredientList: Block & { slug: 'ingredientList' } = {
  slug: 'ingredientList',
  interfaceName: 'IngredientListBlock',
  labels: { singular: 'Ingredient list', plural: 'Ingredient lists' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'size', type: 'number', defaultValue: 48, min: 1, max: 100, required: true, admin: { description: 'How many ingredients at most' } },
  ],
}
