import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchSite } from '@/data/site-search'
import { createPage as createTestPage, richText, testPayload, unique, url } from './helpers'
import type { Page } from '@/payload-types'

/**
 * Site-wide search (issue section 5): the index holds published documents only, with title,
 * excerpt, type and url; title matches rank before body matches; per country and language.
 */
const word = unique('kandy')
const prefix = `/${unique('search')}`
const ids: number[] = []
/** A fresh context per call: the search plugin remembers synced documents in the context object. */
const ctx = () => ({ disableRevalidate: true })

const GLOBAL_EN = { country: 'GLOBAL', locale: 'en' } as const
/** The seeded picture the title-match page carries as its banner: its result's thumbnail. */
let banner: { id: number; alt: string; width: number; height: number; url: string }

async function createPage(slug: string, data: Partial<Page> & { title: string }, options: { draft?: boolean } = {}) {
  const doc = await createTestPage({ path: `${prefix}/${slug}`, ...data }, options)
  ids.push(doc.id)
  return doc
}

beforeAll(async () => {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'media', where: { mimeType: { equals: 'image/jpeg' } }, limit: 1, depth: 0 })
  const [picture] = docs
  banner = { id: picture.id, alt: picture.alt, width: picture.width!, height: picture.height!, url: picture.url! }
  // Body-only matches first, so that creation order cannot explain the ranking.
  await createPage('in-block', {
    title: 'Estate diary',
    contents: [{ blockType: 'content', header: 'Morning plucking', content: richText(`The ${word} hills were wet with dew.`) }],
  })
  await createPage('in-intro', { title: 'A letter from the factory', intro: `We rolled the ${word} leaf by hand.` })
  await createPage('in-title', {
    title: `The ${word} garden`,
    intro: 'Terraces of old seedling tea above the lake.',
    header_image: banner.id,
    seo: { meta_description: 'Old seedling tea above the lake, picked by hand.' },
  })
  await createPage('drafted', { title: `${word} draft`, intro: 'Not ready yet.' }, { draft: true })
})

afterAll(async () => {
  const payload = await testPayload()
  await payload.delete({ collection: 'pages', where: { id: { in: ids } }, context: ctx() })
})

describe('the search index', () => {
  it('holds one row per published page, with excerpt, type, url and country', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'search', where: { url: { like: prefix } }, sort: 'url', limit: 10 })
    expect(docs.map((d) => d.url)).toEqual([`${prefix}/in-block`, `${prefix}/in-intro`, `${prefix}/in-title`])
    const garden = docs.find((d) => d.url === `${prefix}/in-title`)!
    expect(garden).toMatchObject({ title: `The ${word} garden`, type: 'Page', country: 'GLOBAL' })
    expect(garden.excerpt).toBe('Old seedling tea above the lake, picked by hand.')
    const diary = docs.find((d) => d.url === `${prefix}/in-block`)!
    expect(diary.body).toContain(`The ${word} hills were wet with dew.`)
    expect(diary.body).toContain('Morning plucking')
  })

  it('adds a page when it is published and removes it when it is unpublished', async () => {
    const payload = await testPayload()
    const drafted = ids[3]
    const inIndex = async () => (await payload.count({ collection: 'search', where: { 'doc.value': { equals: drafted }, 'doc.relationTo': { equals: 'pages' } } })).totalDocs
    expect(await inIndex()).toBe(0)
    await payload.update({ collection: 'pages', id: drafted, data: { _status: 'published' }, context: ctx() })
    expect(await inIndex()).toBe(1)
    await payload.update({ collection: 'pages', id: drafted, data: { _status: 'draft' }, context: ctx() })
    expect(await inIndex()).toBe(0)
  })
})

describe('searchSite()', () => {
  it('ranks title matches before body matches and excludes drafts', async () => {
    const { results, total } = await searchSite(word, GLOBAL_EN, { page: 1, size: 10 })
    expect(total).toBe(3)
    expect(results[0]).toEqual({
      title: `The ${word} garden`,
      excerpt: 'Old seedling tea above the lake, picked by hand.',
      type: 'Page',
      url: `${prefix}/in-title`,
      slug: 'in-title',
      image: { url: banner.url, alt: banner.alt, width: banner.width, height: banner.height },
    })
    // A page without a picture has no thumbnail.
    expect(results.slice(1).map((r) => r.image)).toEqual([null, null])
    expect(results.slice(1).map((r) => r.url).sort()).toEqual([`${prefix}/in-block`, `${prefix}/in-intro`])
    expect(results.map((r) => r.title)).not.toContain(`${word} draft`)
    for (const result of results) expect(result.excerpt.length).toBeGreaterThan(0)
  })

  it('matches every word, in any case', async () => {
    expect((await searchSite(`${word.toUpperCase()} GARDEN`, GLOBAL_EN, { page: 1, size: 10 })).total).toBe(1)
    expect((await searchSite(`${word} nowhere-to-be-found`, GLOBAL_EN, { page: 1, size: 10 })).total).toBe(0)
  })

  it('pages through results', async () => {
    const second = await searchSite(word, GLOBAL_EN, { page: 2, size: 2 })
    expect(second).toMatchObject({ total: 3, totalPages: 2, page: 2 })
    expect(second.results).toHaveLength(1)
  })

  it("shows a country's own version of a page instead of the GLOBAL one", async () => {
    await createPage('in-title', { title: `The ${word} garden in Sri Lanka`, country: 'LK' })
    const lk = await searchSite(word, { country: 'LK', locale: 'en' }, { page: 1, size: 10 })
    expect(lk.total).toBe(3)
    expect(lk.results[0].title).toBe(`The ${word} garden in Sri Lanka`)
    const global = await searchSite(word, GLOBAL_EN, { page: 1, size: 10 })
    expect(global.results.map((r) => r.title)).not.toContain(`The ${word} garden in Sri Lanka`)
  })

  it('searches per language, falling back to English text', async () => {
    const payload = await testPayload()
    const page = await createPage('translated', { title: `${word} Teegarten english`, intro: 'Tea garden notes, in two languages.' })
    await payload.update({ collection: 'pages', id: page.id, locale: 'de', data: { title: `Der ${word} Teegarten` }, context: ctx() })
    const de = await searchSite(`${word} teegarten`, { country: 'GLOBAL', locale: 'de' }, { page: 1, size: 10 })
    expect(de.results.map((r) => r.title)).toEqual([`Der ${word} Teegarten`])
    expect(de.results[0].type).toBe('Seite')
    // Pages never written in German are found from the German site through their English text.
    const fallback = await searchSite(`${word} hills`, { country: 'GLOBAL', locale: 'de' }, { page: 1, size: 10 })
    expect(fallback.results.map((r) => r.url)).toEqual([`${prefix}/in-block`])
  })
})

