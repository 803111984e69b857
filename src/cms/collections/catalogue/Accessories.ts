import type { FieldHook } from 'payload'
import { ACCESSORY_MATERIALS } from '@/lib/accessory-materials'
import { routes } from '@/routes'
import { availabilityFields } from '../../fields/availability'
import { galleryField, packsField } from '../../fields/catalogue'
import { slugField } from '../../fields/slug'
import { lexicalToText } from '../../search/text'
import { defineContentCollection } from '../defineContentCollection'

/**
 * Copies the category's slug beside the relationship, so the list filters by it with plain
 * equality on an indexed column (category slugs are fixed once saved, so the copy stays true).
 */
const copyCategorySlug: FieldHook = async ({ siblingData, req, value }) => {
  const category = siblingData?.category as number | string | { slug?: string } | null | undefined
  if (category && typeof category === 'object') return category.slug ?? value
  if (category == null) return value
  const doc = await req.payload.findByID({ collection: 'accessory-categories', id: category, depth: 0, draft: true, req, select: { slug: true } }).catch(() => null)
  return doc?.slug ?? value
}

/**
 * Tea accessories (data-layer spec: get_accessories, accessories_by_id): strainers, caddies,
 * cosies and the like, filterable by material and category, each with a page at
 * routes.products.accessories(slug) and packs with per-country shop links.
 */
export const Accessories = defineContentCollection({
  slug: 'accessories',
  key: 'slug',
  labels: { singular: 'Tea accessory', plural: 'Tea accessories' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'material', 'category', 'order', 'country', '_status'],
    group: 'Catalogue',
  },
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    slugField({ description: 'The last part of the accessory’s address, e.g. brass-tea-strainer.' }),
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar', description: 'Lower comes first in the list' } },
    ...availabilityFields(),
    { name: 'material', type: 'select', required: true, index: true, options: [...ACCESSORY_MATERIALS] },
    { name: 'category', type: 'relationship', relationTo: 'accessory-categories', required: true, index: true },
    {
      name: 'category_slug',
      type: 'text',
      index: true,
      hooks: { beforeChange: [copyCategorySlug] },
      admin: { readOnly: true, position: 'sidebar', description: 'From the category' },
    },
    { name: 'summary', type: 'textarea', localized: true, required: true, admin: { description: 'One or two sentences for the accessory’s card' } },
    { name: 'description', type: 'richText', localized: true, required: true },
    galleryField(),
    packsField(),
  ],
  search: {
    label: { en: 'Tea accessory', de: 'Teezubehör' },
    priority: 4,
    toEntry: (item) => ({
      title: item.name,
      url: routes.products.accessories(item.slug),
      excerpt: item.seo?.meta_description || item.summary,
      body: [item.summary, lexicalToText(item.description), item.packs?.map((pack) => pack.label).join(', '), item.seo?.keywords].filter(Boolean).join('\n'),
    }),
  },
})
