import { CATEGORY_KINDS } from '@/lib/catalogue/kinds'
import { defineBlock, headingField } from '../block-config'

/** One kind's tea categories (formats, types, flavours or moods) as cards linking to their pages. */
export const TeaCategories = defineBlock({
  slug: 'teaCategories',
  labels: ['Tea categories list', 'Tea categories lists'],
  fields: [
    headingField(),
    { name: 'kind', type: 'select', required: true, defaultValue: 'format', options: [...CATEGORY_KINDS] },
  ],
})
