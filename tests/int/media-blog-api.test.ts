import { describe, expect, it } from 'vitest'
import { zonedParts } from '@/lib/dates/zoned-date'
import { routes } from '@/routes'
import { featuredStories } from '@/seed/media-editorial'
import { blogCategorySeeds, blogPostSeeds } from '@/seed/media-items/blog-posts'
import { testPayload, url } from './helpers'
import { metaContent as meta, sharedUpload } from '../shared/meta-tags'

/**
 * The tea blog over HTTP against the seed (src/seed/media-items/blog-posts.ts: four categories,
 * fifteen posts dated back from the seed's day, three featured, three also in German): the REST
 * calls tea_blog, tea_blog_by_name and tea_blog_categories (envelope, every filter, 404, 400), the
 * share count they carry, the feed, search, and the listing, a post, /blog and /tea-jornal as the
 * server renders them (no JavaScript).
 */
type Category = { slug: string; name: string }
type Post = {
  slug: string
  url: string
  title: string
  date: string
  short_description: string
  long_teaser: string
  image: { url: string; alt: string; width: number; height: number } | null
  is_featured: boolean
  category: Category | null
  author: string
  byline: string
  share_count: number
  reading_minutes: number
}
type ListBody<T = Post> = { data: T[]; meta: { page: number; size: number; total: number; totalPages: number } }

const SITE_TIME_ZONE = 'Asia/Colombo'
const BLOG = routes.media.teaBlog()
const FOLDER = BLOG.split('/').at(-1)!

async function get(path: string) {
  const response = await fetch(url(path))
  return { status: response.status, headers: response.headers, body: await response.json() }
}

async function list<T = Post>(path: string): Promise<ListBody<T>> {
  const { status, body, headers } = await get(path)
  expect(status, path).toBe(200)
  expect(Object.keys(body).sort(), path).toEqual(['data', 'meta'])
  expect(headers.get('cache-control'), path).toMatch(/^public, s-maxage=\d+/)
  return body
}

const slugs = (body: ListBody<{ slug: string }>) => body.data.map((item) => item.slug)

async function expect400(path: string, message: RegExp) {
  const { status, body, headers } = await get(path)
  expect(status, path).toBe(400)
  expect(body, path).toEqual({ error: { code: 'invalid_query', message: expect.stringMatching(message) } })
  expect(headers.get('cache-control')).toBe('no-store')
}

const yearOf = (iso: string) => zonedParts(new Date(iso), SITE_TIME_ZONE).year
const monthOf = (iso: string) => zonedParts(new Date(iso), SITE_TIME_ZONE).month

/** The seeded posts newest first (as every list orders them), optionally only some. */
const seeded = (filter: (post: (typeof blogPostSeeds)[number]) => boolean = () => true) =>
  blogPostSeeds.filter(filter).sort((a, b) => a.daysAgo - b.daysAgo)
const NEWEST = seeded().map((post) => post.slug)
const titleOf = (slug: string) => blogPostSeeds.find((post) => post.slug === slug)!.en.title

/** The post with two counted shares, on two networks (tests/int/share-clicks.ts). */
const SHARED = 'iced-tea-that-stays-clear'

