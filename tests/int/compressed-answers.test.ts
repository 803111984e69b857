import http from 'node:http'
import zlib from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { chunksLoadedAfterLoad } from '@/lib/cache/chunks-after-load.mjs'
import { COMPILE_HINT } from '../../scripts/runtime/compile-hints.mjs'
import { url } from './helpers'

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** The bytes as the server sent them: fetch would decode them. */
function raw(path: string, headers: Record<string, string>, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .request(url(path), { method, headers }, (response) => {
        const parts: Buffer[] = []
        response.on('data', (part: Buffer) => parts.push(part))
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(parts) }))
      })
      .on('error', reject)
      .end()
  })
}

let script: string
let stylesheet: string
let html: string

beforeAll(async () => {
  html = await (await fetch(url('/careers'))).text()
  script = /\/_next\/static\/[^"']+\.js/.exec(html)![0]
  stylesheet = /\/_next\/static\/[^"']+\.css/.exec(html)![0]
})

describe('build files compressed when they were built', () => {
  it.each([
    ['a script', () => script, /^application\/javascript/],
    ['a stylesheet', () => stylesheet, /^text\/css/],
  ])('%s: Brotli when the client takes it, else gzip, else the file itself, the same bytes once decoded', async (_name, path, type) => {
    const plain = await raw(path(), { 'accept-encoding': 'identity' })
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['content-type']).toMatch(type)
    expect(plain.headers['content-length']).toBe(String(plain.body.length))
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(plain.headers.vary).toBe('Accept-Encoding')
    expect(plain.headers['x-content-type-options']).toBe('nosniff')
    expect(plain.headers['last-modified']).toBeDefined()

    const br = await raw(path(), { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(type)
    expect(br.headers['content-length']).toBe(String(br.body.length))
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(br.headers['x-content-type-options']).toBe('nosniff')
    expect(br.body.length).toBeLessThan(plain.body.length)
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true)

    const gz = await raw(path(), { 'accept-encoding': 'br;q=0, gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true)
  })

  it("starts every script of a page's first load with V8's compile hint (compiled as it streams in)", async () => {
    const { scripts } = chunksLoadedAfterLoad(html)
    expect(scripts.length).toBeGreaterThan(5)
    for (const path of scripts) {
      const { body } = await raw(path, { 'accept-encoding': 'identity' })
      expect(body.subarray(0, COMPILE_HINT.length).toString(), path).toBe(COMPILE_HINT)
    }
  })

  it('answers HEAD with the headers alone', async () => {
    const head = await raw(script, { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-encoding']).toBe('br')
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0)
    expect(head.body.length).toBe(0)
  })

  it('leaves a range request, a conditional request and an unknown file to Next.js', async () => {
    const range = await raw(script, { 'accept-encoding': 'br', range: 'bytes=0-9' })
    expect(range.status).toBe(206)
    expect(range.headers['content-encoding']).toBeUndefined()
    expect(range.body.length).toBe(10)
    const { headers } = await raw(script, { 'accept-encoding': 'identity' })
    const unchanged = await raw(script, { 'accept-encoding': 'br', 'if-modified-since': String(headers['last-modified']) })
    expect(unchanged.status).toBe(304)
    expect(unchanged.body.length).toBe(0)
    const unknown = await raw('/_next/static/chunks/no-such-chunk.js', { 'accept-encoding': 'br' })
    expect(unknown.status).toBe(404)
  })
})

/**
 * The page as it stands once no regeneration is pending: an earlier test's edit (a menu, a global) leaves every page
 * stale, answered once more in its old version while the new one is made.
 */
async function settled(path: string): Promise<Raw> {
  for (let i = 0; i < 100; i++) {
    const page = await raw(path, { 'accept-encoding': 'identity' })
    expect(page.status).toBe(200)
    if (page.headers['x-nextjs-cache'] === 'HIT') return page
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${path} was not a cache hit within 10 s`)
}

describe('answers compressed as they are written', () => {
  const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' }

  it('a cached page: from its second request on, its Brotli bytes made once; gzip for a client without Brotli', async () => {
    const plain = await settled('/careers')
    expect(plain.headers['content-encoding']).toBeUndefined()
    let br: Raw | undefined
    // The Brotli bytes are made off the main thread after the second request; until then the page is compressed as it goes.
    for (let i = 0; i < 100 && !br; i++) {
      const hit = await raw('/careers', BROWSER)
      expect(hit.status).toBe(200)
      expect(hit.headers.vary).toMatch(/Accept-Encoding/)
      if (hit.headers['content-length'] !== undefined && hit.headers['content-encoding'] === 'br') br = hit
      else await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(br, 'no kept Brotli answer within 100 requests').toBeDefined()
    // Not asserted: x-nextjs-cache. An earlier test's revalidation is applied again two seconds later (the cache
    // handler's grace), so this answer may be a fresh render (MISS); the same HTML finds the same kept bytes.
    expect(br!.headers['content-length']).toBe(String(br!.body.length))
    expect(zlib.brotliDecompressSync(br!.body).equals(plain.body)).toBe(true)
    const again = await raw('/careers', BROWSER)
    expect(again.body.equals(br!.body)).toBe(true)

    const gz = await raw('/careers', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true)
  })

  it('a cached page asked for again at once (answered by the gate from the last answer): the same headers and bytes', async () => {
    const first = await settled('/careers')
    const { date: _date, ...expected } = first.headers
    for (const method of ['GET', 'GET', 'HEAD']) {
      const again = await raw('/careers', { 'accept-encoding': 'identity' }, method)
      const { date, ...headers } = again.headers
      expect(date).toBeDefined()
      expect(headers).toEqual(expected)
      expect(again.body.equals(method === 'HEAD' ? Buffer.alloc(0) : first.body)).toBe(true)
    }
  })

  it('an API answer: Brotli or gzip, whichever the client takes', async () => {
    const path = '/dmc-apis/news'
    const plain = await raw(path, { 'accept-encoding': 'identity' })
    expect(plain.status).toBe(200)
    expect(plain.body.length).toBeGreaterThan(1024)
    const br = await raw(path, BROWSER)
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    const gz = await raw(path, { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true)
  })
})
