import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { detailEndpoint, listEndpoint } from '@/app/_api'
import { createPage, testPayload, unique, url } from './helpers'
import type { Page } from '@/payload-types'

/**
 * The /dmc-apis conventions (issue section 5): the factory's handlers are called directly with
 * Request objects over a temporary `pages` list, and the real endpoints are checked over HTTP.
 */
const prefix = `/${unique('conv')}`
const ids: number[] = []

const pagesList = listEndpoint({
  name: `test-pages-${prefix}`,
  collection: 'pages',
  keyField: 'path',
  where: () => ({ path: { like: prefix } }),
  sort: 'path',
  toItem: (page) => ({ slug: page.path.split('/').at(-1) ?? '', url: page.path, title: page.title }),
})

const pageByName = detailEndpoint({
  name: `test-page_by_name-${prefix}`,
  label: 'page',
  collection: 'pages',
  keyField: 'path',
  toKey: (name) => `${prefix}/${name}`,
  toItem: (page) => ({ slug: page.path.split('/').at(-1), url: page.path, title: page.title, country: page.country }),
})

const list = (query = '') => pagesList(new Request(`http://test.local/dmc-apis/pages${query}`))
const detail = (name: string, query = '') =>
  pageByName(new Request(`http://test.local/dmc-apis/page_by_name/${name}${query}`), { params: Promise.resolve({ name }) })

beforeAll(async () => {
  const make = async (slug: string, title: string, country: Page['country'] = 'GLOBAL', draft = false) => {
    ids.push((await createPage({ title, path: `${prefix}/${slug}`, country }, { draft })).id)
  }
  await make('a-first', 'First tea note')
  await make('b-second', 'Second tea note')
  await make('c-third', 'Third tea note')
  await make('b-second', 'Second tea note for Sri Lanka', 'LK')
  await make('d-draft', 'Unpublished note', 'GLOBAL', true)
})

afterAll(async () => {
  const payload = await testPayload()
  await payload.delete({ collection: 'pages', where: { id: { in: ids } }, context: { disableRevalidate: true } })
})

describe('list endpoints built by the factory', () => {
  it('answers {data, meta} with defaults page 1 and size 20, published items only', async () => {
    const response = await list()
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.meta).toEqual({ page: 1, size: 20, total: 3, totalPages: 1 })
    expect(body.data.map((item: { slug: string }) => item.slug)).toEqual(['a-first', 'b-second', 'c-third'])
  })

  it('gives every item a slug and a site url', async () => {
    const { data } = await (await list()).json()
    for (const item of data) {
      expect(item.slug).toMatch(/^[a-z]-[a-z]+$/)
      expect(item.url).toBe(`${prefix}/${item.slug}`)
    }
  })

  it('pages with page and size', async () => {
    const body = await (await list('?page=2&size=2')).json()
    expect(body.meta).toEqual({ page: 2, size: 2, total: 3, totalPages: 2 })
    expect(body.data).toHaveLength(1)
    expect(body.data[0].slug).toBe('c-third')
    const beyond = await (await list('?page=9&size=2')).json()
    expect(beyond.data).toEqual([])
    expect(beyond.meta.total).toBe(3)
  })

  it("shows a country its own items plus the GLOBAL items it has not overridden", async () => {
    const body = await (await list('?country=lk')).json()
    expect(body.meta.total).toBe(3)
    const second = body.data.filter((item: { slug: string }) => item.slug === 'b-second')
    expect(second).toEqual([expect.objectContaining({ title: 'Second tea note for Sri Lanka' })])
    // A country with no items of its own sees GLOBAL's.
    const germany = await (await list('?country=DE')).json()
    expect(germany.data.map((item: { title: string }) => item.title)).toEqual(['First tea note', 'Second tea note', 'Third tea note'])
  })

  it('is cacheable by shared caches', async () => {
    const cache = (await list()).headers.get('cache-control') ?? ''
    expect(cache).toMatch(/public/)
    expect(cache).toMatch(/s-maxage=\d+/)
    expect(cache).toMatch(/stale-while-revalidate=\d+/)
  })

  it.each([
    ['?page=0', /page must be a whole number/],
    ['?page=-1', /page must be a whole number/],
    ['?page=abc', /page must be a whole number/],
    ['?page=1.5', /page must be a whole number/],
    ['?size=0', /size must be a whole number from 1 to 100/],
    ['?size=101', /size must be a whole number from 1 to 100/],
    ['?size=ten', /size must be a whole number from 1 to 100/],
    ['?page=99999999999999999999', /page must be a whole number/],
    ['?lang=fr', /lang must be one of en, de/],
    ['?country=XX', /country must be GLOBAL or a two-letter ISO 3166 country code/],
  ])('answers 400 with a clear message for %s', async (query, message) => {
    const response = await list(query)
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body).toEqual({ error: { code: 'invalid_query', message: expect.stringMatching(message) } })
  })

  it('answers unexpected failures with a logged 500 in the same shape', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = listEndpoint({
      name: `test-failing-${prefix}`,
      read: async () => {
        throw new Error('database went away')
      },
    })
    const response = await failing(new Request('http://test.local/dmc-apis/failing'))
    expect(response.status).toBe(500)
    const body = await response.json()
    expect(body.error.code).toBe('internal_error')
    expect(JSON.stringify(body)).not.toContain('database went away')
    expect(errors).toHaveBeenCalled()
    errors.mockRestore()
  })
})

