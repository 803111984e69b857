import { describe, expect, it } from 'vitest'
import { routes } from '@/routes'
import { newsSeeds } from '@/seed/media-items/news'
import { url } from './helpers'

/**
 * GET /dmc-apis/media_search (issue 8): the media pages' search box. It searches the site index
 * within /media, always in English (the spec fixes the call's language), in the visitor's country.
 */
type Hit = { title: string; excerpt: string; type: string; url: string; slug: string }

async function search(query: string): Promise<{ status: number; data: Hit[]; total: number; body: { error?: { message: string } } }> {
  const response = await fetch(url(`/dmc-apis/media_search?${query}`))
  const body = await response.json()
  return { status: response.status, data: body.data ?? [], total: body.meta?.total ?? 0, body }
}

const kirikanda = newsSeeds.find((seed) => seed.en.title.startsWith('First flush at Kirikanda'))!

describe('GET /dmc-apis/media_search', () => {
  it('finds media items and keeps to the media section', async () => {
    const { status, data, total } = await search('keyword=kirikanda&size=50')
    expect(status).toBe(200)
    expect(data).toContainEqual(expect.objectContaining({ title: kirikanda.en.title, url: routes.media.news(kirikanda.slug), slug: kirikanda.slug }))
    expect(total).toBe(data.length)
    // The tea estates and teas named Kirikanda live outside /media: the general search finds more.
    for (const hit of data) expect(hit.url.startsWith(`${routes.media.root}/`)).toBe(true)
    const general = await (await fetch(url('/dmc-apis/general_search?keyword=kirikanda&size=50'))).json()
    expect(general.meta.total).toBeGreaterThan(total)
  })

  it('answers in English whatever language is asked for', async () => {
    const english = await search('keyword=tasting%20room&lang=en')
    const german = await search('keyword=tasting%20room&lang=de')
    expect(english.total).toBeGreaterThan(0)
    expect(german.data).toEqual(english.data)
  })

  it('matches words by their start and pages the results', async () => {
    const first = await search('keyword=estat&size=2&page=1')
    const second = await search('keyword=estat&size=2&page=2')
    expect(first.total).toBeGreaterThan(2)
    expect(first.data).toHaveLength(2)
    expect(second.data).toHaveLength(2)
    expect(second.data.map((hit) => hit.url)).not.toContain(first.data[0].url)
  })

  it.each([
    ['', /keyword is required/],
    ['keyword=%20%25', /keyword must contain at least one letter or digit/],
    [`keyword=${'a'.repeat(101)}`, /keyword must be at most 100 characters/],
    ['keyword=tea&page=0', /page/],
  ])('answers 400 for "%s"', async (query, message) => {
    const { status, body } = await search(query)
    expect(status).toBe(400)
    expect(body.error?.message).toMatch(message)
  })
})
