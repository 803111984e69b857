import { describe, expect, it } from 'vitest'
import { PUBLIC_READ_MAX } from '@/cms/public-api-guards'
import { limits } from '@/config/limits'
import { editorToken } from './editor'
import { graphql, url } from './helpers'

/** Media has more published documents than the cap in the seed (the test checks that first). */
const COLLECTION = 'media'

async function list(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(url(`/api/${COLLECTION}?depth=0&${query}`), { headers })
  expect(response.status).toBe(200)
  return (await response.json()) as { docs: unknown[]; totalDocs: number; limit: number }
}

describe('anonymous reads through Payload’s REST and GraphQL are capped', () => {
  it.each([
    ['limit=0', 'limit=0'],
    ['a negative limit', 'limit=-1'],
    ['a huge limit', 'limit=100000'],
    ['pagination=false', 'pagination=false'],
  ])('%s gives one page of at most the cap', async (_case, query) => {
    const { docs, totalDocs } = await list(query)
    expect(totalDocs, 'the seed has more documents than the cap').toBeGreaterThan(PUBLIC_READ_MAX)
    expect(docs).toHaveLength(PUBLIC_READ_MAX)
  })

  it('leaves an ordinary limit alone', async () => {
    expect((await list('limit=7')).docs).toHaveLength(7)
  })

  it('caps GraphQL’s limit: -1 too', async () => {
    const { status, body } = await graphql('{ allMedia(limit: -1) { totalDocs docs { id } } }')
    expect(status).toBe(200)
    const result = body.data?.allMedia as { totalDocs: number; docs: unknown[] }
    expect(result.totalDocs).toBeGreaterThan(PUBLIC_READ_MAX)
    expect(result.docs).toHaveLength(PUBLIC_READ_MAX)
  })

  it('lets a signed-in editor list everything, as the admin may', async () => {
    const token = await editorToken()
    const { docs, totalDocs } = await list('limit=0', { Authorization: `JWT ${token}` })
    expect(docs).toHaveLength(totalDocs)
  })
})

describe('an id that is not a whole number', () => {
  it.each(['abc', 'a%2fb', '1e400', '%F0%9F%8D%B5'])('GET /api/pages/%s answers 404 with a JSON error, not 500', async (id) => {
    const response = await fetch(url(`/api/pages/${id}`))
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ errors: [{ message: 'Not Found' }] })
  })

  it('leaves /api/users/me (a named endpoint, not an id) alone', async () => {
    const response = await fetch(url('/api/users/me'))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ user: null })
  })
})

/** The anonymous bounds of src/config/limits.ts `query` (the servers run with the defaults). */
const { anonymous: BOUNDS } = limits.query()

/** `where[or][i][title][equals]=…` for each of `count` conditions, as qs reads them. */
const orConditions = (count: number, prefix = 'where') => Array.from({ length: count }, (_, i) => `${prefix}[or][${i}][title][equals]=t${i}`).join('&')

/** A filter with every condition allowed, at the deepest nesting, each an `in` list of `items` ids. */
function filterOf(items: number) {
  const leaves = Array.from({ length: BOUNDS.conditions }, (_, i) => ({ id: { [i % 2 ? 'in' : 'not_in']: Array.from({ length: items }, (_, j) => j + i) } }))
  let where: Record<string, unknown> = { or: leaves }
  for (let depth = 1; depth < BOUNDS.depth; depth++) where = { [depth % 2 ? 'and' : 'or']: [where] }
  return `depth=0&where=${encodeURIComponent(JSON.stringify(where))}`
}

/** The widest filter a visitor may send: the longest lists that still fit the query's byte bound. */
function worstAllowedQuery(): string {
  let items = BOUNDS.listItems
  while (filterOf(items).length > BOUNDS.bytes) items--
  return filterOf(items)
}

/** A POST that Payload answers as a GET (its admin's relationship pickers send these): the query in a form body. */
const readAsPost = (collection: string, body: string, type = 'application/x-www-form-urlencoded', headers: Record<string, string> = {}) =>
  fetch(url(`/api/${collection}`), { method: 'POST', body, headers: { 'content-type': type, 'x-payload-http-method-override': 'GET', ...headers } })

async function refusal(response: Response): Promise<string> {
  expect(response.status).toBe(400)
  const body = (await response.json()) as { errors: { message: string }[] }
  return body.errors[0]!.message
}

