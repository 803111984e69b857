import { ACCESSORY_MATERIALS } from '@/config/accessory-materials'
import { routes } from '@/routes'
import { availabilityFields } from '../../fields/availability'
import { galleryField, packsField } from '../../fields/catalogue'
import { slugField } from '../../fields/slug'
import { relationWithSlugFields } from '../../fields/slug-copy'
import { nameField, orderField } from '../../fields/text'
import { lexicalToText } from '../../search/plain-text'
import { defineContentCollection } from '../defineContentCollection'
import { entryWithSeo } from '../../search/source'

/**
 * Tea accessories (data-layer spec: get_accessories, accessories_by_id): strainers, caddies,
 * cosies and the like, filterable by material and category, each with a page at
 * routes.products.accessories(slug) and packs with per-country shop links.
 */
export const Accessories = defineContentCollection({
  slug: 'accessories',
  labels: ['Tea accessory', 'Tea accessories'],
  group: 'Catalogue',
  columns: ['material', 'category', 'order'],
  fields: [
    nameField(),
    slugField({ description: 'The last part of the accessory’s address, e.g. brass-tea-strainer.' }),
    orderField('Lower comes first in the list'),
    ...availabilityFields(),
    { name: 'material', type: 'select', required: true, index: true, options: [...ACCESSORY_MATERIALS] },
    ...relationWithSlugFields('category', 'accessory-categories'),
    { name: 'summary', type: 'textarea', localized: true, required: true, admin: { description: 'One or two sentences for the accessory’s card' } },
    { name: 'description', type: 'richText', localized: true, required: true },
    galleryField(),
    packsField(),
  ],
  search: {
    label: { en: 'Tea accessory', de: 'Teezubehör' },
    priority: 4,
    toEntry: (item) => entryWithSeo(item, { title: item.name, url: routes.products.accessories(item.slug), excerpt: item.summary, text: [item.summary, lexicalToText(item.description), item.packs?.map((pack) => pack.label).join(', ')] }),
  },
})
