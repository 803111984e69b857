import type { Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { routes } from '@/routes'
import { seed } from '@/seed'
import { homes, pages } from '@/seed/content'
import { images } from '@/seed/images/catalogue'
import { routePaths } from '../shared/route-paths'
import { getSeedTestPayload } from './seed-helpers'

/**
 * A seeded page's path comes from the route table: one of its plain paths, or a catalogue page
 * nested below a tea range (`routes.products.range(slug)/…`, the deep breadcrumb page).
 */
function isRoutePath(path: string, known: Set<string>): boolean {
  return known.has(path) || path.startsWith(`${routes.products.ranges}/`)
}

/** The pages this seed owns (other suites may add their own records to a shared database). */
async function seededPages(payload: Payload, depth: number) {
  const { docs } = await payload.find({
    collection: 'pages',
    pagination: false,
    depth,
    locale: 'en',
    where: { or: pages.map((p): Where => ({ path: { equals: p.path }, country: { equals: p.country ?? 'GLOBAL' } })) },
  })
  return docs
}

async function snapshot(payload: Payload) {
  const all = await Promise.all(
    (['media', 'pages', 'home', 'users'] as const).map(async (collection) => {
      const { docs } = await payload.find({ collection, pagination: false, depth: 0, sort: 'id', select: { updatedAt: true } })
      return [collection, docs.map((d) => `${d.id}@${d.updatedAt}`)] as const
    }),
  )
  const versions = await Promise.all(
    (['pages', 'home'] as const).map(async (collection) => [collection, (await payload.countVersions({ collection })).totalDocs] as const),
  )
  return { docs: Object.fromEntries(all), versions: Object.fromEntries(versions) }
}

describe('seed', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getSeedTestPayload()
    await seed(payload)
  }, 300_000)

  it('creates every catalogue image, page and home page', async () => {
    expect((await payload.count({ collection: 'media', where: { filename: { in: Object.values(images).map((i) => i.filename) } } })).totalDocs).toBe(
      Object.keys(images).length,
    )
    for (const page of pages) {
      const { totalDocs } = await payload.count({ collection: 'pages', where: { path: { equals: page.path }, country: { equals: page.country ?? 'GLOBAL' } } })
      expect(totalDocs, page.path).toBe(1)
    }
    for (const home of homes) {
      expect((await payload.count({ collection: 'home', where: { country: { equals: home.country } } })).totalDocs, home.country).toBe(1)
    }
  })

  it('is idempotent: a second run creates, changes and versions nothing', async () => {
    const before = await snapshot(payload)
    await seed(payload)
    expect(await snapshot(payload)).toEqual(before)
  }, 120_000)

  it('gives every media item alt text', async () => {
    const { docs } = await payload.find({ collection: 'media', pagination: false, depth: 0, locale: 'en' })
    expect(docs.length).toBeGreaterThanOrEqual(Object.keys(images).length)
    for (const doc of docs) expect(doc.alt?.trim(), doc.filename ?? String(doc.id)).toBeTruthy()
  })

  it('publishes every seeded page at a path from the route table', async () => {
    const known = routePaths()
    const docs = await seededPages(payload, 0)
    expect(docs).toHaveLength(pages.length)
    for (const doc of docs) {
      expect(doc._status, doc.path).toBe('published')
      expect(isRoutePath(doc.path, known), `${doc.path} is not in src/routes.ts`).toBe(true)
    }
    // The careers page is the one served at /careers (and /Careers redirects to it).
    expect(docs.find((d) => d.path === routes.careers)?.title).toBe('Careers')
  })

  it('publishes home pages with three desktop and mobile slides and explore links from the route table', async () => {
    const known = routePaths()
    const { docs } = await payload.find({ collection: 'home', pagination: false, depth: 0, where: { country: { equals: 'GLOBAL' } } })
    const home = docs[0]!
    expect(home._status).toBe('published')
    expect(home.sliders).toHaveLength(3)
    expect(home.mobile_sliders).toHaveLength(3)
    expect(home.explore_items?.length).toBeGreaterThanOrEqual(4)
    for (const item of home.explore_items ?? []) expect(known.has(item.link), item.link).toBe(true)
    expect(home.contents?.some((b) => b.blockType === 'content')).toBe(true)
  })

  it('stores the German translation on the same rows without losing the English', async () => {
    const [en, de] = await Promise.all(
      (['en', 'de'] as const).map(async (locale) => {
        const { docs } = await payload.find({ collection: 'home', locale, fallbackLocale: false, depth: 0, where: { country: { equals: 'GLOBAL' } } })
        return docs[0]!
      }),
    )
    expect(en.sliders?.[0]?.header).toBe('Tea grown by a family, in the hills it comes from')
    expect(de.sliders?.[0]?.header).toBe('Tee von einer Familie, aus den Bergen, in denen er wächst')
    expect(de.sliders?.map((s) => s.id)).toEqual(en.sliders?.map((s) => s.id))
    expect(de.contents?.map((b) => b.id)).toEqual(en.contents?.map((b) => b.id))

    const careers = await payload.find({ collection: 'pages', locale: 'de', fallbackLocale: false, where: { path: { equals: routes.careers } } })
    expect(careers.docs[0]?.title).toBe('Karriere')
  })

  it('indexes every seeded page for the search in both languages: German where translated, else English', async () => {
    const untranslated = pages.find((page) => !page.copy.de && !page.country)!
    const indexed = async (path: string, locale: 'en' | 'de') =>
      (await payload.find({ collection: 'search', locale, fallbackLocale: false, depth: 0, where: { url: { equals: path }, country: { equals: 'GLOBAL' } } })).docs.map((d) => d.title)
    expect(await indexed(routes.careers, 'en')).toEqual(['Careers'])
    expect(await indexed(routes.careers, 'de')).toEqual(['Karriere'])
    const title = untranslated.copy.en.title
    expect(await indexed(untranslated.path, 'en')).toEqual([title])
    expect(await indexed(untranslated.path, 'de')).toEqual([title])
  })

  it('gives every page SEO fields with a share image and its alt text', async () => {
    for (const doc of await seededPages(payload, 1)) {
      expect(doc.seo?.meta_title, doc.path).toBeTruthy()
      expect(doc.seo?.meta_description, doc.path).toBeTruthy()
      expect(doc.seo?.keywords, doc.path).toBeTruthy()
      expect(typeof doc.seo?.share_image === 'object' && doc.seo.share_image?.url, doc.path).toBeTruthy()
      expect(doc.seo?.share_image_alt, doc.path).toBeTruthy()
      expect(doc.contents?.length, doc.path).toBeGreaterThanOrEqual(1)
    }
  })
})
