import { COUNTRY_OPTIONS } from '@/config/countries'
import { httpsUrl } from '@/cms/fields/url'
import { choiceField } from '@/cms/fields/choice'
import { itemsBlock } from '../block-config'

/**
 * Where to buy online (the online landing page): the brand's own shop and partner marketplaces,
 * each a link an editor keeps up to date, with the countries it delivers to.
 */
export const OnlineShops = itemsBlock({ slug: 'onlineShops', labels: ['Online shops', 'Online shops'], list: 'shops', minRows: 1 }, [
  { name: 'name', type: 'text', required: true },
  choiceField('kind', { brand: 'Our own shop', marketplace: 'Partner marketplace' }, { required: true, defaultValue: 'marketplace' }),
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
])