describe('GET /dmc-apis/tea_blog', () => {
  it('lists every post newest first, nine to a page, with the spec’s fields', async () => {
    const body = await list('/dmc-apis/tea_blog')
    expect(body.meta).toEqual({ page: 1, size: 9, total: 15, totalPages: 2 })
    expect(slugs(body)).toEqual(NEWEST.slice(0, 9))
    const newest = seeded()[0]!
    expect(body.data[0]).toEqual({
      slug: newest.slug,
      url: routes.media.teaBlog(newest.slug),
      title: newest.en.title,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T04:30:00\.000Z$/),
      short_description: newest.en.short,
      long_teaser: expect.stringMatching(/^Every tea drinker knows the moment\./),
      image: { url: expect.stringContaining(`/api/media/file/dalumara-blog-${newest.slug}`), alt: newest.picture.alt, width: 1200, height: 800 },
      is_featured: false,
      category: { slug: 'brewing-and-tasting', name: 'Brewing and tasting' },
      author: newest.author,
      byline: `Brewing and tasting · ${newest.author}`,
      share_count: 0,
      reading_minutes: expect.any(Number),
    })
    const dates = (await list('/dmc-apis/tea_blog?size=20')).data.map((post) => post.date)
    expect([...dates].sort().reverse()).toEqual(dates)
    // Dated over the last year.
    expect(Date.now() - Date.parse(dates.at(-1)!)).toBeLessThan(366 * 86_400_000)
  })

  it('carries each post’s share count: the share-link clicks over every network', async () => {
    const all = (await list('/dmc-apis/tea_blog?size=20')).data
    expect(all.find((post) => post.slug === SHARED)?.share_count).toBe(2)
    expect(all.filter((post) => post.slug !== SHARED).every((post) => post.share_count === 0)).toBe(true)
  })

  it('pages with page and size', async () => {
    const second = await list('/dmc-apis/tea_blog?page=2')
    expect(second.meta).toEqual({ page: 2, size: 9, total: 15, totalPages: 2 })
    expect(slugs(second)).toEqual(NEWEST.slice(9))
    expect(slugs(await list('/dmc-apis/tea_blog?size=4&page=2'))).toEqual(NEWEST.slice(4, 8))
    expect((await list('/dmc-apis/tea_blog?page=5')).data).toEqual([])
  })

  it('filters by category, year, month and all three', async () => {
    for (const category of blogCategorySeeds) {
      const body = await list(`/dmc-apis/tea_blog?category=${category.slug}&size=20`)
      expect(slugs(body), category.slug).toEqual(seeded((post) => post.category === category.slug).map((post) => post.slug))
      expect(body.data.every((post) => post.category?.slug === category.slug && post.category.name === category.name)).toBe(true)
    }
    const all = (await list('/dmc-apis/tea_blog?size=20')).data
    const years = [...new Set(all.map((post) => yearOf(post.date)))]
    for (const year of years) {
      expect(slugs(await list(`/dmc-apis/tea_blog?year=${year}&size=20`)), String(year)).toEqual(all.filter((post) => yearOf(post.date) === year).map((post) => post.slug))
    }
    const oldest = all.at(-1)!
    const [year, month] = [yearOf(oldest.date), monthOf(oldest.date)]
    const inMonth = await list(`/dmc-apis/tea_blog?year=${year}&month=${month}`)
    expect(slugs(inMonth)).toContain(oldest.slug)
    expect(inMonth.data.every((post) => yearOf(post.date) === year && monthOf(post.date) === month)).toBe(true)
    const monthOnly = await list(`/dmc-apis/tea_blog?month=${month}&size=20`)
    expect(monthOnly.data.every((post) => monthOf(post.date) === month)).toBe(true)
    const all3 = await list(`/dmc-apis/tea_blog?year=${year}&month=${month}&category=${oldest.category!.slug}`)
    expect(all3.data.every((post) => post.category?.slug === oldest.category!.slug && yearOf(post.date) === year && monthOf(post.date) === month)).toBe(true)
    expect(slugs(all3)).toContain(oldest.slug)
    expect((await list('/dmc-apis/tea_blog?year=2019')).meta).toMatchObject({ total: 0, totalPages: 0 })
  })

  it('answers in German where a post is translated, and names the categories in German', async () => {
    const de = (await list('/dmc-apis/tea_blog?lang=de&size=20')).data
    expect(de.find((post) => post.slug === 'soft-water-hard-water')).toMatchObject({
      title: 'Weiches Wasser, hartes Wasser: was Ihr Wasserkocher mit dem Tee macht',
      category: { slug: 'brewing-and-tasting', name: 'Zubereitung und Verkostung' },
    })
    expect(de.find((post) => post.slug === 'pruning-season')).toMatchObject({ title: titleOf('pruning-season'), category: { name: 'Aus den Teegärten' } })
  })

  it.each([
    ['category=gossip', /^category must be one of brewing-and-tasting, from-the-estates, tea-at-the-table, people-and-places; "gossip" is not/],
    ['category=Not%20a%20slug', /^category must be a slug/],
    ['year=1899', /^year must be a whole number from 1900 to 2100/],
    ['month=13', /^month must be a whole number from 1 to 12/],
    ['page=0', /^page must be a whole number/],
    ['size=101', /^size must be a whole number from 1 to 100/],
    ['lang=fr', /^lang must be one of en, de/],
    ['country=XX', /^country must be GLOBAL or a two-letter ISO 3166 country code/],
  ])('answers 400 for %s', (query, message) => expect400(`/dmc-apis/tea_blog?${query}`, message))

  it('ignores parameters it does not declare', async () => {
    expect((await list('/dmc-apis/tea_blog?subCategory=anything&utm_source=x')).meta.total).toBe(15)
  })
})

