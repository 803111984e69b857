import { tradeItemFields } from '@/cms/fields/trade-item'
import { defineBlock, headingField } from '../block-config'

/** The trade record's our_product: a banner picture and the product items offered to the trade. */
export const TradeProducts = defineBlock({
  slug: 'tradeProducts',
  labels: ['Trade products', 'Trade products'],
  fields: [
    headingField(),
    { name: 'banner_image', type: 'upload', relationTo: 'media' },
    { name: 'items', type: 'array', fields: tradeItemFields },
  ],
})
