import type { Block } from 'payload'

/** Each tea blog category (in the editors' order) with its newest posts and a link to all of them. */
export const BlogByCategory: Block & { slug: 'blogByCategory' } = {
  slug: 'blogByCategory',
  interfaceName: 'BlogByCategoryBlock',
  labels: { singular: 'Blog posts by category', plural: 'Blog posts by category' },
  fields: [
    { name: 'title', type: 'text', localized: true, admin: { description: 'Default: “Latest posts by category”' } },
    { name: 'per_category', type: 'number', required: true, defaultValue: 3, min: 1, max: 6, admin: { description: 'Newest posts shown per category' } },
  ],
}
