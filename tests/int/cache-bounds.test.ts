import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { CollectionSlug } from 'payload'
import { describe, expect, inject, it } from 'vitest'
import { routes } from '@/routes'
import { root } from '../../scripts/runtime/env.mjs'
import { testPayload, url } from './helpers'

/**
 * Anonymous requests for things that do not exist (names no document has, pages past the last of a
 * list) cost an answer and nothing else: no data-cache entry, no page file, no database row. The
 * data module checks a key against the collection's cached list of published keys and a page
 * against the list's first page before asking the cache (src/data/content.ts).
 */
const nextDir = path.join(root, '.next')

/** The files under .next/server and .next/cache, where Next.js keeps pages and data-cache entries. */
function cacheFiles(): string[] {
  return ['server', 'cache'].flatMap((dir) =>
    readdirSync(path.join(nextDir, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name)),
  ).sort()
}

/** The cache tags a data-cache file was stored with (none for a page file). */
function tagsOf(file: string): string[] {
  try {
    const entry = JSON.parse(readFileSync(file, 'utf8')) as { tags?: unknown }
    return Array.isArray(entry.tags) ? entry.tags.map(String) : []
  } catch {
    return []
  }
}

/** What one background render of a list page reads: its page, the list and the lists beside it. */
const MAX_BACKGROUND_ENTRIES = 10

/** Rows in every collection's table. */
async function databaseRows(): Promise<number> {
  const payload = await testPayload()
  const counts = await Promise.all(
    // The jobs queue's rows come and go with the servers' background work (pictures' sizes), not with requests.
    payload.config.collections.filter(({ slug }) => slug !== 'payload-jobs').map(async ({ slug }) => (await payload.count({ collection: slug as CollectionSlug, overrideAccess: true })).totalDocs),
  )
  return counts.reduce((sum, count) => sum + count, 0)
}

const COUNTRIES = ['GLOBAL', 'LK', 'DE', 'FR', 'US']
const random = () => Math.random().toString(36).slice(2, 10)

/** Detail calls, each asked for a name no document has. */
const unknownItem: ((name: string) => string)[] = [
  (name) => `/dmc-apis/news_by_name/${name}`,
  (name) => `/dmc-apis/event_by_name/${name}`,
  (name) => `/dmc-apis/press_by_name/${name}`,
  (name) => `/dmc-apis/tea_blog_by_name/${name}`,
  (name) => `/dmc-apis/images_by_name/${name}`,
  (name) => `/dmc-apis/gift_of_teas_by_name/${name}`,
  (name) => `/dmc-apis/accessories_by_id/${name}`,
  (name) => `/dmc-apis/get_recipe_by_id/${name}`,
  (name) => `/dmc-apis/get_product_by_name/${name}`,
  (name) => `/dmc-apis/get_seasonal_flush_product_by_name/${name}`,
  (name) => `/dmc-apis/tearange_by_name?teaRangeName=${name}`,
  () => `/dmc-apis/get_product_by_id/${900_000 + Math.floor(Math.random() * 99_999)}`,
]

/** REST lists with few items, asked for pages far past their last. */
const lists = ['news', 'events', 'press', 'tea_blog', 'images', 'audio', 'video', 'gift_of_teas', 'teaware', 'tea_ranges', 'products', 'get_ingredients', 'featured_stories']
const SIZES = [20, 5]

/** List pages whose page is in the address (rendered per request). */
const listPages = [routes.products.giftOfTeas(), routes.products.teawares, routes.products.ranges]

const withCountry = (address: string, country: string) => `${address}${address.includes('?') ? '&' : '?'}country=${country}`

async function inBatches(addresses: string[], expected: (address: string) => number[]) {
  const unexpected: string[] = []
  for (let i = 0; i < addresses.length; i += 25) {
    await Promise.all(
      addresses.slice(i, i + 25).map(async (address) => {
        const response = await fetch(url(address))
        await response.arrayBuffer()
        if (!expected(address).includes(response.status)) unexpected.push(`${address} → ${response.status}`)
      }),
    )
  }
  expect(unexpected).toEqual([])
}

