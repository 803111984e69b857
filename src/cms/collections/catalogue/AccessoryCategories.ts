import { routes } from '@/routes'
import { defineFilterCategories } from '../filter-categories'

/**
 * The groups of the tea accessories list (GET /dmc-apis/get_accessories_categories), e.g.
 * “Strainers and infusers”. A category's slug is the list's `category` filter and is copied onto
 * its accessories, so it is fixed once saved.
 */
export const AccessoryCategories = defineFilterCategories({
  slug: 'accessory-categories',
  list: routes.products.accessories(),
  labels: ['Accessory category', 'Accessory categories'],
  group: 'Catalogue',
  slugDescription: 'The category’s filter value in the list’s address, e.g. strainers.',
  orderDescription: 'Lower comes first in the filter',
})