describe('GET /dmc-apis/tea_blog_by_name/{name}', () => {
  it('answers one post with its long description, share count and the posts either side', async () => {
    const i = NEWEST.indexOf(SHARED)
    const { status, body } = await get(`/dmc-apis/tea_blog_by_name/${SHARED}`)
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual(['data'])
    expect(body.data).toMatchObject({
      slug: SHARED,
      url: routes.media.teaBlog(SHARED),
      title: 'Iced tea that stays clear',
      is_featured: true,
      category: { slug: 'tea-at-the-table', name: 'Tea at the table' },
      author: 'Sanduni Wickramasinghe',
      share_count: 2,
      previous: { slug: NEWEST[i + 1], url: routes.media.teaBlog(NEWEST[i + 1]), title: titleOf(NEWEST[i + 1]!) },
      next: { slug: NEWEST[i - 1], url: routes.media.teaBlog(NEWEST[i - 1]), title: titleOf(NEWEST[i - 1]!) },
    })
    expect(body.data.long_description.root.children.length).toBeGreaterThanOrEqual(5)
    expect((await get(`/dmc-apis/tea_blog_by_name/${NEWEST.at(-1)}`)).body.data.previous).toBeNull()
    expect((await get(`/dmc-apis/tea_blog_by_name/${NEWEST[0]}`)).body.data.next).toBeNull()
  })

  it('answers in German', async () => {
    const { body } = await get('/dmc-apis/tea_blog_by_name/a-tea-evening-in-hamburg?lang=de')
    expect(body.data.title).toBe('Ein Teeabend in Hamburg')
    expect(body.data.long_description.root.children[0].children[0].text).toMatch(/^Hamburg ist seit Jahrhunderten eine Teestadt/)
  })

  it('answers 404 for unknown names and 400 for bad parameters', async () => {
    const { status, body } = await get('/dmc-apis/tea_blog_by_name/no-such-post')
    expect(status).toBe(404)
    expect(body).toEqual({ error: { code: 'not_found', message: expect.stringContaining('No blog post is named "no-such-post"') } })
    await expect400(`/dmc-apis/tea_blog_by_name/${SHARED}?lang=xx`, /^lang must be/)
  })
})

describe('GET /dmc-apis/tea_blog_categories', () => {
  it('lists the categories in the editors’ order with the filtered listing’s address', async () => {
    const body = await list<Category & { url: string }>('/dmc-apis/tea_blog_categories')
    expect(body.meta).toEqual({ page: 1, size: 100, total: 4, totalPages: 1 })
    expect(body.data).toEqual(blogCategorySeeds.map(({ slug, name }) => ({ slug, name, url: `${BLOG}?category=${slug}` })))
  })

  it('names them in German, and pages', async () => {
    expect((await list<Category>('/dmc-apis/tea_blog_categories?lang=de')).data.map((c) => c.name)).toEqual(blogCategorySeeds.map((c) => c.de))
    expect(slugs(await list<Category>('/dmc-apis/tea_blog_categories?size=1&page=2'))).toEqual([blogCategorySeeds[1]!.slug])
  })

  it('answers 400 for bad input', () => expect400('/dmc-apis/tea_blog_categories?page=-1', /^page must be a whole number/))
})

