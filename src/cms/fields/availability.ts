import type { Field } from 'payload'
import { COUNTRY_OPTIONS } from '@/config/countries'
import { DEFAULT_COUNTRY } from '@/config/variant'
import { httpsUrl } from './url'

/**
 * Where a catalogue item (a tea, a gift, an accessory) is sold, which is not where its content
 * lives (`country`): the GLOBAL catalogue lists everything, a country lists what is sold there.
 * The list rule that reads these fields is src/data/catalogue/availability-rule.ts.
 */
export function availabilityFields(): Field[] {
  return [
    {
      name: 'sold_everywhere',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar', description: 'Sold in every country. Untick to choose the countries.' },
    },
    {
      name: 'sold_in',
      type: 'select',
      hasMany: true,
      index: true,
      options: COUNTRY_OPTIONS.filter((option) => option.value !== DEFAULT_COUNTRY),
      admin: { position: 'sidebar', condition: (_, sibling) => !sibling?.sold_everywhere, description: 'The countries where it is sold' },
    },
  ]
}

/**
 * A shop address per country for one pack: the "Buy now" button of a visitor from that country
 * leads there (src/lib/catalogue/shop-link.ts). A GLOBAL row serves visitors of the GLOBAL site.
 */
export function shopLinksField(): Field {
  return {
    name: 'shop_links',
    type: 'array',
    admin: { description: 'Where this pack can be bought, per country' },
    fields: [
      { name: 'country', type: 'select', options: COUNTRY_OPTIONS, defaultValue: DEFAULT_COUNTRY, required: true },
      {
        name: 'url',
        type: 'text',
        required: true,
        validate: httpsUrl(),
      },
    ],
  }
}
