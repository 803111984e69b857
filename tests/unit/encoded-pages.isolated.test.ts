import type http from 'node:http'
import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { measureKeptPagesByTheirBytes, writeCachedPagesEncoded } from '@/lib/http/encoded-pages'

/** A response whose `end` records what it was given, to a request that takes `acceptEncoding`. */
function response(acceptEncoding?: string) {
  const written: unknown[] = []
  const headers = new Map<string, unknown>()
  const res = {
    headersSent: false,
    end: (chunk: unknown) => written.push(chunk),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
  } as unknown as http.ServerResponse
  const req = { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} } as http.IncomingMessage
  writeCachedPagesEncoded(req, res)
  return { res, written, headers }
}

const BROWSER = 'gzip, deflate, br, zstd'

/** Asks for `page` until its Brotli bytes are ready (made off the main thread after its second request). */
async function untilBrotli(page: string) {
  for (let i = 0; i < 200; i++) {
    const hit = response(BROWSER)
    hit.res.end(page)
    if (hit.headers.get('content-encoding') === 'br') return hit
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error('no Brotli bytes after 2 s')
}

describe('cached pages written and measured by their kept bytes', () => {
  // Above U+00FF, so V8 holds it as a two-byte string, as a page with a curly quote.
  const page = `<p>Dalumara’s tea</p>${'x'.repeat(20_000)}`

  it('writes a large page as its UTF-8 bytes, the same buffer on every hit', () => {
    const first = response()
    first.res.end(page)
    const second = response()
    second.res.end(page)
    expect(Buffer.isBuffer(first.written[0])).toBe(true)
    expect(second.written[0]).toBe(first.written[0])
    expect((first.written[0] as Buffer).toString('utf8')).toBe(page)
  })

  it('measures every value as Node.js does, kept pages from their bytes', () => {
    const original = Buffer.byteLength
    measureKeptPagesByTheirBytes()
    expect(Buffer.byteLength).not.toBe(original)
    const other = `${page}€`
    for (const value of [page, other, 'short’', page.slice(0, 100)]) expect(Buffer.byteLength(value)).toBe(original(value))
    expect(Buffer.byteLength(page, 'latin1')).toBe(original(page, 'latin1'))
    expect(Buffer.byteLength(new Uint8Array(7))).toBe(7)
  })

  it('answers a page asked for again in Brotli, to a client that takes it, and the same bytes to the next', async () => {
    const page2 = `<p>Dalumara’s second tea</p>${'y'.repeat(30_000)}`
    const first = response(BROWSER)
    first.res.end(page2)
    expect(first.headers.get('content-encoding')).toBeUndefined()
    const hit = await untilBrotli(page2)
    expect(brotliDecompressSync(hit.written[0] as Buffer).toString('utf8')).toBe(page2)
    expect(hit.headers.get('content-length')).toBe((hit.written[0] as Buffer).length)
    expect(String(hit.headers.get('vary'))).toContain('Accept-Encoding')
    const again = response(BROWSER)
    again.res.end(page2)
    expect(again.written[0]).toBe(hit.written[0])
  })

  it('gives the UTF-8 bytes to a client without Brotli, and to an answer already encoded', async () => {
    const page3 = `<p>Dalumara’s third tea</p>${'z'.repeat(30_000)}`
    await untilBrotli(page3)
    for (const accept of [undefined, 'gzip', 'gzip, br;q=0']) {
      const hit = response(accept)
      hit.res.end(page3)
      expect(hit.headers.get('content-encoding')).toBeUndefined()
      expect((hit.written[0] as Buffer).toString('utf8')).toBe(page3)
    }
    const encoded = response(BROWSER)
    encoded.res.setHeader('Content-Encoding', 'gzip')
    encoded.res.end(page3)
    expect(encoded.headers.get('content-encoding')).toBe('gzip')
    expect((encoded.written[0] as Buffer).toString('utf8')).toBe(page3)
  })
})
