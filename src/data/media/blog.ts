import type { Where } from 'payload'
import type { BlogPost } from '@/payload-types'
import { excerptOf, lexicalToText } from '@/cms/search/plain-text'
import { dictionary } from '@/i18n'
import { pageTypes, routes } from '@/routes'
import { listFilters } from '@/lib/listing/types'
import { collectionTag } from '@/config/cache-tags'
import { findAll, findBySlug, findList } from '../content'
import { shareTotalsBySlug } from '../share-counts'
import type { Variant } from '@/config/variant'
import { pictureOf, type Picture } from '@/lib/media/picture'
import {
  allOf,
  categoryRef,
  dateWhere,
  defineListing,
  neighbourLink,
  neighboursOf,
  yearOptions,
  type CategoryRef,
  type ListingDefinition,
  type ListingFilters,
  type Neighbour,
} from './listing'

/**
 * The tea blog (data-layer spec: the blog lists' fields image, header, short and long description,
 * date, is_featured, tea_blog_category, author, share_count). One read path for the REST calls
 * (tea_blog, tea_blog_by_name, tea_blog_categories), the blog listing, the feed, the /blog
 * landing's blocks and the tea journal.
 */

/** One post in a list (GET /dmc-apis/tea_blog, the listing, the blog blocks, the feed). */
export type BlogListItem = {
  slug: string
  url: string
  /** The spec's `header`. */
  title: string
  /** ISO date-time. */
  date: string
  short_description: string
  /** The long description's opening, as plain text (the tea journal's teaser). */
  long_teaser: string
  image: Picture | null
  is_featured: boolean
  /** The spec's tea_blog_category. */
  category: CategoryRef | null
  author: string
  /** Category and author in one line, for the card. */
  byline: string
  /** At about 200 words a minute. */
  reading_minutes: number
}

/**
 * A post as the REST calls answer it: with its share count (share-link clicks over every network,
 * src/data/share-counts.ts). Pages leave the count out: totals are re-read once a minute, and a page
 * that read them would be regenerated every minute for a number it does not show.
 */
export type WithShareCount<T> = T & { share_count: number }

/** One post with its text and the posts either side (GET /dmc-apis/tea_blog_by_name, the post's page). */
export type BlogDetail = BlogListItem & {
  long_description: BlogPost['long_description']
  previous: Neighbour | null
  next: Neighbour | null
}

export type BlogCategoryItem = CategoryRef & { url: string }

const WORDS_PER_MINUTE = 200
const LONG_TEASER_CHARACTERS = 420

/** The blog listing filtered to one category: a category's `url` and the "all posts in" links. */
export const blogCategoryUrl = (category: string) => `${routes.media.teaBlog()}?category=${encodeURIComponent(category)}`

export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}

export function toBlogListItem(doc: BlogPost): BlogListItem {
  const text = lexicalToText(doc.long_description)
  const category = categoryRef(doc.category, doc.category_slug)
  return {
    slug: doc.slug,
    url: routes.media.teaBlog(doc.slug),
    title: doc.title,
    date: doc.date,
    short_description: doc.short_description,
    long_teaser: excerptOf(text, LONG_TEASER_CHARACTERS),
    image: pictureOf(doc.image),
    is_featured: Boolean(doc.is_featured),
    category,
    author: doc.author,
    byline: [category?.name, doc.author].filter(Boolean).join(' · '),
    reading_minutes: readingMinutes(text),
  }
}

/** A page of a country's posts, newest first, for a `where` of checked values only (bounded cache). */
async function readPosts(where: Where | undefined, { page, size }: { page: number; size: number }, variant: Variant): Promise<{ items: BlogListItem[]; total: number }> {
  const { docs, total } = await findList({
    collection: 'blog-posts',
    variant,
    where,
    sort: ['-date', 'slug'],
    page,
    size,
    depth: 1,
    // Posts embed their category's name.
    tags: [collectionTag('blog-categories')],
  })
  return { items: docs.map(toBlogListItem), total }
}

