import net from 'node:net'
import type { Where } from 'payload'
import { describe, expect, inject, it } from 'vitest'
import { publicPostRoutes } from '../../scripts/test/fuzz-targets.mjs'
import { pdfFile } from './cv-files'
import { testPayload, url } from './helpers'
import { fromNewAddress, inOneRateWindow } from './submissions'

/**
 * Issue 10, hostile input: the worst answers `npm run fuzz` found (each was a 500 or a 4xx without a
 * JSON message before its fix), and the two guards every public POST must have: a body-size limit
 * (413) and a per-address rate limit (429 with Retry-After), both answered as JSON with a message.
 */

type Sent = { body?: BodyInit; headers?: Record<string, string> }

const json = (value: unknown): Sent => ({ body: JSON.stringify(value), headers: { 'content-type': 'application/json' } })

function multipart(fields: Record<string, string>, file?: Buffer): Sent {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (file) form.append('cv', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'cv.pdf')
  return { body: form }
}

/** Past 16 KB (the JSON calls' limit), within four times it, so the server reads it to the end and the answer arrives on a usable connection. */
const OVER_JSON_LIMIT = 'x'.repeat(20 * 1024)

/**
 * How to send each public POST an oversized body and a cheap one (counted by the limiter, storing nothing).
 * The routes come from the source tree: a new public POST fails the first test until it is added here.
 */
const PUBLIC_POSTS: Record<string, { oversized: () => Sent; cheap: () => Sent }> = {
  newsletter_subscription: { oversized: () => json({ data: { email: `${OVER_JSON_LIMIT}@example.com` } }), cheap: () => json({ data: { email: 'not-an-address' } }) },
  'contact-us-submits': { oversized: () => json({ name: 'A', message: OVER_JSON_LIMIT }), cheap: () => json({}) },
  share_count: { oversized: () => json({ item: OVER_JSON_LIMIT, network: 'x' }), cheap: () => json({}) },
  teaquiz_results: { oversized: () => json({ answers: OVER_JSON_LIMIT }), cheap: () => ({}) },
  // 5 MB file plus 70 KB: past the CV body's 5 MB + 64 KB.
  submit_cv: { oversized: () => multipart({ name: 'A' }, Buffer.concat([pdfFile(), Buffer.alloc(5 * 1024 * 1024 + 70 * 1024)])), cheap: () => multipart({}) },
}

const names = publicPostRoutes().map((route: { path: string }) => route.path.split('/').at(-1)!)

const post = (name: string, sent: Sent, headers: Record<string, string> = fromNewAddress()) =>
  fetch(url(`/dmc-apis/${name}`), { method: 'POST', body: sent.body, headers: { ...sent.headers, ...headers } })

/** The message of an error answer: `{error: {message}}`, the newsletter's `{error: "…"}`, or GraphQL's `{errors: [{message}]}`. */
async function errorMessage(response: Response): Promise<string> {
  expect(response.headers.get('content-type')).toMatch(/json/)
  const body = await response.json()
  const message = typeof body.error === 'string' ? body.error : (body.error?.message ?? body.errors?.[0]?.message)
  expect(typeof message).toBe('string')
  return message
}

describe('every public POST', () => {
  it('is known here: the list read from src/app/dmc-apis matches the table of how to send each', () => {
    expect(names.sort()).toEqual(Object.keys(PUBLIC_POSTS).sort())
  })

  it.each(names)('%s refuses an oversized body with 413 and a JSON message', async (name) => {
    const response = await post(name, PUBLIC_POSTS[name].oversized())
    expect(response.status).toBe(413)
    expect(await errorMessage(response)).toMatch(/large/i)
  })

  it.each(names)('%s answers 429 with Retry-After and a JSON message past the per-address limit', async (name) => {
    const max = inject('rateLimitMax')
    const headers = fromNewAddress()
    await inOneRateWindow(async () => {
      for (let i = 0; i < max; i++) expect((await post(name, PUBLIC_POSTS[name].cheap(), headers)).status).not.toBe(429)
      const response = await post(name, PUBLIC_POSTS[name].cheap(), headers)
      expect(response.status).toBe(429)
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await errorMessage(response)).toMatch(/^Too many requests/)
    })
    // Another address is not affected.
    expect((await post(name, PUBLIC_POSTS[name].cheap())).status).not.toBe(429)
  }, 90_000)
})

