import type { Field, FieldHook } from 'payload'
import { listOrder } from '@/lib/catalogue/list-order'
import { CAFFEINE_LEVELS, MILK_OPTIONS, type CategoryKind } from '@/lib/catalogue/kinds'
import { routes } from '@/routes'
import { availabilityFields, shopLinksField } from '../../fields/availability'
import { imageField } from '../../fields/media'
import { slugCopyField } from '../../fields/slug-copy'
import { slugField } from '../../fields/slug'
import { nameField } from '../../fields/text'
import { contentToText, lexicalToText } from '../../search/plain-text'
import { defineContentCollection } from '../defineContentCollection'
import { entryWithSeo } from '../../search/source'
import { choiceField } from '../../fields/choice'

/** A relationship to the tea categories of one kind (the picker offers only those). */
/**
 * Lists show featured teas first, then by slug. Sorting on two columns (one descending) made
 * SQLite sort every matching row before the limit, with each row's localized text and pictures
 * already gathered: seconds at 20,000 products. One text column in that order, with a compound
 * index starting with the columns every list filters on (country, publication status), lets the
 * database walk the index and stop after a page.
 */
const setListOrder: FieldHook = ({ originalDoc, siblingData }) => {
  const featured = siblingData?.featured ?? originalDoc?.featured
  const slug = siblingData?.slug ?? originalDoc?.slug
  return listOrder(Boolean(featured), String(slug ?? ''))
}

const categoryField = (name: string, kind: CategoryKind, hasMany: boolean, description: string): Field => ({
  name,
  type: 'relationship',
  relationTo: 'tea-categories',
  hasMany,
  filterOptions: { kind: { equals: kind } },
  admin: { description },
})

/**
 * A tea or an infusion of the catalogue, with its page at routes.products.productDetails(slug).
 *
 * Lists filter by range, format, type, mood and flavour (GET /dmc-apis/filterproduct) and by
 * ingredient. Relationships are what editors pick; beside each sits a read-only copy of the
 * related slugs, set on save (src/cms/fields/slug-copy.ts): one slug in an indexed column
 * (range_slug, format_slug, type_slug) or several written `|calm|bright|` (mood_slugs,
 * flavour_slugs, ingredient_slugs). Filters read those columns instead of Payload's relationship
 * rows: a filter value is a slug, the same for GLOBAL's category and a country's version of it
 * (ids differ), and the query needs no join or DISTINCT. At 20,000 products both ways answered in
 * about the same time on SQLite, the copies with the lower tail under load (docs/catalogue.md,
 * "How the filter is stored"). The copied slugs are fixed in their collections.
 */