describe('the tea blog feed', () => {
  it('is RSS 2.0 with the channel, and every post with its writer, newest first', async () => {
    const response = await fetch(url(routes.media.teaBlogFeed))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const xml = await response.text()
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">')).toBe(true)
    const channel = /<channel>([\s\S]*?)<item>/.exec(xml)![1]!
    expect(channel).toContain('<title>Dalumara tea blog</title>')
    expect(channel).toMatch(new RegExp(`<link>https?://[^<]+${BLOG}</link>`))
    expect(channel).toMatch(new RegExp(`<atom:link href="https?://[^"]+${routes.media.teaBlogFeed}" rel="self" type="application/rss\\+xml"/>`))
    expect(channel).toMatch(/<description>[^<]+<\/description>/)
    expect(channel).toMatch(/<lastBuildDate>[^<]+ GMT<\/lastBuildDate>/)
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!)
    expect(items).toHaveLength(15)
    items.forEach((item, i) => {
      const post = seeded()[i]!
      expect(item).toContain(`<title>${post.en.title}</title>`)
      const link = /<link>([^<]+)<\/link>/.exec(item)![1]!
      expect(new URL(link).pathname).toBe(routes.media.teaBlog(post.slug))
      expect(item).toContain(`<guid isPermaLink="true">${link}</guid>`)
      expect(item).toMatch(/<pubDate>(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} 04:30:00 GMT<\/pubDate>/)
      expect(item).toContain(`<dc:creator>${post.author}</dc:creator>`)
      expect(item).toContain(`<category>${blogCategorySeeds.find((c) => c.slug === post.category)!.name}</category>`)
      expect(item).toMatch(/<description>[^<]+<\/description>/)
    })
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
  })

  it('is the only other feed under /media beside the news', async () => {
    expect((await fetch(url(routes.media.newsFeed))).status).toBe(200)
    expect((await fetch(url(`${routes.media.events()}/rss.xml`))).status).toBe(404)
  })
})

describe('search', () => {
  it('indexes the posts with their pages', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'search', where: { title: { equals: 'Birdsong between the tea rows' } }, limit: 2 })
    expect(docs).toEqual([expect.objectContaining({ type: 'Blog post', url: routes.media.teaBlog('birdsong-between-the-tea-rows') })])
  })

  it('search_items searches the blog’s folder alone', async () => {
    const { data } = await list<{ url: string; title: string }>(`/dmc-apis/search_items?searchType=${FOLDER}&searchTerm=withering`)
    expect(data.map((item) => item.url)).toContain(routes.media.teaBlog('forty-years-at-the-withering-trough'))
    expect(data.every((item) => item.url.startsWith(`${BLOG}/`))).toBe(true)
  })

  it('lists every post’s page in the sitemap', async () => {
    const xml = await (await fetch(url('/sitemap.xml'))).text()
    for (const slug of NEWEST) expect(xml, slug).toContain(`${routes.media.teaBlog(slug)}</loc>`)
    for (const path of [BLOG, routes.blog, routes.teaJournal]) expect(xml, path).toContain(`${path}</loc>`)
  })
})