describe('the full-text index', () => {
  const urls = async (keyword: string, variant = GLOBAL_EN) => (await searchSite(keyword, variant, { page: 1, size: 20 })).results.map((r) => r.url)

  it('matches words by their start, and reads query syntax as plain words', async () => {
    expect(await urls(word.slice(0, -2))).toContain(`${prefix}/in-title`)
    expect(await urls(`"${word}" OR NEAR(x`)).toEqual([])
    expect((await urls(`${word}* (garden)`))[0]).toBe(`${prefix}/in-title`)
  })

  it('follows edits, priorities and deletions of index rows', async () => {
    const payload = await testPayload()
    const renamed = unique('assam')
    const page = await createPage('renamed', { title: `${word} renamed`, intro: 'Notes from the rolling room.' })
    expect(await urls(renamed)).toEqual([])
    await payload.update({ collection: 'pages', id: page.id, data: { title: `${renamed} notes` }, context: ctx() })
    expect(await urls(renamed)).toEqual([`${prefix}/renamed`])
    expect(await urls(`${word} rolling`)).toEqual([])

    // Among equal matches, the higher priority comes first, whatever the age.
    const other = await createPage('second', { title: `${renamed} second` })
    expect(await urls(renamed)).toEqual([`${prefix}/renamed`, `${prefix}/second`])
    const row = (await payload.find({ collection: 'search', where: { url: { equals: `${prefix}/second` } }, limit: 1 })).docs[0]!
    await payload.update({ collection: 'search', id: row.id, data: { priority: 50 } })
    expect(await urls(renamed)).toEqual([`${prefix}/second`, `${prefix}/renamed`])

    await payload.delete({ collection: 'pages', id: other.id, context: ctx() })
    expect(await urls(renamed)).toEqual([`${prefix}/renamed`])
  })
})

describe('GET /dmc-apis/general_search', () => {
  it('answers ranked results with title, excerpt, type, url, slug and thumbnail', async () => {
    const response = await fetch(url(`/dmc-apis/general_search?keyword=${encodeURIComponent(word)}`))
    expect(response.status).toBe(200)
    const body = await response.json()
    const results = body.data as { title: string; excerpt: string; type: string; url: string; slug: string }[]
    expect(results).toContainEqual({
      title: `The ${word} garden`,
      excerpt: 'Old seedling tea above the lake, picked by hand.',
      type: 'Page',
      url: `${prefix}/in-title`,
      slug: 'in-title',
      image: { url: expect.stringMatching(/\/api\/media\/file\/[^/]+\.jpg$/), alt: banner.alt, width: banner.width, height: banner.height },
    })
    expect(results.every((r) => r.title && r.excerpt && r.type && r.url && r.slug)).toBe(true)
    // Every title match comes before every body-only match.
    const inTitle = results.map((r) => r.title.toLowerCase().includes(word))
    expect(inTitle).toEqual([...inTitle].sort((a, b) => Number(b) - Number(a)))
    expect(inTitle.filter((x) => !x).length).toBeGreaterThanOrEqual(2)
    expect(body.meta.total).toBe(results.length)
  })

  it('finds seeded podcast episodes by their transcript, linking to the episode page', async () => {
    const response = await fetch(url('/dmc-apis/general_search?keyword=withering%20troughs'))
    expect(response.status).toBe(200)
    const results = (await response.json()).data as { title: string; type: string; url: string }[]
    expect(results).toContainEqual(
      expect.objectContaining({ title: 'Withering lofts and the smell of a good morning', type: 'Podcast episode', url: '/all-about-tea/dalumara-podcasts/from-the-estate/withering-lofts' }),
    )
  })

  it('answers 400 for a blank keyword', async () => {
    const response = await fetch(url('/dmc-apis/general_search?keyword=%20%25'))
    expect(response.status).toBe(400)
    expect((await response.json()).error.message).toMatch(/keyword/)
  })
})