export const Products = defineContentCollection({
  slug: 'products',
  labels: ['Product', 'Products'],
  group: 'Catalogue',
  columns: ['range', 'format', 'caffeine', 'sold_everywhere'],
  admin: { listSearchableFields: ['name', 'slug'] },
  defaultSort: 'slug',
  indexes: [{ fields: ['country', '_status', 'list_order'] }],
  fields: [
    nameField(),
    slugField({ description: 'The product’s address, e.g. uva-highlands-ceylon-black.' }),
    {
      type: 'row',
      fields: [
        { name: 'range', type: 'relationship', relationTo: 'tea-ranges', required: true },
        categoryField('format', 'format', false, 'Tea bags, loose leaf, …'),
        categoryField('type', 'type', false, 'Black, green, herbal, …'),
      ],
    },
    {
      type: 'row',
      fields: [
        categoryField('moods', 'mood', true, 'The moods it suits'),
        categoryField('flavours', 'flavour', true, 'Its flavour notes'),
      ],
    },
    {
      name: 'caffeine',
      type: 'select',
      required: true,
      defaultValue: 'medium',
      index: true,
      options: CAFFEINE_LEVELS.map((value) => ({ label: value[0]!.toUpperCase() + value.slice(1), value })),
      admin: { position: 'sidebar', description: 'None: infusions. Low: white, most green teas. Medium: oolong, most blends. High: strong black teas. The tea quiz matches on it.' },
    },
    { name: 'featured', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar', description: 'Listed first' } },
    { name: 'is_infusion', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar', description: 'Made from herbs or fruit rather than tea leaves; listed with the infusions' } },
    choiceField(
      'flush',
      { western: 'Western quality season (January to March)', uva: 'Uva quality season (July to September)' },
      {
        index: true,
        admin: {
          position: 'sidebar',
          description: 'Set for a seasonal flush tea: it is listed on the T-series seasonal flush page and has a page of its own there. Empty for every other tea.',
        },
      },
    ),
    ...availabilityFields(),
    {
      type: 'row',
      fields: [
        { name: 'origin', type: 'text', localized: true, admin: { description: 'Where the leaf grows, e.g. Uva, Sri Lanka' } },
        { name: 'estate', type: 'relationship', relationTo: 'tea-estates', admin: { description: 'When it comes from one of our estates' } },
      ],
    },
    { name: 'summary', type: 'textarea', localized: true, admin: { description: 'One or two sentences for the product’s card' } },
    { name: 'description', type: 'richText', localized: true },
    {
      name: 'tasting_notes',
      type: 'group',
      fields: [
        { name: 'appearance', type: 'textarea', localized: true },
        { name: 'aroma', type: 'textarea', localized: true },
        { name: 'taste', type: 'textarea', localized: true },
      ],
    },
    {
      name: 'brewing',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'water_temperature_c', type: 'number', min: 40, max: 100, admin: { description: '°C' } },
            { name: 'steep_minutes', type: 'number', min: 0, max: 30 },
            { name: 'amount_grams', type: 'number', min: 0, max: 100, admin: { description: 'Grams per cup' } },
          ],
        },
        { name: 'amount_note', type: 'text', localized: true, admin: { description: 'e.g. one tea bag or a heaped teaspoon per cup' } },
        { name: 'milk', type: 'select', defaultValue: 'optional', options: [...MILK_OPTIONS] },
      ],
    },
    { name: 'ingredients', type: 'relationship', relationTo: 'ingredients', hasMany: true },
    { name: 'related_recipes', type: 'relationship', relationTo: 'recipes', hasMany: true, admin: { description: 'Recipes made with this tea, linked from its page' } },
    {
      name: 'images',
      type: 'array',
      admin: { description: 'Pack shots and pictures; the first is the card picture. Alt text comes from the media library.' },
      fields: [imageField('image', { required: true })],
    },
    {
      name: 'packs',
      type: 'array',
      admin: { description: 'The packs it is sold in, each with its shop links per country' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, localized: true, admin: { description: 'e.g. 50 tea bags' } },
            { name: 'weight_grams', type: 'number', min: 0 },
            { name: 'sku', type: 'text', index: true },
          ],
        },
        shopLinksField(),
      ],
    },
    // The filter columns: copies of the related slugs (see above).
    slugCopyField({ name: 'range_slug', from: 'range', collection: 'tea-ranges' }),
    slugCopyField({ name: 'format_slug', from: 'format', collection: 'tea-categories' }),
    slugCopyField({ name: 'type_slug', from: 'type', collection: 'tea-categories' }),
    slugCopyField({ name: 'mood_slugs', from: 'moods', collection: 'tea-categories', hasMany: true }),
    slugCopyField({ name: 'flavour_slugs', from: 'flavours', collection: 'tea-categories', hasMany: true }),
    slugCopyField({ name: 'ingredient_slugs', from: 'ingredients', collection: 'ingredients', hasMany: true }),
    {
      name: 'list_order',
      type: 'text',
      index: true,
      hooks: { beforeChange: [setListOrder] },
      // Set on save (featured first, then by address); the list sorts by it.
      admin: { hidden: true },
    },
  ],
  search: {
    label: { en: 'Tea', de: 'Tee' },
    priority: 7,
    toEntry: (product) => entryWithSeo(product, { title: product.name, url: routes.products.productDetails(product.slug), excerpt: product.summary, text: [product.summary, product.origin, lexicalToText(product.description), contentToText(product.tasting_notes)] }),
  },
})
