import { routes } from '@/routes'
import { datedFields } from '../../fields/date-parts'
import { imageField } from '../../fields/media'
import { slugCopyField } from '../../fields/slug-copy'
import { slugField } from '../../fields/slug'
import { titleField } from '../../fields/text'
import { lexicalToText } from '../../search/plain-text'
import { defineContentCollection } from '../defineContentCollection'
import { entryWithSeo } from '../../search/source'

/**
 * The tea blog's posts (data-layer spec: the {brand}_blogs lists: image, header, short and long
 * description, date, is_featured, tea_blog_category, author, share_count). Pages at
 * routes.media.teaBlog(slug); listed on the blog listing, the /blog landing and the tea journal.
 * The share count is not a field: it is counted from share-link clicks (src/data/share-counts.ts).
 * The listing's banner (header_tea_blog) is the `pages` record at routes.media.teaBlog().
 */
export const BlogPosts = defineContentCollection({
  slug: 'blog-posts',
  labels: ['Blog post', 'Blog posts'],
  typescript: { interface: 'BlogPost' },
  group: 'Media centre',
  columns: ['date', 'category', 'author', 'is_featured'],
  defaultSort: '-date',
  fields: [
    titleField({ label: 'Heading' }),
    slugField({ description: 'The last part of the post’s address, e.g. a-slower-cup-in-the-morning.' }),
    ...datedFields(),
    {
      name: 'is_featured',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Shown among the featured posts on the blog page' },
    },
    { name: 'category', type: 'relationship', relationTo: 'blog-categories', required: true, admin: { position: 'sidebar' } },
    slugCopyField({ name: 'category_slug', from: 'category', collection: 'blog-categories' }),
    { name: 'author', type: 'text', required: true, admin: { position: 'sidebar', description: 'The writer’s name as it appears on the post' } },
    imageField('author_portrait', { admin: { position: 'sidebar', description: 'The writer’s portrait, shown beside their name on the post' } }),
    imageField('image', { required: true, admin: { description: 'The post’s picture: its banner, card and share image' } }),
    {
      name: 'short_description',
      type: 'textarea',
      required: true,
      localized: true,
      admin: { description: 'Two or three sentences for the card, the feed and search results' },
    },
    { name: 'long_description', type: 'richText', required: true, localized: true, admin: { description: 'The post itself' } },
  ],
  search: {
    label: { en: 'Blog post', de: 'Blogbeitrag' },
    priority: 3,
    toEntry: (post) => entryWithSeo(post, { title: post.title, url: routes.media.teaBlog(post.slug), excerpt: post.short_description, text: [post.author, post.short_description, lexicalToText(post.long_description)] }),
  },
})
