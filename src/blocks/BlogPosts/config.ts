import type { Block } from 'payload'

/**
 * A few tea blog posts: the editors' featured ones or the newest, as cards (the blog landing) or
 * as a reading list with the long description's opening (the tea journal).
 */
export const BlogPosts: Block & { slug: 'blogPosts' } = {
  slug: 'blogPosts',
  interfaceName: 'BlogPostsBlock',
  labels: { singular: 'Blog posts', plural: 'Blog posts lists' },
  fields: [
    { name: 'title', type: 'text', localized: true, admin: { description: 'Default: “Featured posts” or “Latest posts”' } },
    {
      name: 'selection',
      type: 'select',
      required: true,
      defaultValue: 'latest',
      options: [
        { label: 'Featured posts (marked “featured”)', value: 'featured' },
        { label: 'Latest posts', value: 'latest' },
      ],
    },
    { name: 'count', type: 'number', required: true, defaultValue: 3, min: 1, max: 12, admin: { description: 'How many posts, newest first' } },
    {
      name: 'layout',
      type: 'select',
      required: true,
      defaultValue: 'cards',
      options: [
        { label: 'Cards', value: 'cards' },
        { label: 'Reading list (picture, opening paragraphs)', value: 'reading' },
      ],
    },
    { name: 'show_all_link', type: 'checkbox', defaultValue: true, admin: { description: 'End with a link to all posts' } },
  ],
}
