import { routes } from '@/routes'
import { imageField } from '../../fields/media'
import { slugField } from '../../fields/slug'
import { orderField, titleField } from '../../fields/text'
import { lexicalToText } from '../../search/plain-text'
import { defineContentCollection } from '../defineContentCollection'
import { entryWithSeo } from '../../search/source'
import { choiceField } from '../../fields/choice'

export const RECIPE_KINDS = ['recipe', 'elixir'] as const

/**
 * Tea recipes (data-layer spec: get_recipe_by_id, get_elixir_recipes): food and drinks made with
 * tea, and the elixir range's recipes (`kind: elixir`). Each has a shareable page at
 * routes.products.recipe(slug): picture, serves and time, ingredients, method and tips.
 */
export const Recipes = defineContentCollection({
  slug: 'recipes',
  labels: ['Recipe', 'Recipes'],
  group: 'Catalogue',
  columns: ['kind', 'slug'],
  fields: [
    titleField(),
    slugField({ description: 'The last part of the recipe’s address, e.g. iced-lemon-black-tea.' }),
    choiceField(
      'kind',
      { recipe: 'Recipe', elixir: 'Elixir recipe' },
      { required: true, index: true, defaultValue: 'recipe', admin: { position: 'sidebar', description: 'Elixir recipes are listed with the elixir range' } },
    ),
    orderField('Lower comes first in lists'),
    imageField('image', { required: true }),
    { name: 'summary', type: 'textarea', localized: true, required: true },
    {
      type: 'row',
      fields: [
        { name: 'serves', type: 'number', min: 1, max: 100, admin: { description: 'How many it serves' } },
        { name: 'prep_minutes', type: 'number', min: 1, max: 24 * 60, admin: { description: 'Preparation time, in minutes' } },
      ],
    },
    {
      name: 'ingredients',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'amount', type: 'text', localized: true, admin: { description: 'e.g. 2 tsp, 300 ml' } },
            { name: 'item', type: 'text', required: true, localized: true },
          ],
        },
      ],
    },
    {
      name: 'method',
      type: 'array',
      minRows: 1,
      required: true,
      admin: { description: 'The steps, in order (numbered on the page)' },
      fields: [{ name: 'step', type: 'textarea', required: true, localized: true }],
    },
    { name: 'tips', type: 'richText', localized: true },
  ],
  search: {
    label: { en: 'Recipe', de: 'Rezept' },
    priority: 4,
    toEntry: (recipe) =>
      entryWithSeo(recipe, {
        title: recipe.title,
        url: routes.products.recipe(recipe.slug),
        excerpt: recipe.summary,
        text: [
          recipe.summary,
          recipe.ingredients?.map((row) => [row.amount, row.item].filter(Boolean).join(' ')).join('\n'),
          recipe.method?.map((row) => row.step).join('\n'),
          lexicalToText(recipe.tips),
        ],
      }),
  },
})
