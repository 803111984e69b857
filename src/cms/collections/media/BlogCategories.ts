import { routes } from '@/routes'
import { slugField } from '../../fields/slug'
import { nameField, orderField } from '../../fields/text'
import { filteredListPreview } from '../../preview'
import { defineContentCollection } from '../defineContentCollection'

/**
 * The tea blog's categories (data-layer spec: tea_blog_category with id and name; GET
 * /dmc-apis/tea_blog_categories), editable. The slug is the blog listing's `category` filter value
 * and is copied onto each post, so it is fixed once saved.
 */
export const BlogCategories = defineContentCollection({
  slug: 'blog-categories',
  previewPath: filteredListPreview(routes.media.teaBlog()),
  labels: ['Blog category', 'Blog categories'],
  typescript: { interface: 'BlogCategory' },
  group: 'Media centre',
  columns: ['slug', 'order'],
  fields: [
    nameField(),
    slugField({ description: 'The filter value in the blog list’s address, e.g. brewing.', fixed: true }),
    orderField('Lower comes first in the filter and on the blog page'),
  ],
})
