import { CATEGORY_KINDS, categoryUrl, type CategoryKind } from '@/lib/catalogue/kinds'
import { imageField } from '../../fields/media'
import { slugField } from '../../fields/slug'
import { orderField, titleField } from '../../fields/text'
import { defineContentCollection } from '../defineContentCollection'
import { entryWithSeo } from '../../search/source'

const KIND_LABELS: Record<CategoryKind, string> = { format: 'Format', type: 'Tea type', flavour: 'Flavour', mood: 'Mood' }

/**
 * The tea categories of the "our teas" pages (data-layer spec, tea categories: tea_formats,
 * tea_types, tea_by_flavors, tea_by_moods): each a card on the categories page and a page of its
 * own listing its teas (routes.products.formats(slug), types, byFlavour, byMood). Products name
 * their format, type, moods and flavours from here. Slugs are unique within a country across all
 * kinds (the collection's slug+country index), and fixed once saved because products copy them.
 */
export const TeaCategories = defineContentCollection({
  slug: 'tea-categories',
  labels: ['Tea category', 'Tea categories'],
  typescript: { interface: 'TeaCategory' },
  group: 'Catalogue',
  columns: ['kind', 'slug', 'order'],
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: CATEGORY_KINDS.map((value) => ({ label: KIND_LABELS[value], value })),
      admin: { position: 'sidebar', description: 'Which filter the category belongs to' },
    },
    titleField(),
    slugField({ description: 'The category’s address and filter value, e.g. green-tea; unique across all kinds.', fixed: true }),
    orderField('Lower comes first'),
    { name: 'description', type: 'textarea', localized: true, admin: { description: 'One or two sentences for the category’s card and page' } },
    imageField('image', { admin: { description: 'The card picture' } }),
    imageField('header_image', { admin: { description: 'The banner of the category’s page' } }),
  ],
  search: {
    label: { en: 'Tea category', de: 'Teesorte' },
    priority: 7,
    toEntry: (category) => entryWithSeo(category, { title: category.title, url: categoryUrl(category.kind, category.slug), excerpt: category.description, text: [category.description] }),
  },
})
