import { routes } from '@/routes'
import { defineFilterCategories } from '../filter-categories'

/**
 * The tea blog's categories (data-layer spec: tea_blog_category with id and name; GET
 * /dmc-apis/tea_blog_categories), editable. The slug is the blog listing's `category` filter value
 * and is copied onto each post, so it is fixed once saved.
 */
export const BlogCategories = defineFilterCategories({
  slug: 'blog-categories',
  list: routes.media.teaBlog(),
  labels: ['Blog category', 'Blog categories'],
  group: 'Media centre',
  slugDescription: 'The filter value in the blog list’s address, e.g. brewing.',
  orderDescription: 'Lower comes first in the filter and on the blog page',
})
