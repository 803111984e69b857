import type { Block } from 'payload'
import { tradeItemFields } from '@/cms/fields/trade-item'

/** The trade record's our_product: a banner picture and the product items offered to the trade. */
export const TradeProducts: Block & { slug: 'tradeProducts' } = {
  slug: 'tradeProducts',
  interfaceName: 'TradeProductsBlock',
  labels: { singular: 'Trade products', plural: 'Trade products' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'banner_image', type: 'upload', relationTo: 'media' },
    { name: 'items', type: 'array', fields: tradeItemFields },
  ],
}
