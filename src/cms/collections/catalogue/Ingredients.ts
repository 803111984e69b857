import { routes } from '@/routes'
import { imageField } from '../../fields/media'
import { nameField } from '../../fields/text'
import { lexicalToText } from '../../search/plain-text'
import { slugField } from '../../fields/slug'
import { defineContentCollection } from '../defineContentCollection'
import { entryWithSeo } from '../../search/source'

/**
 * An ingredient of the infusions and flavoured teas (natural infusions, our-ingredients), with a
 * page at routes.products.ingredient(slug). Products list theirs; slugs are fixed once saved
 * because products copy them.
 */
export const Ingredients = defineContentCollection({
  slug: 'ingredients',
  labels: ['Ingredient', 'Ingredients'],
  group: 'Catalogue',
  columns: ['slug', 'origin'],
  defaultSort: 'slug',
  fields: [
    nameField(),
    slugField({ description: 'The ingredient’s address, e.g. lemongrass.', fixed: true }),
    { name: 'summary', type: 'textarea', localized: true, admin: { description: 'One or two sentences for the ingredient’s card' } },
    { name: 'description', type: 'richText', localized: true },
    { name: 'origin', type: 'text', localized: true, admin: { description: 'Where it grows, e.g. Southern Province, Sri Lanka' } },
    imageField('image'),
  ],
  search: {
    label: { en: 'Ingredient', de: 'Zutat' },
    priority: 6,
    toEntry: (ingredient) => entryWithSeo(ingredient, { title: ingredient.name, url: routes.products.ingredient(ingredient.slug), excerpt: ingredient.summary, text: [ingredient.summary, ingredient.origin, lexicalToText(ingredient.description)] }),
  },
})
