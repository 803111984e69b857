import { routes } from '@/routes'
import { availabilityFields } from '../../fields/availability'
import { galleryField, packsField } from '../../fields/catalogue'
import { slugField } from '../../fields/slug'
import { nameField, orderField } from '../../fields/text'
import { lexicalToText } from '../../search/plain-text'
import { defineContentCollection } from '../defineContentCollection'
import { entryWithSeo } from '../../search/source'
import { choiceField } from '../../fields/choice'

/** The literal last segment of the teaware list, which shares its parent with the gifts' pages. */
export const TEAWARES_SEGMENT = routes.products.teawares.split('/').at(-1)!

export const GIFT_KINDS = ['gift', 'teaware'] as const
export type GiftKind = (typeof GIFT_KINDS)[number]

/**
 * The "gift of tea" catalogue (data-layer spec: gift_of_teas, teaware): gift sets and teaware,
 * told apart by `kind`. Each has a page at routes.products.giftOfTeas(slug) with its pictures,
 * description and packs; the gift list and the teaware list (routes.products.teawares) are
 * `pages` records with a list block. No item may take the teaware list's segment as its slug.
 */
export const GiftTeas = defineContentCollection({
  slug: 'gift-teas',
  labels: ['Gift or teaware', 'Gifts and teaware'],
  group: 'Catalogue',
  columns: ['kind', 'slug', 'order'],
  fields: [
    nameField(),
    slugField({ description: 'The last part of the item’s address, e.g. estate-tasting-chest.', reserved: [TEAWARES_SEGMENT] }),
    choiceField(
      'kind',
      { gift: 'Gift of tea', teaware: 'Teaware' },
      { required: true, index: true, defaultValue: 'gift', admin: { position: 'sidebar', description: 'Which list shows it: the gifts or the teaware' } },
    ),
    orderField('Lower comes first in its list'),
    { name: 'featured', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar', description: 'Marked as a favourite in the list' } },
    ...availabilityFields(),
    { name: 'summary', type: 'textarea', localized: true, required: true, admin: { description: 'One or two sentences for the item’s card' } },
    { name: 'description', type: 'richText', localized: true, required: true },
    galleryField(),
    { name: 'price_note', type: 'text', localized: true, admin: { description: 'Optional, e.g. “From £24, at our partner shops”' } },
    packsField(),
  ],
  search: {
    label: { en: 'Gift of tea', de: 'Teegeschenk' },
    priority: 5,
    toEntry: (item) => entryWithSeo(item, { title: item.name, url: routes.products.giftOfTeas(item.slug), excerpt: item.summary, text: [item.summary, lexicalToText(item.description), item.price_note, item.packs?.map((pack) => pack.label).join(', ')] }),
  },
})
