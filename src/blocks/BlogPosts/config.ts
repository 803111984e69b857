import { choiceField } from '@/cms/fields/choice'
import { defineBlock, headingField } from '../block-config'

/**
 * A few tea blog posts: the editors' featured ones or the newest, as cards (the blog landing) or
 * as a reading list with the long description's opening (the tea journal).
 */
export const BlogPosts = defineBlock({
  slug: 'blogPosts',
  labels: ['Blog posts', 'Blog posts lists'],
  fields: [
    headingField('Default: “Featured posts” or “Latest posts”'),
    choiceField('selection', { featured: 'Featured posts (marked “featured”)', latest: 'Latest posts' }, { required: true, defaultValue: 'latest' }),
    { name: 'count', type: 'number', required: true, defaultValue: 3, min: 1, max: 12, admin: { description: 'How many posts, newest first' } },
    choiceField('layout', { cards: 'Cards', reading: 'Reading list (picture, opening paragraphs)' }, { required: true, defaultValue: 'cards' }),
    { name: 'show_all_link', type: 'checkbox', defaultValue: true, admin: { description: 'End with a link to all posts' } },
  ],
})
