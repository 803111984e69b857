import { COUNTRY_OPTIONS } from '@/config/countries'
import { httpsUrl } from '@/cms/fields/url'
import { defineBlock } from '../block-config'

const countries = COUNTRY_OPTIONS.filter((option) => option.value !== 'GLOBAL')

/**
 * Where to buy (data-layer spec: title, header image, header_descrpiton, map_location with
 * country_selection, latitude, longitude, description): the shops that sell the tea, by country.
 * The spec keeps this page in English only, so nothing here is localized.
 */
export const WhereToBuy = defineBlock({
  slug: 'whereToBuy',
  labels: ['Where to buy', 'Where to buy'],
  fields: [
    { name: 'title', type: 'text' },
    { name: 'description', type: 'textarea' },
    { name: 'default_country', type: 'select', options: countries, admin: { description: 'Shown first; default: the first country with shops' } },
    {
      name: 'stores',
      type: 'array',
      minRows: 1,
      admin: { initCollapsed: true },
      fields: [
        { name: 'country', type: 'select', options: countries, required: true },
        { name: 'name', type: 'text', required: true },
        {
          type: 'row',
          fields: [
            { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
            { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
          ],
        },
        { name: 'description', type: 'textarea' },
        { name: 'address', type: 'textarea' },
        {
          name: 'url',
          type: 'text',
          validate: httpsUrl({ optional: true }),
        },
      ],
    },
  ],
})