describe('the blog pages without JavaScript', () => {
  const html = async (path: string) => {
    const response = await fetch(url(path))
    return { status: response.status, text: await response.text() }
  }
  /** The markup of the first <section> whose opening tag matches `opening`, up to its closing tag (no nested sections). */
  const sectionOf = (text: string, opening: RegExp) => {
    const start = text.search(opening)
    expect(start, String(opening)).toBeGreaterThanOrEqual(0)
    return text.slice(start, text.indexOf('</section>', start))
  }
  const inOrder = (text: string, titles: string[]) => {
    const at = titles.map((title) => text.indexOf(`>${title}<`))
    expect(at.every((i) => i >= 0), titles.join(' | ')).toBe(true)
    expect([...at].sort((a, b) => a - b)).toEqual(at)
  }

  it('renders the listing with its banner, count, pages and feed link, and the filters per request', async () => {
    const first = await html(BLOG)
    expect(first.status).toBe(200)
    expect(first.text).toContain('<h1 class="font-serif text-3xl sm:text-4xl lg:text-5xl">Dalumara tea blog</h1>')
    expect(first.text).toContain('15 posts')
    expect(first.text).toContain(`href="${BLOG}?page=2"`)
    inOrder(first.text, NEWEST.slice(0, 9).map(titleOf))
    expect(first.text).toMatch(new RegExp(`<link rel="alternate" type="application/rss\\+xml" href="[^"]*${routes.media.teaBlogFeed}" title="Dalumara tea blog"/>`))

    const table = await html(`${BLOG}?category=tea-at-the-table`)
    expect(table.status).toBe(200)
    expect(table.text).toContain('4 posts')
    expect(table.text).toMatch(/<option value="tea-at-the-table" selected="">Tea at the table<\/option>/)
    inOrder(table.text, seeded((post) => post.category === 'tea-at-the-table').map((post) => post.en.title))
    expect(table.text).not.toContain(`>${titleOf('pruning-season')}<`)
    expect((await html(`${BLOG}?page=2`)).text).toMatch(/aria-current="page"[^>]*>2</)
    // Unknown values are no filter.
    expect((await html(`${BLOG}?category=gossip&year=1888`)).text).toContain('15 posts')
  })

  it('renders a post with its facts, text, share links, neighbours, BlogPosting and share image; 404 for an unknown one', async () => {
    const path = routes.media.teaBlog('soft-water-hard-water')
    const { status, text } = await html(path)
    expect(status).toBe(200)
    expect(text).toContain('<h1 class="font-serif text-3xl sm:text-4xl lg:text-5xl">Soft water, hard water: what your kettle does to your tea</h1>')
    expect(text).toContain('Nirmala Perera')
    expect(text).toContain(`href="${BLOG}?category=brewing-and-tasting"`)
    expect(text).toContain('We often hear from tea drinkers abroad')
    expect(text).toMatch(/<ul data-share-item="blog-posts:soft-water-hard-water"/)
    expect(text).toMatch(/rel="prev"/)
    expect(text).toMatch(/rel="next"/)
    expect(meta(text, 'og:image')).toMatch(sharedUpload('dalumara-blog-soft-water-hard-water'))
    expect(text).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`))
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(text)![1]!)
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Soft water, hard water: what your kettle does to your tea',
      author: { '@type': 'Person', name: 'Nirmala Perera' },
      publisher: { '@type': 'Organization', name: 'Dalumara' },
      datePublished: expect.stringMatching(/T04:30:00\.000Z$/),
    })
    expect(jsonLd.image[0]).toMatch(/^https?:\/\/.*\/api\/media\/file\/dalumara-blog-/)
    expect((await html(routes.media.teaBlog('no-such-post'))).status).toBe(404)
  })

  it('/blog: the featured posts, then each category’s newest posts leading into the filtered listing', async () => {
    const { status, text } = await html(routes.blog)
    expect(status).toBe(200)
    expect(text).toContain('<h1 class="font-serif text-3xl sm:text-4xl lg:text-5xl">The Blog</h1>')
    const featured = sectionOf(text, /<section aria-labelledby="blog-posts-/)
    expect(featured).toContain('>Featured posts</h2>')
    expect(featured.match(/<li>/g)).toHaveLength(3)
    inOrder(featured, seeded((post) => post.featured === true).map((post) => post.en.title))
    const groups = [...text.matchAll(/data-blog-category="([a-z-]+)"/g)].map((m) => m[1])
    expect(groups).toEqual(blogCategorySeeds.map((c) => c.slug))
    for (const category of blogCategorySeeds) {
      const group = sectionOf(text, new RegExp(`<section [^>]*data-blog-category="${category.slug}"`))
      expect(group).toContain(`>${category.name}</h3>`)
      expect(group).toContain(`href="${BLOG}?category=${category.slug}"`)
      inOrder(group, seeded((post) => post.category === category.slug).slice(0, 3).map((post) => post.en.title))
      expect(group.match(/<h4/g)).toHaveLength(3)
    }
    expect(text).toContain(`href="${routes.teaJournal}"`)
  })

  it('/tea-jornal: the newest posts opened at their first paragraphs, then featured stories, as reading lists', async () => {
    const { status, text } = await html(routes.teaJournal)
    expect(status).toBe(200)
    expect(text).toContain('<h1 class="font-serif text-3xl sm:text-4xl lg:text-5xl">The Tea Journal</h1>')
    const posts = sectionOf(text, /<section [^>]*data-blog-posts="latest"/)
    expect(posts).toContain('<ol')
    expect(posts.match(/<article/g)).toHaveLength(5)
    inOrder(posts, NEWEST.slice(0, 5).map(titleOf))
    // The long teaser: the post's opening, not its short description.
    expect(posts).toContain('Every tea drinker knows the moment.')
    expect(posts).not.toContain(seeded()[0]!.en.short)
    expect(posts).toMatch(/\d+ min read/)
    const stories = sectionOf(text, /<section [^>]*data-featured-stories="featured"/)
    expect(stories).toContain('<ol')
    inOrder(stories, featuredStories.filter((story) => story.type === 'featured').sort((a, b) => a.daysAgo - b.daysAgo).slice(0, 4).map((story) => story.title))
    expect(text).toContain('data-featured-stories="tea_inspired"')
    expect(text).toContain(`href="${routes.blog}"`)
  })
})
