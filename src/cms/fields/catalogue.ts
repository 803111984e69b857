import type { Field } from 'payload'
import { shopLinksField } from './availability'
import { imageField } from './media'

/**
 * Fields shared by the catalogue's sold items (gifts, teaware, accessories; later the teas): the
 * picture gallery and the packs a visitor can buy, each with its shop address per country
 * (src/components/catalogue/BuyButtons.tsx renders them).
 */
export function galleryField(): Field {
  return {
    name: 'images',
    type: 'array',
    minRows: 1,
    required: true,
    admin: { description: 'The first picture is the item’s card picture; each picture’s alt text comes from the media library' },
    fields: [imageField('image', { required: true })],
  }
}

export function packsField(): Field {
  return {
    name: 'packs',
    type: 'array',
    admin: { description: 'The sizes or sets it is sold in; each has a “Buy now” button per country' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'label', type: 'text', required: true, localized: true, admin: { description: 'e.g. Gift box of 40 tea bags' } },
          { name: 'sku', type: 'text', admin: { description: 'Stock-keeping unit, for the shop' } },
        ],
      },
      shopLinksField(),
    ],
  }
}
