import type http from 'node:http'
import zlib from 'node:zlib'
import { revalidationCount } from '@/lib/cache/revalidation-count.mjs'
import { acceptsEncoding, varyIncluding } from './accept-encoding'
import { keepAnswer } from './page-answers'

/** Pages kept encoded: the most asked-for ones; each is ~50–130 KB, and ~15 KB more in Brotli. */
const MAX_PAGES = 32
/** Smaller answers are cheap to encode each time. */
const MIN_CHARS = 16 * 1024
/** Brotli's best for text of `size` bytes: ~0.3 s of one core for a 90-KB page, once per version of a page, off the main thread. */
const brotliOptions = (size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
})

export type KeptPage = { bytes: Buffer; hits: number; brotli?: Buffer }
const kept = new Map<string, KeptPage>()
/** One page is compressed at a time, so the work never takes more than one of libuv's threads (disk reads share them). */
let compressing = false

function keep(html: string): KeptPage {
  let page = kept.get(html)
  if (page) return page
  page = { bytes: Buffer.from(html, 'utf8'), hits: 0 }
  if (kept.size >= MAX_PAGES) kept.delete(kept.keys().next().value!)
  kept.set(html, page)
  return page
}

/** A page asked for a second time is compressed for the hits after it; one a crawler asks for once never is. */
function compressAhead(page: KeptPage) {
  if (page.brotli || compressing || ++page.hits < 2) return
  compressing = true
  zlib.brotliCompress(page.bytes, brotliOptions(page.bytes.length), (error, result) => {
    compressing = false
    if (!error) page.brotli = result
  })
}

/**
 * Next.js answers a cached page with its HTML as one string from its memory cache, the same string object on every
 * hit, and then encodes it to UTF-8 and compresses it again on every request (gzip of a 90-KB page: 1.5–4 ms, more
 * than the rest of the answer). The page's bytes are kept beside it, keyed by the string itself (V8 keeps a string's
 * hash, and the lookup finds the identical object first), and from its second request on its Brotli bytes too
 * (quality 11, ~28 % smaller than gzip: the home page's document fits a new connection's first round trip): a client
 * that takes Brotli gets those as they are; any other gets the kept UTF-8 bytes, compressed as before. A revalidated
 * page is a new string and a new entry; the oldest is dropped. Next.js's whole answer is kept too, for a moment
 * (src/lib/http/page-answers.ts). Install it after compressResponse (it must see the page before the compression
 * does).
 */
export function writeCachedPagesEncoded(request: http.IncomingMessage, response: http.ServerResponse): void {
  const end = response.end as (...args: unknown[]) => http.ServerResponse
  const countAtStart = revalidationCount()
  response.end = function (this: http.ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (typeof chunk !== 'string' || chunk.length < MIN_CHARS) return end.call(this, chunk, ...rest)
    const page = keep(chunk)
    keepAnswer(request, this, page, countAtStart)
    const takesBrotli = !this.headersSent && this.getHeader('Content-Encoding') === undefined && acceptsEncoding(request.headers['accept-encoding'], 'br')
    if (page.brotli && takesBrotli) {
      this.setHeader('Content-Encoding', 'br')
      this.setHeader('Content-Length', page.brotli.length)
      this.setHeader('Vary', varyIncluding(this.getHeader('Vary'), 'Accept-Encoding'))
      return end.call(this, page.brotli, ...rest)
    }
    if (takesBrotli) compressAhead(page)
    return end.call(this, page.bytes, ...rest)
  } as http.ServerResponse['end']
}

let measuring = false

/**
 * Next.js sets a cached page's Content-Length from `Buffer.byteLength(html)` before it writes the page: for a
 * two-byte string that walks the whole page on every hit. A page whose bytes are kept is measured by them; any
 * other value is measured as before, so the answer is the same for every caller.
 */
export function measureKeptPagesByTheirBytes(): void {
  if (measuring) return
  measuring = true
  const byteLength = Buffer.byteLength
  Buffer.byteLength = function (value: Parameters<typeof byteLength>[0], encoding?: BufferEncoding) {
    if (typeof value === 'string' && value.length >= MIN_CHARS && (encoding === undefined || encoding === 'utf8')) {
      const page = kept.get(value)
      if (page) return page.bytes.length
    }
    return byteLength(value, encoding)
  } as typeof Buffer.byteLength
}
