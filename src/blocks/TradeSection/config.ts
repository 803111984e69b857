import { tradeItemFields } from '@/cms/fields/trade-item'
import { TRADE_SECTION_KEYS } from '@/lib/trade/trade-sections'
import { defineBlock, headingField } from '../block-config'

/**
 * One of the trade record's four sections (premium retailers, fine food and gourmet, casual and
 * fine dining). On the trade landing page it holds the section's copy and items and links to the
 * section's own page; on that page it names the section only, and shows the landing page's copy
 * with the trade enquiry, so the five pages never disagree.
 */
export const TradeSection = defineBlock({
  slug: 'tradeSection',
  labels: ['Trade section', 'Trade sections'],
  fields: [
    { name: 'section', type: 'select', required: true, options: [...TRADE_SECTION_KEYS] },
    {
      name: 'full',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: "The section's own page: leave the fields below empty to show the trade landing page's copy, with the trade enquiry." },
    },
    headingField(),
    { name: 'header_description', type: 'textarea', localized: true },
    { name: 'items', type: 'array', fields: tradeItemFields },
  ],
})