describe('requests for what does not exist', () => {
  it('add no cache file and no database row', async () => {
    // What any first visitor creates: each collection's list of keys, each list's first page.
    const warm = [
      ...unknownItem.map((item) => item(random())),
      ...lists.flatMap((list) => SIZES.flatMap((size) => COUNTRIES.map((country) => `/dmc-apis/${list}?size=${size}&country=${country}`))),
      ...listPages,
      // A page number in the address renders the list page per request (page 1 may come from the
      // saved page without a data read); a near and a far number read what any page number reads.
      ...listPages.flatMap((page) => [`${page}?page=2`, `${page}?page=59`]),
    ]
    await inBatches(warm, (address) => (address.includes('_by_') ? [404, 400] : [200]))
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const files = cacheFiles()
    const rows = await databaseRows()

    const names = Array.from({ length: 1_000 }, (_, i) => withCountry(unknownItem[i % unknownItem.length]!(random()), COUNTRIES[i % COUNTRIES.length]!))
    await inBatches(names, () => [404])
    const pastTheLast = lists.flatMap((list, i) =>
      SIZES.flatMap((size, j) => [50 + i + j, 9_999 - i].map((page) => `/dmc-apis/${list}?page=${page}&size=${size}&country=${COUNTRIES[(i + j) % COUNTRIES.length]}`)),
    )
    await inBatches(pastTheLast, () => [200])
    await inBatches(
      listPages.flatMap((page) => Array.from({ length: 20 }, (_, i) => `${page}?page=${60 + i * 4_999}`)),
      () => [200],
    )
    await new Promise((resolve) => setTimeout(resolve, 1_000))

    const added = cacheFiles().filter((file) => !files.includes(file))
    console.info(`cache files under .next/server and .next/cache: ${files.length} before, ${files.length + added.length} after`)
    // No entry for a name: a document read is tagged with its key, and none may appear.
    expect(added.filter((file) => tagsOf(file).some((tag) => tag.startsWith('key:')))).toEqual([])
    // A saved page whose time-based safety net runs out meanwhile is rendered again in the background,
    // and may store the few list reads it makes; a leak per request would add hundreds.
    expect(added.length, added.join('\n')).toBeLessThanOrEqual(MAX_BACKGROUND_ENTRIES)
    expect(await databaseRows()).toBe(rows)
  }, 300_000)

  it('keep one entry per list page for every country without content of its own, and for every page size', async () => {
    // A filter no other request asks for: the GLOBAL reads first, one per size the pages are read in.
    const list = (country: string, size: number) => `/dmc-apis/news?year=1901&size=${size}&country=${country}`
    await inBatches([5, 20, 40, 80].map((size) => list('GLOBAL', size)), () => [200])
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const files = cacheFiles()

    // Accepted codes with no market and no news of their own, each with three sizes of 1 to 100.
    const countries = ['FR', 'US', 'JP', 'BR', 'CA', 'IT', 'ES', 'NL', 'SE', 'NO', 'PL', 'MX', 'AR', 'ZA', 'KE', 'EG', 'TR', 'KR', 'CN', 'SG']
    const answers = new Set<string>()
    for (const [i, country] of countries.entries()) {
      for (const size of [1 + i, 20, 99 - i]) {
        const response = await fetch(url(list(country, size)))
        expect(response.status).toBe(200)
        answers.add(JSON.stringify(((await response.json()) as { data: unknown }).data))
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000))

    const added = cacheFiles().filter((file) => !files.includes(file))
    console.info(`${countries.length * 3} requests in ${countries.length} countries added ${added.length} cache files`)
    expect(answers).toEqual(new Set([JSON.stringify([])]))
    // Without the market resolved and the size bounded, each request is an entry of its own (60).
    expect(added.length, added.join('\n')).toBeLessThanOrEqual(MAX_BACKGROUND_ENTRIES)
  }, 120_000)

  it('answers any page size from the blocks it reads', async () => {
    const all = (await (await fetch(url('/dmc-apis/news?size=100'))).json()) as { data: { slug: string }[]; meta: { total: number } }
    expect(all.meta.total).toBeGreaterThan(10)
    for (const [page, size] of [[2, 7], [3, 4], [1, 11], [2, 26], [1, 100]] as const) {
      const { data, meta } = (await (await fetch(url(`/dmc-apis/news?size=${size}&page=${page}`))).json()) as { data: { slug: string }[]; meta: { total: number } }
      expect(meta.total).toBe(all.meta.total)
      expect(data.map((item) => item.slug), `page ${page} of ${size}`).toEqual(all.data.slice((page - 1) * size, page * size).map((item) => item.slug))
    }
  })

  it('refuses a page number beyond any list', async () => {
    await inBatches(lists.map((list) => `/dmc-apis/${list}?page=999999999`), () => [400])
  })

  it('still answers the items and pages that exist', async () => {
    const { data } = (await (await fetch(url('/dmc-apis/news?size=2&page=2'))).json()) as { data: { slug: string }[] }
    expect(data).toHaveLength(2)
    const detail = await fetch(url(`/dmc-apis/news_by_name/${data[0]!.slug}?country=FR`))
    expect(detail.status).toBe(200)
    expect(((await detail.json()) as { data: { slug: string } }).data.slug).toBe(data[0]!.slug)
  })
})