/** Adds each post's share count (REST answers only, see WithShareCount). */
export async function withShareCounts<T extends { slug: string }>(items: T[]): Promise<WithShareCount<T>[]> {
  const shares = await shareTotalsBySlug('blog-posts')
  return items.map((item) => ({ ...item, share_count: shares.get(item.slug) ?? 0 }))
}

/** The listing's read: by year, month and category (a slug the caller has checked). */
export function findBlogPosts(filters: ListingFilters, variant: Variant): Promise<{ items: BlogListItem[]; total: number }> {
  return readPosts(allOf([...dateWhere(filters), ...(filters.category ? [{ category_slug: { equals: filters.category } }] : [])]), filters, variant)
}

/** The newest posts the editors marked as featured (the /blog landing). */
export function findFeaturedPosts(size: number, variant: Variant): Promise<{ items: BlogListItem[]; total: number }> {
  return readPosts({ is_featured: { equals: true } }, { page: 1, size }, variant)
}

/** The categories of a country's blog in the editors' order. */
export async function listBlogCategories(variant: Variant): Promise<BlogCategoryItem[]> {
  const docs = await findAll('blog-categories', variant, { sort: ['order', 'slug'], depth: 0 })
  return docs.map((doc) => ({ slug: doc.slug, name: doc.name, url: blogCategoryUrl(doc.slug) }))
}

/** Each category with its newest posts, in the editors' order; categories without posts are left out. */
export async function latestPostsByCategory(perCategory: number, variant: Variant): Promise<(BlogCategoryItem & { posts: BlogListItem[]; total: number })[]> {
  const categories = await listBlogCategories(variant)
  const groups = await Promise.all(
    categories.map(async (category) => {
      const { items, total } = await findBlogPosts({ page: 1, size: perCategory, category: category.slug }, variant)
      return { ...category, posts: items, total }
    }),
  )
  return groups.filter((group) => group.posts.length > 0)
}

/** One post by its slug (the page's last segment): the country's own, else GLOBAL's. */
export function getBlogPost(slug: string, variant: Variant): Promise<BlogPost | null> {
  return findBySlug('blog-posts', slug, variant)
}

export async function toBlogDetail(doc: BlogPost, variant: Variant): Promise<BlogDetail> {
  const around = await neighboursOf('blog-posts', variant, { field: 'date', value: doc.date, slug: doc.slug }, neighbourLink(routes.media.teaBlog))
  return { ...toBlogListItem(doc), long_description: doc.long_description, ...around }
}

/** The blog listing: by category, year and month, nine to a page. */
export const blogListing = defineListing<BlogListItem>({
  name: 'tea-blog',
  endpoint: '/dmc-apis/tea_blog',
  collection: 'blog-posts',
  tags: [collectionTag('blog-categories')],
  defaultSize: 9,
  filters: listFilters(pageTypes.teaBlogList),
  card: { title: 'title', date: 'date', image: 'image', teaser: 'short_description', meta: 'byline', dateStyle: 'day' },
  read: findBlogPosts,
  options: async (variant) => {
    const [years, categories] = await Promise.all([yearOptions('blog-posts', variant), listBlogCategories(variant)])
    return { year: years, category: categories.map((category) => ({ value: category.slug, label: category.name })) }
  },
  copy: (locale) => {
    const t = dictionary(locale).mediaBlog
    return { itemOne: t.postOne, itemOther: t.postOther }
  },
})

/** The listing as GET /dmc-apis/tea_blog answers it: each post with its share count. */
export const blogApiListing: ListingDefinition<WithShareCount<BlogListItem>> = {
  ...blogListing,
  read: async (filters, variant) => {
    const { items, total } = await findBlogPosts(filters, variant)
    return { items: await withShareCounts(items), total }
  },
}
