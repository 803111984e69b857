import type http from 'node:http'
import { StringDecoder } from 'node:string_decoder'
import { ChunksAfterLoad } from '@/lib/cache/chunks-after-load.mjs'

/** The nonce the proxy gave a page rendered per request (src/proxy.ts): its policy names it. */
const NONCE = /'nonce-([^']+)'/

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => http.ServerResponse

/** What can be answered with a page's markup (an RSC request is answered with its payload). */
function asksForDocument(request: http.IncomingMessage): boolean {
  return request.method === 'GET' && request.headers.rsc === undefined
}

/**
 * A page rendered per request (search, a list with a query) streams from React as it renders, so the cache handler
 * never sees it: its chunk scripts are moved after the page's load event here, in the stream
 * (src/lib/cache/chunks-after-load.mjs), and the loader carries the nonce of the page's own policy. Only HTML
 * whose policy has a nonce is changed; cached pages were changed when they were stored. Install it after
 * compressResponse (it must see the markup before the compression does).
 */
export function moveChunksInRenderedPages(request: http.IncomingMessage, response: http.ServerResponse): void {
  if (!asksForDocument(request)) return
  const writeHead = response.writeHead as (...args: unknown[]) => http.ServerResponse
  const write = response.write as Write
  const end = response.end as End
  let decided = false
  let change: ChunksAfterLoad | null = null
  let decoder: StringDecoder | undefined

  // Next.js flushes the headers before its first write: the decision is made then, while Content-Length can still go.
  const decide = (res: http.ServerResponse) => {
    if (decided) return change
    decided = true
    if (res.headersSent || !String(res.getHeader('content-type') ?? '').startsWith('text/html')) return null
    const nonce = NONCE.exec(String(res.getHeader('content-security-policy') ?? ''))
    if (!nonce) return null
    res.removeHeader('content-length')
    decoder = new StringDecoder('utf8')
    change = new ChunksAfterLoad(nonce[1])
    return change
  }
  const text = (chunk: unknown, encoding: unknown) =>
    typeof chunk === 'string' && (encoding === undefined || encoding === 'utf8' || encoding === 'utf-8' || typeof encoding === 'function')
      ? chunk
      : decoder!.write(typeof chunk === 'string' ? Buffer.from(chunk, encoding as BufferEncoding) : (chunk as Uint8Array))

  response.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    decide(this)
    return writeHead.apply(this, args)
  } as http.ServerResponse['writeHead']

  response.write = function (this: http.ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    const changing = decide(this)
    if (!changing || chunk === null || chunk === undefined) return write.call(this, chunk, encoding, callback)
    const done = typeof encoding === 'function' ? encoding : callback
    const out = changing.push(text(chunk, encoding))
    // Everything held back (the start of a tag): nothing to write yet.
    if (!out) {
      if (typeof done === 'function') process.nextTick(done as () => void)
      return true
    }
    return write.call(this, out, 'utf8', done)
  } as http.ServerResponse['write']

  response.end = function (this: http.ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    const changing = decide(this)
    if (!changing) return end.call(this, chunk, encoding, callback)
    const done = [chunk, encoding, callback].find((value) => typeof value === 'function')
    const last = chunk === undefined || chunk === null || typeof chunk === 'function' ? '' : text(chunk, encoding)
    const out = changing.push(last + decoder!.end()) + changing.end()
    return end.call(this, out, 'utf8', done)
  } as http.ServerResponse['end']
}
