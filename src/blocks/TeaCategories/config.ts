import type { Block } from 'payload'
import { CATEGORY_KINDS } from '@/lib/catalogue/kinds'

/** One kind's tea categories (formats, types, flavours or moods) as cards linking to their pages. */
export const TeaCategories: Block & { slug: 'teaCategories' } = {
  slug: 'teaCategories',
  interfaceName: 'TeaCategoriesBlock',
  labels: { singular: 'Tea categories list', plural: 'Tea categories lists' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'kind', type: 'select', required: true, defaultValue: 'format', options: CATEGORY_KINDS.map((kind) => ({ label: kind, value: kind })) },
  ],
}
