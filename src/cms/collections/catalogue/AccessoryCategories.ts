import { routes } from '@/routes'
import { slugField } from '../../fields/slug'
import { nameField, orderField } from '../../fields/text'
import { filteredListPreview } from '../../preview'
import { defineContentCollection } from '../defineContentCollection'

/**
 * The groups of the tea accessories list (GET /dmc-apis/get_accessories_categories), e.g.
 * “Strainers and infusers”. A category's slug is the list's `category` filter and is copied onto
 * its accessories, so it is fixed once saved.
 */
export const AccessoryCategories = defineContentCollection({
  slug: 'accessory-categories',
  previewPath: filteredListPreview(routes.products.accessories()),
  labels: ['Accessory category', 'Accessory categories'],
  typescript: { interface: 'AccessoryCategory' },
  group: 'Catalogue',
  columns: ['slug', 'order'],
  fields: [
    nameField(),
    slugField({ description: 'The category’s filter value in the list’s address, e.g. strainers.', fixed: true }),
    orderField('Lower comes first in the filter'),
  ],
})
