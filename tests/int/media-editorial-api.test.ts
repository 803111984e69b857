import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { mostShared } from '@/data/share-counts'
import { countShare } from '@/data/share-clicks'
import { FEATURED_STORY_TYPE_NAMES, FEATURED_STORY_TYPE_VALUES, type FeaturedStoryKind } from '@/lib/media/featured-story-types'
import { SHARE_NETWORKS } from '@/lib/media/share'
import { routes } from '@/routes'
import { daysBefore, featuredStories, socialPosts } from '@/seed/media-editorial'
import { mediaCoverSeeds } from '@/seed/content/media-landing'
import { editorToken } from './editor'
import { postJson, testPayload, unique, url } from './helpers'

/**
 * The media landing's data over HTTP against the seeded server: GET /dmc-apis/featured_stories
 * (envelope, every filter, the country rule, drafts hidden, 400s), POST /dmc-apis/share_count
 * (400s and 404, atomic counting, nothing personal stored, 429 past the limit), mostShared's
 * order, and the /media page rendered without JavaScript.
 */
type Story = { slug: string; url: string; external: boolean; title: string; summary: string | null; type: string; date: string; is_media: boolean; image: { url: string; alt: string; width: number; height: number } | null }
type ListBody = { data: Story[]; meta: { page: number; size: number; total: number; totalPages: number } }

async function get(path: string) {
  const response = await fetch(url(path))
  return { status: response.status, headers: response.headers, body: await response.json() }
}

async function list(query = ''): Promise<ListBody> {
  const { status, body } = await get(`/dmc-apis/featured_stories${query ? `?${query}` : ''}`)
  expect(status, query).toBe(200)
  expect(Object.keys(body).sort(), query).toEqual(['data', 'meta'])
  return body
}

const slugs = (body: ListBody) => body.data.map((story) => story.slug)

/** The seeded stories of a kind (or all), newest first, as the call orders them. */
const seeded = (filter: (story: (typeof featuredStories)[number]) => boolean = () => true) =>
  featuredStories.filter(filter).sort((a, b) => a.daysAgo - b.daysAgo).map((story) => story.slug)
const ofKind = (kind: FeaturedStoryKind) => (story: (typeof featuredStories)[number]) => story.type === kind

const word = unique('story')
const created: number[] = []
let token = ''

