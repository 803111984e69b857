import type http from 'node:http'
import { describe, expect, it } from 'vitest'
import { measureKeptPagesByTheirBytes, writeCachedPagesEncoded } from '@/lib/http/encoded-pages'

/** A response whose `end` records what it was given. */
function response() {
  const written: unknown[] = []
  const res = { end: (chunk: unknown) => written.push(chunk) } as unknown as http.ServerResponse
  writeCachedPagesEncoded(res)
  return { res, written }
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
})