describe('pictures asked for under made-up names', () => {
  const sizesDir = () => path.join(inject('serverSettings').MEDIA_DIR!, '_sizes')

  /** The picture's made sizes, and Next.js's image cache (which must stay unused). Other pictures' sizes are made meanwhile by the jobs queue. */
  function pictureFiles(file: string): string[] {
    return [path.join(sizesDir(), file), path.join(nextDir, 'cache', 'images')].flatMap((dir) =>
      existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)) : [],
    )
  }

  it('make no file: made-up query strings answer the same file, unknown widths and formats and Next’s optimiser 4xx', async () => {
    // The oldest picture: the jobs queue makes sizes in id order, so its are ready first (newest first, the default, waits for them all).
    const { docs } = (await (await fetch(url('/api/media?depth=0&limit=1&sort=id&where[mimeType][equals]=image/jpeg'))).json()) as { docs: { filename: string }[] }
    const name = docs[0]!.filename
    const file = encodeURIComponent(name)
    const picture = await fetch(url(`/img/${file}/828.webp`))
    expect(picture.status).toBe(200)
    const bytes = Buffer.from(await picture.arrayBuffer())
    // Every size of it made (the jobs queue makes them after the upload): nothing more may appear.
    for (let waited = 0; !existsSync(path.join(sizesDir(), name, 'complete')) && waited < 60_000; waited += 500) await new Promise((resolve) => setTimeout(resolve, 500))
    const original = Buffer.from(await (await fetch(url(`/api/media/file/${file}`))).arrayBuffer())
    const before = pictureFiles(name)
    const madeUp = `made-up-${Date.now()}.jpg`

    const sameFile = [
      ...Array.from({ length: 40 }, (_, i) => `/img/${file}/828.webp?x=${i}`),
      `/img/${file}/828.webp?w=10&q=1`,
      `/img/${file}/828.webp?width=3000`,
    ]
    for (const address of sameFile) {
      const response = await fetch(url(address))
      expect(response.status, address).toBe(200)
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes), address).toBe(true)
    }
    for (const address of Array.from({ length: 20 }, (_, i) => `/api/media/file/${file}?x=${i}`)) {
      const response = await fetch(url(address))
      expect(response.status, address).toBe(200)
      expect(Buffer.from(await response.arrayBuffer()).equals(original), address).toBe(true)
    }
    const refused = [
      ...[827, 829, 1, 5000, 99999].map((width) => `/img/${file}/${width}.webp`),
      ...['png', 'avif', 'jpeg', 'gif', 'webp.webp'].map((format) => `/img/${file}/828.${format}`),
      `/img/${file}/0828.webp`,
      `/img/${file}/828.jpg`,
      `/img/${madeUp}/828.webp`,
      `/img/${madeUp}/828.webp?x=1`,
      ...[[640, 75], [828, 1], [3840, 100]].map(([w, q]) => `/_next/image?url=${encodeURIComponent(`/api/media/file/${file}`)}&w=${w}&q=${q}`),
      `/_next/image?url=${encodeURIComponent(`/img/${file}/828.webp`)}&w=640&q=75`,
    ]
    for (const address of refused) {
      const response = await fetch(url(address))
      await response.arrayBuffer()
      expect(response.status, address).toBeGreaterThanOrEqual(400)
      expect(response.status, address).toBeLessThan(500)
    }
    expect(pictureFiles(name)).toEqual(before)
    expect(existsSync(path.join(sizesDir(), madeUp))).toBe(false)
  }, 120_000)
})
