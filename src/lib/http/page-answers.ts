import type http from 'node:http'
import { revalidationCount } from '@/lib/cache/revalidation-count.mjs'
import { acceptsEncoding, varyIncluding } from './accept-encoding'
import type { KeptPage } from './encoded-pages'

/**
 * How long a kept answer stands in for Next.js at most. A revalidation drops it at once (see `current`); the bound
 * covers what no revalidation announces (a page's time-based refresh, its cache entry evicted), so a page is never
 * more than this behind what Next.js would answer.
 */
const MAX_AGE_MS = 1_000
/** The pages kept: the most asked-for ones, their bytes shared with encoded-pages. */
const MAX_ANSWERS = 32
/** Headers of the moment or the connection, never replayed. */
const NOT_KEPT = new Set(['content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding'])

type Answer = { headers: http.OutgoingHttpHeaders; page: KeptPage; at: number; count: number; brotliHeaders?: http.OutgoingHttpHeaders }
const answers = new Map<string, Answer>()

function current(address: string, now: number): Answer | undefined {
  const answer = answers.get(address)
  if (!answer) return undefined
  if (answer.count === revalidationCount() && now - answer.at < MAX_AGE_MS) return answer
  answers.delete(address)
  return undefined
}

/**
 * Keeps Next.js's answer to a routed page request (src/lib/http/route-early.ts: a cookie-less GET for a page of
 * the default variant) when it is a page Next.js served from its cache, public, setting no cookie, and no
 * revalidation arrived while it was made (`countAtStart`).
 */
export function keepAnswer(request: http.IncomingMessage, response: http.ServerResponse, page: KeptPage, countAtStart: number): void {
  if (request.method !== 'GET' || response.statusCode !== 200 || response.headersSent) return
  if (response.getHeader('x-nextjs-cache') !== 'HIT' || response.hasHeader('set-cookie')) return
  if (/private|no-store|no-cache/.test(String(response.getHeader('cache-control') ?? ''))) return
  if (countAtStart !== revalidationCount()) return
  const headers: http.OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(response.getHeaders())) if (!NOT_KEPT.has(name) && value !== undefined) headers[name] = value
  headers.vary = varyIncluding(headers.vary, 'Accept-Encoding')
  const address = request.url ?? ''
  answers.delete(address)
  if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value!)
  headers['content-length'] = page.bytes.length
  answers.set(address, { headers, page, at: performance.now(), count: countAtStart })
}

/**
 * A routed page asked for again within a moment, by a client that takes its kept Brotli bytes or no compression
 * at all, is answered here with Next.js's last answer: under a burst of visitors, a crawler or a CDN refilling,
 * the same page is otherwise rendered out of the cache (routes matched, headers computed, the body encoded) on
 * every request. Anything else (a gzip-only client, a body, a page not kept or outdated) goes on to Next.js.
 * Returns whether it answered.
 */
export function answerFromKept(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  const { headers } = request
  if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false
  const answer = current(request.url ?? '', performance.now())
  if (!answer) return false
  const accept = headers['accept-encoding']
  const { page } = answer
  const takesBrotli = acceptsEncoding(accept, 'br')
  if (page.brotli && takesBrotli) {
    answer.brotliHeaders ??= { ...answer.headers, 'content-length': page.brotli.length, 'content-encoding': 'br' }
    return write(request, response, answer.brotliHeaders, page.brotli)
  }
  if (takesBrotli || acceptsEncoding(accept, 'gzip') || acceptsEncoding(accept, 'deflate')) return false
  return write(request, response, answer.headers, page.bytes)
}

function write(request: http.IncomingMessage, response: http.ServerResponse, headers: http.OutgoingHttpHeaders, body: Buffer): true {
  response.writeHead(200, headers)
  response.end(request.method === 'HEAD' ? undefined : body)
  return true
}