describe('detail endpoints built by the factory', () => {
  it('answers {data: {...}} for a known item', async () => {
    const response = await detail('a-first')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      data: { slug: 'a-first', url: `${prefix}/a-first`, title: 'First tea note', country: 'GLOBAL' },
    })
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/)
  })

  it("prefers the visitor's country's own record", async () => {
    const { data } = await (await detail('b-second', '?country=LK')).json()
    expect(data.country).toBe('LK')
    expect((await (await detail('b-second')).json()).data.country).toBe('GLOBAL')
  })

  it("never answers another country's record", async () => {
    ids.push((await createPage({ title: 'Only in Australia', path: `${prefix}/e-only-au`, country: 'AU' })).id)
    expect((await detail('e-only-au', '?country=AU')).status).toBe(200)
    expect((await detail('e-only-au')).status).toBe(404)
    expect((await detail('e-only-au', '?country=LK')).status).toBe(404)
  })

  it('answers 404 {error: {code, message}} for unknown items and drafts', async () => {
    for (const name of ['no-such-note', 'd-draft']) {
      const response = await detail(name)
      expect(response.status).toBe(404)
      const body = await response.json()
      expect(body.error.code).toBe('not_found')
      expect(body.error.message).toContain(name)
    }
  })

  it('answers 400 for invalid variant parameters', async () => {
    const response = await detail('a-first', '?lang=xx')
    expect(response.status).toBe(400)
    expect((await response.json()).error.message).toMatch(/lang/)
  })
})

describe('the real endpoints over HTTP', () => {
  it('validates page and size on general_search', async () => {
    for (const [query, message] of [
      ['keyword=tea&page=0', /page/],
      ['keyword=tea&size=500', /size must be a whole number from 1 to 100/],
      ['', /keyword is required/],
    ] as const) {
      const response = await fetch(url(`/dmc-apis/general_search?${query}`))
      expect(response.status).toBe(400)
      expect((await response.json()).error.message).toMatch(message)
    }
  })

  it('answers lists with the meta shape and cache headers', async () => {
    const response = await fetch(url('/dmc-apis/general_search?keyword=tea&size=5'))
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(Array.isArray(body.data)).toBe(true)
    expect(body.meta).toEqual({
      page: 1,
      size: 5,
      total: expect.any(Number),
      totalPages: Math.ceil(body.meta.total / 5),
    })
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/)
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await fetch(url('/dmc-apis/no_such_call'))
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: expect.stringContaining('/dmc-apis/no_such_call') } })
  })

  it('caches languages-and-countries publicly', async () => {
    const response = await fetch(url('/dmc-apis/languages-and-countries'))
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/)
  })
})
