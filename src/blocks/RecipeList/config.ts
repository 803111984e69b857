import type { Block } from 'payload'

/** Recipes of one kind (recipes, or the elixir's recipes) as cards leading to each recipe's page. */
export const RecipeList: Block & { slug: 'recipeList' } = {
  slug: 'recipeList',
  interfaceName: 'RecipeListBlock',
  labels: { singular: 'Recipe list', plural: 'Recipe lists' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'recipe',
      options: [
        { label: 'Recipes', value: 'recipe' },
        { label: 'Elixir recipes', value: 'elixir' },
      ],
    },
    { name: 'size', type: 'number', defaultValue: 24, min: 1, max: 48, required: true, admin: { description: 'How many recipes at most' } },
  ],
}
