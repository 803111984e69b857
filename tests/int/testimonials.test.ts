import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routes } from '@/routes'
import { editorToken } from './editor'
import { testPayload, unique, url } from './helpers'

/**
 * GET /dmc-apis/filterTestimonials: year, month and keyword filters, newest first, pagination
 * meta, the country rule, drafts hidden, and 400s for bad parameters. The test's own testimonials
 * are dated 1995, a year the seed does not use, and carry a word no other document has.
 */
const word = unique('oolong')
const authorWord = unique('Fairweather')
const ids: number[] = []

type Item = { slug: string; url: string; author: string; text: string; date: string; role: string | null; place: string | null }
type ListBody = { data: Item[]; meta: { page: number; size: number; total: number; totalPages: number } }

async function list(query: string): Promise<ListBody> {
  const response = await fetch(url(`/dmc-apis/filterTestimonials?${query}`))
  expect(response.status, query).toBe(200)
  return response.json()
}

/** Created as an editor through REST, as the admin does, so the server's caches are revalidated. */
async function create(token: string, data: Record<string, unknown>, { draft = false } = {}) {
  const response = await fetch(url(`/api/testimonials${draft ? '?draft=true' : ''}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ country: 'GLOBAL', _status: draft ? 'draft' : 'published', ...data }),
  })
  expect(response.status).toBe(201)
  ids.push((await response.json()).doc.id)
}

const months = [1, 1, 2, 3, 3, 3, 11]

beforeAll(async () => {
  const token = await editorToken()
  for (const [i, month] of months.entries()) {
    await create(token, {
      slug: `${word}-${i}`,
      author_name: `Guest ${i}`,
      role: 'Tea lover',
      place: 'Test Town',
      text: `Cup number ${i} of ${word} was lovely.`,
      date: `1995-${String(month).padStart(2, '0')}-${String(10 + i).padStart(2, '0')}T00:00:00.000Z`,
    })
  }
  await create(token, { slug: `${word}-nz`, author_name: 'Kiri Guest', text: `A New Zealand ${word} morning.`, date: '1995-06-01T00:00:00.000Z', country: 'NZ' })
  await create(token, { slug: `${word}-author`, author_name: `Ada ${authorWord}`, text: 'Nothing but praise.', date: '1996-04-01T00:00:00.000Z' })
  await create(token, { slug: `${word}-draft`, author_name: 'Draft Guest', text: `An unpublished ${word} note.`, date: '1995-05-01T00:00:00.000Z' }, { draft: true })
})

afterAll(async () => {
  const payload = await testPayload()
  await payload.delete({ collection: 'testimonials', where: { id: { in: ids } }, context: { disableRevalidate: true } })
})

describe('GET /dmc-apis/filterTestimonials', () => {
  it('filters by year, newest first, with the item shape and default page size', async () => {
    const { data, meta } = await list('year=1995')
    expect(meta).toEqual({ page: 1, size: 6, total: 7, totalPages: 2 })
    expect(data).toHaveLength(6)
    const dates = data.map((item) => item.date)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(data[0]).toMatchObject({ slug: `${word}-6`, url: routes.family.testimonials, author: 'Guest 6', role: 'Tea lover', place: 'Test Town' })
    expect(data[0]!.date.slice(0, 7)).toBe('1995-11')
    expect(data.map((item) => item.slug)).not.toContain(`${word}-draft`)
  })

  it('filters by year and month, and by month alone across years', async () => {
    const march = await list('year=1995&month=3&size=20')
    expect(march.meta.total).toBe(3)
    expect(march.data.every((item) => item.date.startsWith('1995-03'))).toBe(true)

    const november = await list('month=11&size=100')
    expect(november.data.map((item) => item.slug)).toContain(`${word}-6`)
    expect(november.data.length).toBeGreaterThan(1)
    expect(november.data.every((item) => item.date.slice(5, 7) === '11')).toBe(true)
  })

  it('pages through the results with matching meta', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`year=1995&size=3&page=${page}`)))
    expect(pages.map((p) => p.meta)).toEqual([1, 2, 3].map((page) => ({ page, size: 3, total: 7, totalPages: 3 })))
    expect(pages.map((p) => p.data.length)).toEqual([3, 3, 1])
    const slugs = pages.flatMap((p) => p.data.map((item) => item.slug))
    expect(new Set(slugs).size).toBe(7)
    expect(slugs.at(-1)).toBe(`${word}-0`)
    expect((await list('year=1995&size=3&page=4')).data).toEqual([])
  })

  it('matches the keyword in the quote or in the author’s name', async () => {
    const byText = await list(`keyword=${word}&size=20`)
    expect(byText.meta.total).toBe(7)
    expect(byText.data.every((item) => item.text.includes(word))).toBe(true)
    const byAuthor = await list(`keyword=${authorWord}`)
    expect(byAuthor.data.map((item) => item.author)).toEqual([`Ada ${authorWord}`])
    expect((await list(`keyword=${word}&year=1995&month=3`)).meta.total).toBe(3)
    expect((await list(`keyword=${unique('nothing')}`)).meta).toMatchObject({ total: 0, totalPages: 0 })
  })

  it('applies the country rule: a country sees its own testimonials and GLOBAL’s, no other country’s', async () => {
    const nz = await list(`country=NZ&keyword=${word}&size=20`)
    expect(nz.meta.total).toBe(8)
    expect(nz.data[0]!.slug).toBe(`${word}-6`)
    expect(nz.data.map((item) => item.slug)).toContain(`${word}-nz`)
    for (const country of ['GLOBAL', 'DE']) {
      const other = await list(`country=${country}&keyword=${word}&size=20`)
      expect(other.meta.total, country).toBe(7)
      expect(other.data.map((item) => item.slug), country).not.toContain(`${word}-nz`)
    }
  })

  it.each([
    ['month=13', /^month must be a whole number from 1 to 12/],
    ['month=0', /^month must be a whole number from 1 to 12/],
    ['year=1800', /^year must be a whole number from 1990 to 2100/],
    ['year=twenty', /^year must be a whole number/],
    [`keyword=${'a'.repeat(101)}`, /^keyword must be at most 100 characters/],
    ['page=0', /^page must be a whole number/],
    ['size=101', /^size must be a whole number from 1 to 100/],
    ['country=XX1', /^country must be/],
  ])('answers 400 for %s', async (query, message) => {
    const response = await fetch(url(`/dmc-apis/filterTestimonials?${query}`))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'invalid_query', message: expect.stringMatching(message) } })
  })

  it('registers published testimonials in the site search, linked to the list filtered by author', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'search', where: { title: { equals: `Ada ${authorWord}` } }, limit: 5 })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ type: 'Testimonial', url: `${routes.family.testimonials}?keyword=${encodeURIComponent(`Ada ${authorWord}`)}` })
  })
})
