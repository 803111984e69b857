import type { Payload, Where } from 'payload'
import type { Locale, MediaIds } from '../build'
import { ensureImages } from '../media'
import { richText } from '../richText'
import { upsertDocument } from '../upsert-document'
import { AUTHOR_PORTRAITS } from '../images/portraits'
import { blogCategorySeeds, blogKeywords, blogPictureSpec, blogPostSeeds, type BlogPostSeed } from './blog-posts'

const globalKey = (slug: string): Where => ({ and: [{ slug: { equals: slug } }, { country: { equals: 'GLOBAL' } }] })

const DAY_MS = 24 * 60 * 60 * 1000

/** 10:00 in Colombo, `daysAgo` days before `today`: the post's time of publication. */
export function blogPostDate(daysAgo: number, today = Date.now()): string {
  const date = new Date(today - daysAgo * DAY_MS)
  date.setUTCHours(4, 30, 0, 0)
  return date.toISOString()
}

async function seedBlogCategories(payload: Payload): Promise<{ created: number; ids: Map<string, number> }> {
  let created = 0
  const ids = new Map<string, number>()
  for (const [order, category] of blogCategorySeeds.entries()) {
    const made = await upsertDocument(payload, {
      collection: 'blog-categories',
      where: globalKey(category.slug),
      translated: true,
      data: (locale) => ({ slug: category.slug, name: locale === 'de' ? category.de : category.name, order, country: 'GLOBAL' as const, _status: 'published' as const }),
    })
    if (made) created++
    const { docs } = await payload.find({ collection: 'blog-categories', where: globalKey(category.slug), limit: 1, depth: 0, select: { slug: true } })
    ids.set(category.slug, docs[0]!.id)
  }
  return { created, ids }
}

function postData(post: BlogPostSeed, locale: Locale, ids: { category: number; image: number; portrait?: number }, today: number) {
  const copy = locale === 'de' && post.de ? post.de : post.en
  return {
    slug: post.slug,
    country: 'GLOBAL' as const,
    title: copy.title,
    date: blogPostDate(post.daysAgo, today),
    is_featured: Boolean(post.featured),
    category: ids.category,
    author: post.author,
    author_portrait: ids.portrait,
    image: ids.image,
    short_description: copy.short,
    long_description: richText(copy.body),
    seo: { meta_title: copy.title, meta_description: copy.short, keywords: locale === 'en' ? blogKeywords : undefined, share_image: ids.image, prevent_indexing: false },
    _status: 'published' as const,
  }
}

/** The tea blog: its four categories and fifteen posts with their generated pictures (src/seed/media-items/blog-posts.ts). */
export async function seedBlog(payload: Payload, media: MediaIds): Promise<number> {
  const { created: categories, ids } = await seedBlogCategories(payload)
  const pictures = await ensureImages(payload, blogPostSeeds.map(blogPictureSpec))
  const today = Date.now()
  let created = categories
  for (const post of blogPostSeeds) {
    const portrait = AUTHOR_PORTRAITS[post.author]
    const refs = { category: ids.get(post.category)!, image: pictures.get(blogPictureSpec(post).filename)!, portrait: portrait && media[portrait] }
    const made = await upsertDocument(payload, {
      collection: 'blog-posts',
      where: globalKey(post.slug),
      translated: Boolean(post.de),
      data: (locale) => postData(post, locale, refs, today),
    })
    if (made) created++
  }
  return created
}
