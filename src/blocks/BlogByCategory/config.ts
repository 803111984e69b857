import { defineBlock, headingField } from '../block-config'

/** Each tea blog category (in the editors' order) with its newest posts and a link to all of them. */
export const BlogByCategory = defineBlock({
  slug: 'blogByCategory',
  labels: ['Blog posts by category', 'Blog posts by category'],
  fields: [
    headingField('Default: “Latest posts by category”'),
    { name: 'per_category', type: 'number', required: true, defaultValue: 3, min: 1, max: 6, admin: { description: 'Newest posts shown per category' } },
  ],
})
