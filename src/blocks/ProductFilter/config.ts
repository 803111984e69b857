import { CATALOGUE_FOLDER_NAMES, FACETS } from '@/lib/catalogue/folders'
import { listingBlock } from '../block-config'

/**
 * The teas filtered by format, type, mood and flavour, paginated, with a search box. A preset
 * facet fixes one filter and hides its select (a category's own page presets its category).
 */
export const ProductFilter = listingBlock({
  slug: 'productFilter',
  labels: ['Product filter', 'Product filters'],
  defaultSize: 20,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'preset_facet', type: 'select', options: [...FACETS], admin: { description: 'Optional: a filter fixed for this list' } },
        { name: 'preset_slug', type: 'text', admin: { description: 'The web address of the category the list is fixed to, e.g. green-tea' } },
      ],
    },
    {
      name: 'search_in',
      type: 'select',
      defaultValue: 'product-details',
      options: [...CATALOGUE_FOLDER_NAMES],
      admin: { description: 'Which part of the catalogue the search box looks through (Product details: the teas)' },
    },
  ],
})
