import type { Block } from 'payload'
import { COUNTRY_OPTIONS } from '@/config/countries'
import { httpsUrl } from '@/cms/fields/url'

/**
 * Where to buy online (the online landing page): the brand's own shop and partner marketplaces,
 * each a link an editor keeps up to date, with the countries it delivers to.
 */
export const OnlineShops: Block & { slug: 'onlineShops' } = {
  slug: 'onlineShops',
  interfaceName: 'OnlineShopsBlock',
  labels: { singular: 'Online shops', plural: 'Online shops' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    {
      name: 'shops',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'kind', type: 'select', required: true, defaultValue: 'marketplace', options: [{ label: 'Our own shop', value: 'brand' }, { label: 'Partner marketplace', value: 'marketplace' }] },
        { name: 'description', type: 'textarea', localized: true },
        {
          name: 'url',
          type: 'text',
          required: true,
          validate: httpsUrl(),
        },
        {
          name: 'delivers_to',
          type: 'select',
          hasMany: true,
          options: COUNTRY_OPTIONS.filter((option) => option.value !== 'GLOBAL'),
          admin: { description: 'Leave empty for worldwide delivery' },
        },
      ],
    },
  ],
}
