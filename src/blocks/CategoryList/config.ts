import type { Block } from 'payload'

/** The tea categories of one kind (e.g. the moods) as pictures with their names, each leading to its category page. */
export const CategoryList: Block & { slug: 'categoryList' } = {
  slug: 'categoryList',
  interfaceName: 'CategoryListBlock',
  labels: { singular: 'Tea category list', plural: 'Tea category lists' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'mood',
      options: [
        { label: 'Moods', value: 'mood' },
        { label: 'Flavours', value: 'flavour' },
        { label: 'Formats', value: 'format' },
        { label: 'Types', value: 'type' },
      ],
    },
  ],
}
