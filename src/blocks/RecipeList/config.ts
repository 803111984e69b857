import { choiceField } from '@/cms/fields/choice'
import { defineBlock, headingField } from '../block-config'

/** Recipes of one kind (recipes, or the elixir's recipes) as cards leading to each recipe's page. */
export const RecipeList = defineBlock({
  slug: 'recipeList',
  labels: ['Recipe list', 'Recipe lists'],
  fields: [
    headingField(),
    choiceField('kind', { recipe: 'Recipes', elixir: 'Elixir recipes' }, { required: true, defaultValue: 'recipe' }),
    { name: 'size', type: 'number', defaultValue: 24, min: 1, max: 48, required: true, admin: { description: 'How many recipes at most' } },
  ],
})
