import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ReadingList } from '@/components/blog/ReadingList'
import { SEARCH_FOLDERS } from '@/data/catalogue/item-search'
import { blogApiListing, blogListing, readingMinutes, toBlogListItem } from '@/data/media/blog'
import { feedOfList, mediaFeed } from '@/data/media/feeds'
import { rssDocument } from '@/lib/feeds/rss'
import { articleJsonLd } from '@/lib/media/json-ld'
import { SHAREABLE_COLLECTIONS } from '@/lib/media/shareable-collections'
import type { BlogPost } from '@/payload-types'
import { pageTypes, routes } from '@/routes'
import { blogCategorySeeds, blogPostSeeds } from '@/seed/media-items/blog-posts'
import { blogPostDate } from '@/seed/media-items/blog'
import { richText } from '@/seed/richText'

const post = (over: Partial<BlogPost> = {}): BlogPost =>
  ({
    id: 1,
    slug: 'soft-water-hard-water',
    title: 'Soft water, hard water',
    date: '2026-09-16T04:30:00.000Z',
    is_featured: true,
    category: { id: 3, slug: 'brewing-and-tasting', name: 'Brewing and tasting' },
    category_slug: 'brewing-and-tasting',
    author: 'Nirmala Perera',
    image: { id: 9, url: '/api/media/file/dalumara-blog-soft-water.jpg', alt: 'A glass of water', width: 1200, height: 800 },
    short_description: 'The water matters.',
    long_description: richText([`${'word '.repeat(150)}end.`, `${'more '.repeat(300)}done.`]),
    country: 'GLOBAL',
    updatedAt: '2026-09-16T04:30:00.000Z',
    createdAt: '2026-09-16T04:30:00.000Z',
    ...over,
  }) as BlogPost

describe('the tea blog’s addresses', () => {
  it('the listing has its page type, and each post has a slug-keyed page', () => {
    expect(pageTypes.teaBlogList.pattern).toBe(routes.media.teaBlog())
    expect(pageTypes.teaBlogPost).toMatchObject({ pattern: `${routes.media.teaBlog()}/:slug`, collection: 'blog-posts', key: 'slug' })
    // So share links on a post can be counted.
    expect(SHAREABLE_COLLECTIONS).toContain('blog-posts')
  })

  it('search_items knows the blog’s folder', () => {
    expect(SEARCH_FOLDERS[routes.media.teaBlog().split('/').at(-1)!]).toEqual({ collections: ['blog-posts'] })
  })
})

describe('a blog post in a list', () => {
  it('carries the spec’s fields, a byline, the long text’s opening and a reading time', () => {
    const item = toBlogListItem(post())
    expect(item).toMatchObject({
      slug: 'soft-water-hard-water',
      url: routes.media.teaBlog('soft-water-hard-water'),
      title: 'Soft water, hard water',
      short_description: 'The water matters.',
      is_featured: true,
      category: { slug: 'brewing-and-tasting', name: 'Brewing and tasting' },
      author: 'Nirmala Perera',
      byline: 'Brewing and tasting · Nirmala Perera',
      image: { url: '/api/media/file/dalumara-blog-soft-water.jpg', alt: 'A glass of water', width: 1200, height: 800 },
      reading_minutes: 2,
    })
    expect(item.long_teaser.startsWith('word word')).toBe(true)
    expect(item.long_teaser.length).toBeLessThanOrEqual(421)
    expect(item.long_teaser.endsWith('…')).toBe(true)
    expect(item).not.toHaveProperty('share_count')
  })

  it('falls back to the category slug when the category was not populated', () => {
    expect(toBlogListItem(post({ category: 3 })).category).toEqual({ slug: 'brewing-and-tasting', name: 'brewing-and-tasting' })
  })

  it('reads at about 200 words a minute, never under one', () => {
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes('tea '.repeat(199))).toBe(1)
    expect(readingMinutes('tea '.repeat(700))).toBe(4)
  })

  it('the REST listing is the page listing with share counts added to its read', () => {
    expect({ ...blogApiListing, read: undefined }).toEqual({ ...blogListing, read: undefined })
    expect(blogApiListing.read).not.toBe(blogListing.read)
  })
})

