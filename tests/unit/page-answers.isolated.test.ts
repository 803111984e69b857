import type http from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { countRevalidation, revalidationCount } from '@/lib/cache/revalidation-count.mjs'
import type { KeptPage } from '@/lib/http/encoded-pages'
import { answerFromKept, keepAnswer } from '@/lib/http/page-answers'

const BROWSER = 'gzip, deflate, br, zstd'
const page = (text: string, brotli?: string): KeptPage => ({ bytes: Buffer.from(text), hits: 2, brotli: brotli ? Buffer.from(brotli) : undefined })

/** Next.js's answer to a routed page, as the response holds it when the page is written. */
function rendered(address: string, headers: Record<string, string> = {}, { method = 'GET', status = 200 } = {}) {
  const set = new Map<string, unknown>(Object.entries({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=300, stale-while-revalidate', 'x-nextjs-cache': 'HIT', vary: 'rsc', 'content-length': '9', ...headers }))
  const response = {
    statusCode: status,
    headersSent: false,
    getHeader: (name: string) => set.get(name),
    hasHeader: (name: string) => set.has(name),
    getHeaders: () => Object.fromEntries(set),
  } as unknown as http.ServerResponse
  return { request: { method, url: address, headers: {} } as http.IncomingMessage, response }
}

/** Asks the gate for `address`; returns what it wrote, or undefined when it handed the request on. */
function ask(address: string, headers: http.IncomingHttpHeaders = {}, method = 'GET') {
  const written: { status?: number; headers?: http.OutgoingHttpHeaders; body?: unknown } = {}
  const response = {
    writeHead: (status: number, sent: http.OutgoingHttpHeaders) => Object.assign(written, { status, headers: sent }),
    end: (body?: unknown) => Object.assign(written, { body }),
  } as unknown as http.ServerResponse
  const request = { method, url: address, headers } as http.IncomingMessage
  return answerFromKept(request, response) ? written : undefined
}

function keep(address: string, kept: KeptPage, headers?: Record<string, string>, options?: { method?: string; status?: number }) {
  const { request, response } = rendered(address, headers, options)
  keepAnswer(request, response, kept, revalidationCount())
}

afterEach(() => vi.restoreAllMocks())

describe('a routed page answered again from Next.js’s last answer', () => {
  it('answers a client without compression with the same headers and bytes, and HEAD without a body', () => {
    const kept = page('<p>Uva high-grown</p>')
    keep('/v/global/en/careers', kept)
    const hit = ask('/v/global/en/careers')
    expect(hit?.status).toBe(200)
    expect(hit?.body).toBe(kept.bytes)
    expect(hit?.headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'x-nextjs-cache': 'HIT', 'content-length': kept.bytes.length })
    expect(String(hit?.headers?.vary)).toBe('rsc, Accept-Encoding')
    const head = ask('/v/global/en/careers', {}, 'HEAD')
    expect(head?.body).toBeUndefined()
    expect(head?.headers?.['content-length']).toBe(kept.bytes.length)
  })

  it('gives its Brotli bytes to a client that takes them, and hands a gzip-only client on', () => {
    keep('/v/global/en/a', page('<p>plain</p>', 'br-bytes'))
    const br = ask('/v/global/en/a', { 'accept-encoding': BROWSER })
    expect(String(br?.body)).toBe('br-bytes')
    expect(br?.headers).toMatchObject({ 'content-encoding': 'br', 'content-length': 8 })
    expect(ask('/v/global/en/a', { 'accept-encoding': 'gzip' })).toBeUndefined()
    keep('/v/global/en/b', page('<p>no Brotli yet</p>'))
    expect(ask('/v/global/en/b', { 'accept-encoding': BROWSER })).toBeUndefined()
    expect(ask('/v/global/en/b', { 'accept-encoding': 'br;q=0, gzip;q=0' })?.status).toBe(200)
  })

  it('keeps only a public page Next.js served from its cache, asked for with GET, setting no cookie', () => {
    keep('/v/global/en/miss', page('x'), { 'x-nextjs-cache': 'MISS' })
    keep('/v/global/en/cookie', page('x'), { 'set-cookie': 'a=b' })
    keep('/v/global/en/private', page('x'), { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })
    keep('/v/global/en/head', page('x'), {}, { method: 'HEAD' })
    keep('/v/global/en/gone', page('x'), {}, { status: 404 })
    for (const address of ['miss', 'cookie', 'private', 'head', 'gone']) expect(ask(`/v/global/en/${address}`)).toBeUndefined()
  })

  it('hands on a request with a body', () => {
    keep('/v/global/en/body', page('x'))
    expect(ask('/v/global/en/body', { 'content-length': '3' })).toBeUndefined()
    expect(ask('/v/global/en/body', { 'transfer-encoding': 'chunked' })).toBeUndefined()
  })

  it('forgets every answer when a revalidation arrives, and one made while a revalidation arrived', () => {
    keep('/v/global/en/story', page('old'))
    countRevalidation()
    expect(ask('/v/global/en/story')).toBeUndefined()
    const { request, response } = rendered('/v/global/en/story')
    const before = revalidationCount()
    countRevalidation()
    keepAnswer(request, response, page('rendered from content read before the publish'), before)
    expect(ask('/v/global/en/story')).toBeUndefined()
  })

  it('forgets an answer after a second', () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(10_000)
    keep('/v/global/en/moment', page('x'))
    now.mockReturnValue(10_900)
    expect(ask('/v/global/en/moment')).toBeDefined()
    now.mockReturnValue(11_000)
    expect(ask('/v/global/en/moment')).toBeUndefined()
  })
})
