import type { Where } from 'payload'
import { routes } from '@/routes'
import { defineFilterCategories } from '../filter-categories'

/**
 * The press list's categories and their sub-categories (GET /dmc-apis/press_categories), editable:
 * a category without a parent is a category (`category` filter), one with a parent a
 * sub-category of it (`subCategory` filter). Slugs are the filters' values and are copied onto the
 * press items, so they are fixed once saved.
 */
export const PressCategories = defineFilterCategories({
  slug: 'press-categories',
  list: routes.media.inPress(),
  labels: ['Press category', 'Press categories'],
  group: 'Media centre',
  slugDescription: 'The filter value in the list’s address, e.g. press-releases.',
  orderDescription: 'Lower comes first in the filters',
  columns: ['parent'],
  fields: [
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'press-categories',
      // Two levels only: a sub-category belongs to a category, never to another sub-category.
      filterOptions: ({ id }): Where => ({ and: [{ parent: { exists: false } }, ...(id ? [{ id: { not_equals: id } }] : [])] as Where[] }),
      admin: { description: 'Empty for a category; the category, for a sub-category' },
    },
  ],
})