describe('the media feeds', () => {
  it('one route serves the news and the blog feeds by folder, and nothing else', () => {
    expect(mediaFeed('news')?.feedPath).toBe(routes.media.newsFeed)
    expect(mediaFeed(routes.media.teaBlog().split('/').at(-1)!)?.feedPath).toBe(routes.media.teaBlogFeed)
    expect(routes.media.teaBlogFeed).toBe(`${routes.media.teaBlog()}/rss.xml`)
    for (const unknown of ['events', 'toString', '__proto__', '']) expect(mediaFeed(unknown), unknown).toBeNull()
    expect(feedOfList(routes.media.teaBlog()).title('en')).toBe('Dalumara tea blog')
    expect(() => feedOfList(routes.media.events())).toThrow()
  })

  it('names an item’s writer as dc:creator, declaring the namespace only then', () => {
    const channel = { title: 'T', link: 'https://tea.example/b', description: 'D', self: 'https://tea.example/b/rss.xml', language: 'en' }
    const item = { title: 'P', link: 'https://tea.example/b/p', description: 'S', published: new Date('2026-01-01T00:00:00Z') }
    const withWriter = rssDocument({ ...channel, items: [{ ...item, creator: 'Nirmala & Co' }] })
    expect(withWriter).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">')
    expect(withWriter).toContain('<dc:creator>Nirmala &amp; Co</dc:creator>')
    const without = rssDocument({ ...channel, items: [item] })
    expect(without).not.toContain('dc:')
  })
})

describe('a blog post’s JSON-LD', () => {
  it('is a BlogPosting written by its author, published by the brand', () => {
    const ld = articleJsonLd({ headline: 'H', description: 'D', url: 'https://tea.example/p', images: [], published: '2026-01-01', publisher: { name: 'Dalumara' }, blogPost: true, author: 'Nirmala Perera' })
    expect(ld).toMatchObject({ '@type': 'BlogPosting', author: { '@type': 'Person', name: 'Nirmala Perera' }, publisher: { '@type': 'Organization', name: 'Dalumara' } })
    expect(articleJsonLd({ headline: 'H', description: null, url: 'u', images: [], published: 'p', publisher: { name: 'Dalumara' } })).toMatchObject({ '@type': 'NewsArticle', author: { '@type': 'Organization' } })
  })
})

describe('the reading list', () => {
  it('lists each piece with its date, line of facts, linked title and full teaser', () => {
    const html = renderToStaticMarkup(
      createElement(ReadingList, {
        entries: [
          { key: 'a', href: '/media/dalumara-tea-blog/a', title: 'A post', date: '2026-09-16T04:30:00.000Z', meta: 'Brewing · 3 min read', teaser: 'The opening of the post.', picture: null },
          { key: 'b', href: 'https://elsewhere.example/story', title: 'A story', date: null, teaser: null, picture: null },
        ],
        headingLevel: 'h3',
        locale: 'en',
      }),
    )
    expect(html.match(/<li/g)).toHaveLength(2)
    expect(html).toContain('<time dateTime="2026-09-16T04:30:00.000Z">16 September 2026</time> · Brewing · 3 min read')
    expect(html).toMatch(/<h3[^>]*><a[^>]*href="\/media\/dalumara-tea-blog\/a"[^>]*>A post<\/a><\/h3>/)
    expect(html).toContain('The opening of the post.')
    expect(html).toMatch(/href="https:\/\/elsewhere\.example\/story" target="_blank" rel="noopener noreferrer"/)
  })
})

describe('the blog’s seed', () => {
  it('has fifteen posts over the last year in four categories, three featured, on distinct days', () => {
    expect(blogPostSeeds).toHaveLength(15)
    expect(blogCategorySeeds).toHaveLength(4)
    expect(blogPostSeeds.filter((p) => p.featured)).toHaveLength(3)
    expect(new Set(blogPostSeeds.map((p) => p.category))).toEqual(new Set(blogCategorySeeds.map((c) => c.slug)))
    expect(new Set(blogPostSeeds.map((p) => p.daysAgo)).size).toBe(15)
    expect(new Set(blogPostSeeds.map((p) => p.slug)).size).toBe(15)
    expect(Math.max(...blogPostSeeds.map((p) => p.daysAgo))).toBeLessThan(366)
    expect(blogPostSeeds.filter((p) => p.de).length).toBeGreaterThanOrEqual(3)
  })

  it('dates a post at 10:00 in Colombo, counted back from the seed’s day', () => {
    expect(blogPostDate(6, Date.parse('2026-11-23T22:00:00Z'))).toBe('2026-11-17T04:30:00.000Z')
  })
})
