import type http from 'node:http'

/** Pages kept encoded: the most asked-for ones; each is ~50–130 KB. */
const MAX_PAGES = 32
/** Smaller answers are cheap to encode each time. */
const MIN_CHARS = 16 * 1024

const encoded = new Map<string, Buffer>()

function bytesOf(html: string): Buffer {
  let bytes = encoded.get(html)
  if (bytes) return bytes
  bytes = Buffer.from(html, 'utf8')
  if (encoded.size >= MAX_PAGES) encoded.delete(encoded.keys().next().value!)
  encoded.set(html, bytes)
  return bytes
}

/**
 * Next.js answers a cached page with its HTML as one string from its memory cache, the same string object on every
 * hit, and Node.js encodes it to UTF-8 into fresh memory on every write: for a page with a single curly quote (a
 * two-byte string) that is the largest cost of a cached page's answer. The page's bytes are kept beside it, keyed
 * by the string itself (V8 keeps a string's hash, and the lookup finds the identical object first), so a hit writes
 * bytes that exist already. A revalidated page is a new string and a new entry; the oldest is dropped.
 */
export function writeCachedPagesEncoded(response: http.ServerResponse): void {
  const end = response.end
  response.end = function (this: http.ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    const body = typeof chunk === 'string' && chunk.length >= MIN_CHARS ? bytesOf(chunk) : chunk
    return (end as (...args: unknown[]) => http.ServerResponse).call(this, body, ...rest)
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
      const bytes = encoded.get(value)
      if (bytes) return bytes.length
    }
    return byteLength(value, encoding)
  } as typeof Buffer.byteLength
}