async function createStory(data: Record<string, unknown>, { draft = false } = {}) {
  const response = await fetch(url(`/api/featured-stories${draft ? '?draft=true' : ''}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ country: 'GLOBAL', _status: draft ? 'draft' : 'published', type: 'featured', link: routes.purpose.root, is_media: true, ...data }),
  })
  expect(response.status).toBe(201)
  created.push((await response.json()).doc.id)
}

beforeAll(async () => {
  token = await editorToken()
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'media', where: { mimeType: { contains: 'image' } }, limit: 1, depth: 0 })
  const image = docs[0]!.id
  // Germany overrides one global story and has one of its own (newest of all); a global draft stays hidden.
  await createStory({ slug: 'first-flush-at-kirikanda', title: `${word} German first flush`, image, date: daysBefore(3), country: 'DE' })
  await createStory({ slug: `${word}-de`, title: `${word} German story`, image, date: daysBefore(0), country: 'DE' })
  await createStory({ slug: `${word}-draft`, title: `${word} draft`, image, date: daysBefore(0) }, { draft: true })
})

afterAll(async () => {
  for (const id of created) {
    await fetch(url(`/api/featured-stories/${id}`), { method: 'DELETE', headers: { authorization: `JWT ${token}` } })
  }
})

describe('GET /dmc-apis/featured_stories', () => {
  it('answers every global story, newest first, in the list envelope with the story shape', async () => {
    const body = await list('size=100')
    expect(body.meta).toEqual({ page: 1, size: 100, total: featuredStories.length, totalPages: 1 })
    expect(slugs(body)).toEqual(seeded())
    const seed = featuredStories.find((story) => story.slug === 'counting-the-birds-of-the-ridge')!
    expect(body.data.find((story) => story.slug === seed.slug)).toEqual({
      slug: seed.slug,
      url: seed.link,
      external: false,
      title: seed.title,
      summary: seed.summary,
      type: FEATURED_STORY_TYPE_NAMES.conservation,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      is_media: true,
      image: { url: expect.stringContaining('/api/media/file/'), alt: expect.any(String), width: 900, height: 600 },
    })
    expect(body.data.map((story) => story.date)).toEqual(body.data.map((story) => story.date).sort().reverse())
    expect((await list()).meta).toEqual({ page: 1, size: 12, total: featuredStories.length, totalPages: 2 })
  })

  it('filters by each type, named as the spec names them', async () => {
    for (const [kind, name] of Object.entries(FEATURED_STORY_TYPE_NAMES) as [FeaturedStoryKind, string][]) {
      const body = await list(`type=${name}&size=100`)
      expect(slugs(body), name).toEqual(seeded(ofKind(kind)))
      expect(body.data.length, name).toBeGreaterThanOrEqual(3)
      expect(body.data.every((story) => story.type === name), name).toBe(true)
    }
  })

  it('filters by isMedia, alone and with a type', async () => {
    expect(slugs(await list('isMedia=1&size=100'))).toEqual(seeded((story) => story.isMedia))
    expect(slugs(await list('isMedia=true&size=100'))).toEqual(seeded((story) => story.isMedia))
    expect(slugs(await list('isMedia=0&size=100'))).toEqual(seeded((story) => !story.isMedia))
    const featuredMedia = await list('type=featured&isMedia=1&lang=en')
    expect(slugs(featuredMedia)).toEqual(seeded((story) => story.type === 'featured' && story.isMedia))
    expect(featuredMedia.data.every((story) => story.is_media)).toBe(true)
  })

  it('pages through a type', async () => {
    const all = seeded(ofKind('featured'))
    const second = await list('type=featured&page=2&size=2')
    expect(second.meta).toEqual({ page: 2, size: 2, total: all.length, totalPages: Math.ceil(all.length / 2) })
    expect(slugs(second)).toEqual(all.slice(2, 4))
    const beyond = await list('type=featured&page=9&size=2')
    expect(beyond.data).toEqual([])
  })

  it('answers a country its own stories and the global ones it has not replaced; never drafts', async () => {
    const germany = await list('type=featured&country=DE&size=100')
    expect(slugs(germany)).toEqual([`${word}-de`, ...seeded(ofKind('featured'))])
    expect(germany.data[1]!.title).toBe(`${word} German first flush`)
    const global = await list('type=featured&size=100')
    expect(slugs(global)).toEqual(seeded(ofKind('featured')))
    expect(global.data.map((story) => story.title).join()).not.toContain(word)
  })

  it('answers German where a story has it, and falls back to English where it has none', async () => {
    const german = await list('type=featured&country=DE&lang=de&size=100')
    const titles = new Map(german.data.map((story) => [story.slug, story.title]))
    // Germany's own two were written in English only.
    expect(titles.get(`${word}-de`)).toBe(`${word} German story`)
    expect(titles.get('first-flush-at-kirikanda')).toBe(`${word} German first flush`)
    for (const slug of seeded(ofKind('featured')).filter((slug) => slug !== 'first-flush-at-kirikanda')) {
      expect(titles.get(slug), slug).toBe(featuredStories.find((story) => story.slug === slug)!.de.title)
    }
  })

  it.each([
    ['type=conservation', new RegExp(`type must be one of ${FEATURED_STORY_TYPE_VALUES.join(', ')}`)],
    ['type=mjf_foundation', /type must be one of/],
    ['isMedia=yes', /isMedia must be 1 or 0/],
    ['page=0', /page must be a whole number/],
    ['page=two', /page must be a whole number/],
    ['size=0', /size must be a whole number from 1 to 100/],
    ['size=101', /size must be a whole number from 1 to 100/],
    ['lang=fr', /lang must be one of/],
    ['country=XX', /country must be/],
  ])('answers 400 for %s', async (query, message) => {
    const { status, body, headers } = await get(`/dmc-apis/featured_stories?${query}`)
    expect(status, query).toBe(400)
    expect(body).toEqual({ error: { code: 'invalid_query', message: expect.stringMatching(message) } })
    expect(headers.get('cache-control')).toBe('no-store')
  })
})

/** Each test counts from its own client address, so the per-IP limit never spills between tests. */
let lastOctet = 0
const fromNewAddress = () => ({ 'x-forwarded-for': `10.77.${(Date.now() >> 8) & 255}.${++lastOctet}` })
const SHARE = '/dmc-apis/share_count'
const BOOK = 'e-books:afternoon-tea-at-home'

async function storedCount(collection: string, slug: string, network: string): Promise<number> {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'share-counts',
    where: { and: [{ item_collection: { equals: collection } }, { item_slug: { equals: slug } }, { network: { equals: network } }] },
    overrideAccess: true,
  })
  expect(docs.length).toBeLessThanOrEqual(1)
  return docs[0]?.count ?? 0
}

/** Every share counted so far, on every item and network. */
async function allShares(): Promise<number> {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'share-counts', pagination: false, overrideAccess: true, depth: 0, select: { count: true } })
  return docs.reduce((sum, doc) => sum + (doc.count ?? 0), 0)
}

describe('POST /dmc-apis/share_count', () => {
  it.each([
    ['an unknown collection', { item: 'pages:media', network: 'facebook' }, /item must be "\{collection\}:\{slug\}"/],
    ['an item without a slug', { item: 'e-books', network: 'facebook' }, /item must be/],
    ['a malformed slug', { item: 'e-books:Afternoon Tea', network: 'facebook' }, /item must be/],
    ['an unknown network', { item: BOOK, network: 'myspace' }, new RegExp(`network must be one of ${SHARE_NETWORKS.join(', ')}`)],
    ['a missing network', { item: BOOK }, /network must be one of/],
    ['malformed JSON', '{"item": ', /valid JSON/],
  ])('answers 400 for %s and counts nothing', async (_case, body, message) => {
    const before = await allShares()
    const response = await postJson(SHARE, body, fromNewAddress())
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: expect.any(String), message: expect.stringMatching(message) } })
    expect(await allShares()).toBe(before)
  })

  it('answers 404 for an item without a published page, and stores no row for it', async () => {
    const slug = unique('no-such-book-')
    const response = await postJson(SHARE, { item: `e-books:${slug}`, network: 'x' }, fromNewAddress())
    expect(response.status).toBe(404)
    expect((await response.json()).error.message).toContain(slug)
    expect(await storedCount('e-books', slug, 'x')).toBe(0)
  })

  it('counts each click, per item and network, sent as JSON only: text/plain (which any site may post) is a 415', async () => {
    const before = await storedCount('e-books', 'afternoon-tea-at-home', 'pinterest')
    const other = await storedCount('e-books', 'afternoon-tea-at-home', 'whatsapp')
    for (const expected of [before + 1, before + 2]) {
      const response = await postJson(SHARE, { item: BOOK, network: 'pinterest' }, fromNewAddress())
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({ data: { item: BOOK, network: 'pinterest', count: expected } })
    }
    const plain = await postJson(SHARE, JSON.stringify({ item: BOOK, network: 'pinterest' }), { ...fromNewAddress(), 'content-type': 'text/plain;charset=UTF-8' })
    expect(plain.status).toBe(415)
    expect((await plain.json()).error).toEqual({ code: 'unsupported_media_type', message: 'Send the body as application/json' })
    expect(await storedCount('e-books', 'afternoon-tea-at-home', 'pinterest')).toBe(before + 2)
    expect(await storedCount('e-books', 'afternoon-tea-at-home', 'whatsapp')).toBe(other)
  })

  it('loses no click of many at once, and keeps one row per item and network with nothing about the visitor', async () => {
    const before = await storedCount('e-books', 'the-tasters-notebook', 'email')
    const responses = await Promise.all(
      Array.from({ length: 15 }, () => postJson(SHARE, { item: 'e-books:the-tasters-notebook', network: 'email' }, fromNewAddress())),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(15).fill(200))
    expect(await storedCount('e-books', 'the-tasters-notebook', 'email')).toBe(before + 15)
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'share-counts', where: { item_slug: { equals: 'the-tasters-notebook' } }, overrideAccess: true, depth: 0 })
    const row = docs.find((doc) => doc.network === 'email')!
    expect(Object.keys(row).sort()).toEqual(['count', 'createdAt', 'id', 'item_collection', 'item_slug', 'network', 'updatedAt'])
  })

  it('keeps the counters out of Payload’s own API for visitors: no reading, no writing', async () => {
    const before = await allShares()
    expect([401, 403]).toContain((await fetch(url('/api/share-counts'))).status)
    expect([401, 403]).toContain((await postJson('/api/share-counts', { item_collection: 'e-books', item_slug: 'afternoon-tea-at-home', network: 'x', count: 1000 })).status)
    expect(await allShares()).toBe(before)
  })

  it('answers 429 with Retry-After once an address exceeds the limit', async () => {
    const max = inject('rateLimitMax')
    // The limit counts per fixed one-minute window: start in a fresh window when this one is nearly over.
    const msLeftInWindow = 60_000 - (Date.now() % 60_000)
    if (msLeftInWindow < 20_000) await new Promise((resolve) => setTimeout(resolve, msLeftInWindow + 50))
    const windowAtStart = Math.floor(Date.now() / 60_000)
    const headers = fromNewAddress()
    const before = await storedCount('e-books', 'voices-of-the-hills', 'facebook')
    for (let i = 0; i < max; i++) {
      const response = await postJson(SHARE, { item: 'e-books:voices-of-the-hills', network: 'facebook' }, headers)
      expect(response.status).toBe(200)
    }
    const response = await postJson(SHARE, { item: 'e-books:voices-of-the-hills', network: 'facebook' }, headers)
    expect(Math.floor(Date.now() / 60_000), 'the run stayed within one window').toBe(windowAtStart)
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await response.json()).error.code).toBe('rate_limited')
    expect(await storedCount('e-books', 'voices-of-the-hills', 'facebook')).toBe(before + max)
    // Another address is not affected.
    expect((await postJson(SHARE, { item: 'e-books:voices-of-the-hills', network: 'facebook' }, fromNewAddress())).status).toBe(200)
  }, 60_000)
})

describe('mostShared', () => {
  const prefix = unique('shared-')
  const series = { top: `${prefix}-top`, middle: `${prefix}-middle`, low: `${prefix}-low`, german: `${prefix}-german`, draft: `${prefix}-draft`, unshared: `${prefix}-unshared` }

  beforeAll(async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'media', where: { mimeType: { contains: 'image' } }, limit: 1, depth: 0 })
    const make = (slug: string, country = 'GLOBAL', status: 'published' | 'draft' = 'published') =>
      payload.create({
        collection: 'podcast-series',
        data: { slug, title: slug, summary: 'A test series.', cover_image: docs[0]!.id, country: country as never, _status: status },
        draft: status === 'draft',
        context: { disableRevalidate: true },
      })
    await Promise.all([make(series.top), make(series.middle), make(series.low), make(series.german, 'DE'), make(series.draft, 'GLOBAL', 'draft'), make(series.unshared)])
    const share = async (slug: string, networks: (typeof SHARE_NETWORKS)[number][]) => {
      for (const network of networks) await countShare({ collection: 'podcast-series', slug }, network)
    }
    // Totals over all networks: top 5, middle 3 (on one network, more than top has on any one), low 1.
    await share(series.top, ['facebook', 'x', 'linkedin', 'email', 'whatsapp'])
    await share(series.middle, ['facebook', 'facebook', 'facebook'])
    await share(series.low, ['x'])
    await share(series.german, Array(8).fill('x'))
    await share(series.draft, Array(9).fill('x'))
  })

  afterAll(async () => {
    const payload = await testPayload()
    await payload.delete({ collection: 'podcast-series', where: { slug: { like: prefix } }, context: { disableRevalidate: true } })
  })

  const ours = (found: string[]) => found.filter((slug) => slug.startsWith(prefix))

  it('orders the items a country can open by their shares on all networks together, most first', async () => {
    expect(ours(await mostShared('podcast-series', { country: 'GLOBAL', locale: 'en' }, 100))).toEqual([series.top, series.middle, series.low])
    expect(ours(await mostShared('podcast-series', { country: 'DE', locale: 'en' }, 100))).toEqual([series.german, series.top, series.middle, series.low])
    expect(ours(await mostShared('podcast-series', { country: 'FR', locale: 'de' }, 100))).toEqual([series.top, series.middle, series.low])
  })

  it('answers at most `limit` slugs, the first of the full order', async () => {
    const variant = { country: 'GLOBAL', locale: 'en' as const }
    const all = await mostShared('podcast-series', variant, 100)
    expect(await mostShared('podcast-series', variant, 2)).toEqual(all.slice(0, 2))
    expect(await mostShared('podcast-series', variant, 0)).toEqual([])
  })
})

describe('the /media page', () => {
  it('renders the covers, the featured media stories and the social wall without JavaScript', async () => {
    const response = await fetch(url(routes.media.root))
    expect(response.status).toBe(200)
    const html = (await response.text()).replace(/&#x27;/g, "'").replace(/&amp;/g, '&')
    for (const cover of mediaCoverSeeds) {
      expect(html).toContain(`href="${cover.link}"`)
      expect(html).toContain(cover.title)
    }
    const expectedStories = seeded((story) => story.type === 'featured' && story.isMedia).slice(0, 3)
    for (const slug of expectedStories) expect(html).toContain(featuredStories.find((story) => story.slug === slug)!.title)
    expect(html).not.toContain(featuredStories.find((story) => story.slug === 'a-pot-for-the-monsoon')!.title)
    expect(html.match(/data-network="/g)).toHaveLength(socialPosts.length)
    for (const post of socialPosts) expect(html).toContain(post.description)
  })
})