describe('answers the fuzz found wanting', () => {
  it.each([
    ['an API', '/dmc-apis/general_search?keyword=tea'],
    ['a form', '/dmc-apis/contact-us-submits'],
    ['a page', '/'],
    ['GraphQL', '/graphql'],
  ])('refuses TRACE on %s with 405 JSON (Next.js answered 500: fetch cannot carry TRACE)', async (_what, path) => {
    // fetch() refuses to send TRACE itself: speak HTTP/1.1 over a socket.
    const { status, headers, body } = await rawRequest('TRACE', path)
    expect(status).toBe(405)
    expect(headers['content-type']).toMatch(/json/)
    expect(JSON.parse(body).error.message).toMatch(/TRACE is not supported/)
    expect(headers['x-content-type-options']).toBe('nosniff')
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('answers %s on a read call with 405 JSON naming GET (Next.js sent an empty 405)', async (method) => {
    const response = await fetch(url('/dmc-apis/news'), { method, body: method === 'DELETE' ? undefined : '{}' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(await errorMessage(response)).toMatch(/GET/)
  })

  it('answers DELETE on the newsletter call with 405 in its own shape', async () => {
    const response = await fetch(url('/dmc-apis/newsletter_subscription'), { method: 'DELETE' })
    expect(response.status).toBe(405)
    expect(await response.json()).toEqual({ success: false, error: expect.stringMatching(/POST/) })
  })

  it('answers OPTIONS on a static API call (prerendered) with 204 and Allow, not an empty 405', async () => {
    const response = await fetch(url('/dmc-apis/languages-and-countries'), { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
  })

  it.each([
    ['GET', undefined, undefined, 405, /POST/],
    ['POST', 'text/plain', '{"query":"{ __typename }"}', 415, /application\/json/],
    ['POST', 'application/json; charset=utf-16', '{"query":"{ __typename }"}', 415, /application\/json/],
    ['POST', 'application/json', 'garbage', 400, /valid JSON/],
    ['POST', 'application/json', '[{"query":"{ __typename }"}]', 400, /one JSON object/],
    ['POST', 'application/json', '{"query": 5}', 400, /query string/],
    ['POST', 'application/json', '{"query":"subscription { x }"}', 400, /Subscriptions are not supported/],
    ['POST', 'application/json', JSON.stringify({ query: `{ ${'x'.repeat(70 * 1024)} }` }), 413, /larger than 64 KB/],
  ])('answers /graphql %s (%s) %s with %i and a GraphQL error', async (method, type, body, status, message) => {
    const response = await fetch(url('/graphql'), { method, body, headers: type ? { 'content-type': type } : {} })
    expect(response.status).toBe(status)
    expect(await errorMessage(response)).toMatch(message)
  })

  it('answers /graphql 406 as JSON when the client accepts only HTML', async () => {
    const response = await fetch(url('/graphql'), { method: 'POST', body: '{"query":"{ __typename }"}', headers: { 'content-type': 'application/json', accept: 'text/html' } })
    expect(response.status).toBe(406)
    expect(await errorMessage(response)).toMatch(/Accept/)
  })

  it('still answers a plain query', async () => {
    const response = await fetch(url('/graphql'), { method: 'POST', body: '{"query":"{ __typename }"}', headers: { 'content-type': 'application/json' } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } })
  })

  it('answers a CV whose PDF Payload refuses (no cross-reference table) with 400 naming the file, not 500', async () => {
    const email = `pdf-${Date.now()}@example.com`
    const broken = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1')
    const sent = multipart({ name: 'Nimal Silva', email, country: 'LK', phone: '771234567', position: 'Tea taster', consent: 'true' }, broken)
    const response = await post('submit_cv', sent)
    expect(response.status).toBe(400)
    expect((await response.json()).error.fields).toEqual({ cv: expect.stringMatching(/PDF, DOC or DOCX/) })
    const payload = await testPayload()
    expect((await payload.count({ collection: 'cv-submissions', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('answers a CV sent as JSON with 415 after reading the body, so the client gets the answer', async () => {
    const response = await post('submit_cv', json({ padding: 'x'.repeat(200 * 1024) }))
    expect(response.status).toBe(415)
    expect(await errorMessage(response)).toMatch(/multipart/)
  })
})

describe('answers the fuzz found wanting: pages, files and Payload', () => {
  it.each(['/', '/careers', '/our-products/our-teas/index.html'])('refuses a multipart POST without a boundary to the page %s with 405 (Next.js took it for a server action and answered 500)', async (path) => {
    const response = await fetch(url(path), { method: 'POST', body: 'a=1', headers: { 'content-type': 'multipart/form-data' } })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
  })

  it.each(['toString', 'constructor', '__proto__'])('answers a product page named after an inherited member (%s) with 404, not 500', async (slug) => {
    const response = await fetch(url(`/our-products/our-teas/tea-ranges/product-details/${slug}`))
    expect(response.status).toBe(404)
  })

  it('leaves draft mode to the home page when the path to return to carries a NUL or bytes that are not UTF-8 (500s before)', async () => {
    for (const path of ['%2F%00', '%2Fcareers%c0%ae%c0%ae%2F']) {
      const response = await fetch(url(`/preview/exit?path=${path}`), { redirect: 'manual' })
      expect(response.status).toBe(307)
      expect(response.headers.get('location')).toMatch(/^(https?:\/\/[^/]+)?\/$/)
    }
  })

  it('still returns to a plain site path after a preview', async () => {
    const response = await fetch(url('/preview/exit?path=%2Fcareers'), { redirect: 'manual' })
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toMatch(/\/careers$/)
  })

  it.each([
    ['/flags/%zz.svg', /text\/plain/],
    ['/media/%zz/rss.xml', /text\/plain/],
    ['/api/pages/%zz', /json/],
    ['/api/%zz', /json/],
  ])('answers a malformed %%-escape in %s with 400, not 500', async (path, type) => {
    const response = await fetch(url(path))
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(type)
  })

  it('answers a media file that does not exist with 404 (Payload answered 500), and its sizes with it too', async () => {
    const file = await fetch(url('/api/media/file/no-such-picture.jpg'))
    expect(file.status).toBe(404)
    expect(await errorMessage(file)).toMatch(/No file/)
    const image = await fetch(url('/img/no-such-picture.jpg/640.webp'))
    expect(image.status).toBe(404)
  })

  it.each(['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=x'])(
    'answers a Payload REST POST with an unreadable %s body with 400 JSON (Payload answered 500)',
    async (type) => {
      const response = await fetch(url('/api/users/login'), { method: 'POST', body: '{"email":"a@example.com","password":"x"}', headers: { 'content-type': type } })
      expect(response.status).toBe(400)
      expect(await errorMessage(response)).toMatch(/multipart/)
    },
  )
})

describe('malformed filters and file names answer 4xx with a message, never 500', () => {
  it.each(['/api/media/file/a%00b.jpg', '/api/media/file/a%0Ab.jpg', '/api/media/file/%1F.png', '/media/a%00b.jpg', '/img/a%00b.jpg/828.webp', '/our-products%00', '/a%7Fb'])(
    'a control character in the path (%s): 400',
    async (path) => {
      const response = await fetch(url(path))
      expect(response.status).toBe(400)
      if (path.startsWith('/api/')) expect(await errorMessage(response)).toMatch(/control character/)
      else expect(await response.text()).toMatch(/control character/)
    },
  )

  it.each([
    ['an `or` over a block’s type', 'where[or][0][contents.blockType][equals]=x&where[or][1][title][equals]=y'],
    ['the blocks field itself', 'where[contents][equals]=x'],
    ['a block’s sub-field with an operator only points take', 'where[or][0][contents.title][near]=1,2'],
    ['`all` on a text field', 'where[title][all]=a,b'],
    ['a word where an upload’s id belongs', 'where[header_image][equals]=x'],
    ['a word in an id list', 'where[id][in]=x'],
  ])('a filter the database cannot apply (%s): 400', async (_case, query) => {
    const response = await fetch(url(`/api/pages?depth=0&${query}`))
    expect(response.status).toBe(400)
    expect(await errorMessage(response)).toMatch(/filter/)
  })

  it('a word where a date belongs: never 500 (SQLite refuses it: 400; PostgreSQL reads it and finds nothing)', async () => {
    const response = await fetch(url('/api/pages?depth=0&where[createdAt][equals]=yesterday'))
    expect([200, 400]).toContain(response.status)
    if (response.status === 400) expect(await errorMessage(response)).toMatch(/filter/)
    else expect(await response.json()).toMatchObject({ docs: [] })
  })

  it('`and` nested 2,000 deep, in the address or a POST read as a GET: 400', async () => {
    const nested = (depth: number) => `${'{"and":['.repeat(depth)}{"title":{"equals":"x"}}${']}'.repeat(depth)}`
    const where = nested(2000)
    const sent = [
      // In the address a filter 2,000 deep is past Node's 16 KB head limit: four deep is past the visitor's bound.
      fetch(url(`/api/pages?where=${encodeURIComponent(nested(4))}`)),
      fetch(url('/api/pages'), { method: 'POST', body: `where=${encodeURIComponent(where)}`, headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET' } }),
      fetch(url('/api/pages'), { method: 'POST', body: `where${'[and][0]'.repeat(2000)}[title][equals]=x`, headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET' } }),
    ]
    for (const response of await Promise.all(sent)) {
      expect(response.status).toBe(400)
      expect(await errorMessage(response)).toMatch(/deeper than|bytes long|cannot be queried|filter/)
    }
  })

  it('a POST read as a GET whose JSON body is malformed: 400 (Payload parsed it outside its error handling: 500)', async () => {
    const response = await fetch(url('/api/pages'), { method: 'POST', body: '{"where":', headers: { 'content-type': 'application/json', 'x-payload-http-method-override': 'GET' } })
    expect(response.status).toBe(400)
    expect(await errorMessage(response)).toMatch(/not valid JSON/)
  })

  it('still answers filters the database can apply', async () => {
    const response = await fetch(url('/api/pages?depth=0&where[or][0][contents.title][like]=tea&where[or][1][createdAt][greater_than]=2000-01-01'))
    expect(response.status).toBe(200)
  })
})

describe('1,000 concurrent identical share clicks', () => {
  it('store one row per item and network, counted once per accepted click; the rest are turned away to retry', async () => {
    const payload = await testPayload()
    const where: Where = { and: [{ item_collection: { equals: 'e-books' } }, { item_slug: { equals: 'voices-of-the-hills' } }, { network: { equals: 'pinterest' } }] }
    const before = (await payload.find({ collection: 'share-counts', where, overrideAccess: true })).docs[0]?.count ?? 0
    const base = [inject('baseURL'), inject('secondBaseURL')]
    const body = JSON.stringify({ item: 'e-books:voices-of-the-hills', network: 'pinterest' })
    const responses = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        fetch(new URL('/dmc-apis/share_count', base[i % 2]), { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.78.${i >> 8}.${i & 255}` } }),
      ),
    )
    // A burst past what the servers queue is answered 503 + Retry-After (src/lib/http/server-gate.ts), never lost.
    const counted = responses.filter((r) => r.status === 200).length
    const turnedAway = responses.filter((r) => r.status === 503)
    expect(counted + turnedAway.length).toBe(1000)
    expect(counted).toBeGreaterThan(0)
    expect(turnedAway.filter((r) => !r.headers.get('retry-after'))).toEqual([])
    const { docs } = await payload.find({ collection: 'share-counts', where, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0].count).toBe(before + counted)
  }, 180_000)
})

/** One request over a plain socket, for methods fetch() will not send. */
async function rawRequest(method: string, path: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const target = new URL(url(path))
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(target.port), target.hostname, () => {
      socket.write(`${method} ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\nConnection: close\r\n\r\n`)
    })
    let data = ''
    socket.on('data', (chunk) => (data += chunk.toString('utf8')))
    socket.on('error', reject)
    socket.on('end', () => {
      const [head, ...rest] = data.split('\r\n\r\n')
      const [statusLine, ...lines] = head.split('\r\n')
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]))
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') })
    })
  })
}