describe('a visitor’s filter is bounded before Payload runs it', () => {
  it('answers a filter up to the bounds, and 400 naming the bound past each', async () => {
    expect((await fetch(url(`/api/pages?depth=0&${orConditions(BOUNDS.conditions)}`))).status).toBe(200)
    expect(await refusal(await fetch(url(`/api/pages?depth=0&${orConditions(BOUNDS.conditions + 1)}`)))).toMatch(/more than 20 conditions/)
    const deep = `where${'[and][0]'.repeat(BOUNDS.depth + 1)}[title][equals]=x`
    expect(await refusal(await fetch(url(`/api/pages?${deep}`)))).toMatch(/deeper than 3 levels/)
    const list = Array.from({ length: BOUNDS.listItems + 1 }, (_, i) => i).join(',')
    expect(await refusal(await fetch(url(`/api/pages?where[id][in]=${list}`)))).toMatch(/more than 50 items/)
    expect(await refusal(await fetch(url(`/api/pages?${Array.from({ length: BOUNDS.params + 1 }, (_, i) => `p${i}=1`).join('&')}`)))).toMatch(/parameters/)
    expect(await refusal(await fetch(url(`/api/pages?where[title][equals]=${'x'.repeat(BOUNDS.bytes)}`)))).toMatch(/bytes long/)
  })

  it('bounds a filter sent as JSON text, and in a POST read as a GET, the same way', async () => {
    const wide = JSON.stringify({ or: Array.from({ length: 2000 }, (_, i) => ({ title: { equals: `t${i}` } })) })
    expect(await refusal(await fetch(url(`/api/pages?where=${encodeURIComponent(JSON.stringify({ or: JSON.parse(wide).or.slice(0, 21) }))}`)))).toMatch(/more than 20 conditions/)
    // 2,000 conditions in 125 KB used to answer 500 after 3–4.5 s; 3,000 in a form body ran a server out of memory.
    expect(await refusal(await readAsPost('pages', `where=${encodeURIComponent(wide)}`))).toMatch(/bytes long/)
    expect(await refusal(await readAsPost('pages', orConditions(3000)))).toMatch(/bytes long/)
    expect(await refusal(await readAsPost('pages', orConditions(BOUNDS.conditions + 1)))).toMatch(/more than 20 conditions/)
    expect((await readAsPost('pages', `depth=0&${orConditions(BOUNDS.conditions)}`)).status).toBe(200)
  })

  it('lets a signed-in editor send wider filters, still bounded', async () => {
    const headers = { Authorization: `JWT ${await editorToken()}` }
    expect((await readAsPost('pages', `depth=0&${orConditions(150)}`, undefined, headers)).status).toBe(200)
    expect(await refusal(await readAsPost('pages', `depth=0&${orConditions(201)}`, undefined, headers))).toMatch(/more than 200 conditions/)
    // A made-up login gets a visitor's bounds.
    expect(await refusal(await readAsPost('pages', orConditions(150), undefined, { Authorization: 'JWT not-a-token' }))).toMatch(/bytes long|parameters/)
  })

  it('does not take Payload’s own batched read of related documents for a visitor’s filter', async () => {
    // 200 pages at depth 1: the pictures of their headers and blocks are read in one `id in […]`, longer than a visitor's list.
    const response = await fetch(url('/api/pages?limit=200&depth=1'))
    expect(response.status).toBe(200)
    const pictures = new Set<unknown>()
    JSON.parse(await response.text(), (key, value) => {
      if (value && typeof value === 'object' && 'mimeType' in value) pictures.add(value.id)
      return value
    })
    expect(pictures.size).toBeGreaterThan(BOUNDS.listItems)
  })

  it('bounds GraphQL’s where lists too', async () => {
    const paths = Array.from({ length: 540 }, (_, i) => `"/p${i}"`).join(',')
    const { status, body } = await graphql(`{ Pages(where: { path: { in: [${paths}] } }) { docs { id } } }`)
    expect(status).toBeLessThan(500)
    expect(body.errors?.[0]?.message).toMatch(/more than 50 items/)
  })

  it('never holds the event loop: a static file fetched while visitors send the widest filters answers at once', async () => {
    const html = await (await fetch(url('/'))).text()
    const file = /\/_next\/static\/[^"']+\.js/.exec(html)![0]
    const timed = async (request: () => Promise<Response>) => {
      const started = performance.now()
      const response = await request()
      await response.arrayBuffer()
      return { status: response.status, ms: Math.round(performance.now() - started) }
    }
    await timed(() => fetch(url(file)))
    const worst = worstAllowedQuery()
    const alone = await timed(() => fetch(url(`/api/pages?${worst}`)))
    expect(alone.status).toBe(200)
    // Side by side: the worst allowed filter and the refused 2,000-condition body, then the file.
    const wide = `where=${encodeURIComponent(JSON.stringify({ or: Array.from({ length: 2000 }, (_, i) => ({ title: { equals: `t${i}` } })) }))}`
    const queries = [timed(() => fetch(url(`/api/pages?${worst}`))), timed(() => readAsPost('pages', wide))]
    await new Promise((resolve) => setTimeout(resolve, 10))
    const during = await timed(() => fetch(url(file)))
    const answers = await Promise.all(queries)
    console.info(`worst allowed anonymous filter: ${alone.ms} ms alone; side by side with a refused 2,000-condition body: ${answers.map((a) => `${a.status} in ${a.ms} ms`).join(', ')}; static file during them: ${during.ms} ms`)
    expect(answers.map((a) => a.status)).toEqual([200, 400])
    expect(during.status).toBe(200)
    // The refused body adds nothing: the file waits no longer than the worst allowed filter takes alone, give or
    // take a busy machine's second (before the bounds, a 2,000-condition body held it 3.9 s, or for good).
    expect(during.ms).toBeLessThan(alone.ms + 1000)
  })
})
