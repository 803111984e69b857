import type { Block } from 'payload'
import { CATALOGUE_FOLDER_NAMES, FACETS } from '@/lib/catalogue/folders'

/**
 * The teas filtered by format, type, mood and flavour, paginated, with a search box. A preset
 * facet fixes one filter and hides its select (a category's own page presets its category).
 */
export const ProductFilter: Block & { slug: 'productFilter' } = {
  slug: 'productFilter',
  interfaceName: 'ProductFilterBlock',
  labels: { singular: 'Product filter', plural: 'Product filters' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'page_size', type: 'number', defaultValue: 20, min: 1, max: 48, required: true },
    {
      type: 'row',
      fields: [
        { name: 'preset_facet', type: 'select', options: FACETS.map((facet) => ({ label: facet, value: facet })), admin: { description: 'Optional: a filter fixed for this list' } },
        { name: 'preset_slug', type: 'text', admin: { description: 'The fixed filter’s category slug, e.g. green-tea' } },
      ],
    },
    {
      name: 'search_in',
      type: 'select',
      defaultValue: 'product-details',
      options: CATALOGUE_FOLDER_NAMES.map((folder) => ({ label: folder, value: folder })),
      admin: { description: 'What the search box finds (product-details: teas)' },
    },
  ],
}
