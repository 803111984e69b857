import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs'
import type http from 'node:http'
import path from 'node:path'
import { acceptsEncoding } from './accept-encoding'
import { COMPRESSIBLE_TYPES } from './compressible-types.mjs'
import { securityHeaders } from './security-headers'

/** What the build compressed ahead (scripts/runtime/precompress-static.mjs), best first. */
const ENCODINGS = [
  { token: 'br', suffix: '.br' },
  { token: 'gzip', suffix: '.gz' },
] as const

type Twin = { file: string; size: number }
/** Every build file under /_next/static/ with its compressed twins, by address; read once, as the build is fixed. */
let twins: Map<string, Partial<Record<(typeof ENCODINGS)[number]['token'], Twin>>> | undefined

function scan(dir: string, prefix: string, into: NonNullable<typeof twins>) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      scan(full, `${prefix}${entry.name}/`, into)
      continue
    }
    const encoding = ENCODINGS.find(({ suffix }) => entry.name.endsWith(suffix))
    if (!encoding) continue
    const address = `${prefix}${entry.name.slice(0, -encoding.suffix.length)}`
    into.set(address, { ...into.get(address), [encoding.token]: { file: full, size: statSync(full).size } })
  }
}

function builtTwins() {
  if (twins) return twins
  twins = new Map()
  const dir = path.join(process.cwd(), '.next/static')
  if (existsSync(dir)) scan(dir, '/_next/static/', twins)
  return twins
}

/**
 * A build file (a script, a stylesheet) compressed when it was built, answered as it is: Next.js would compress the
 * same bytes again on every request (gzip only, ~10 ms for a 70-KB script). Brotli when the client takes it, else
 * gzip; a range request, an unknown file or a client that takes neither goes on to Next.js. The headers are the ones
 * Next.js gives the file (next.config.ts's security headers, a year's immutable caching). Returns whether it answered.
 */
export function servePrecompressed(request: http.IncomingMessage, response: http.ServerResponse, url: string): boolean {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || request.headers.range !== undefined) return false
  const found = builtTwins().get(url)
  if (!found) return false
  const header = request.headers['accept-encoding']
  const encoding = ENCODINGS.find(({ token }) => found[token] && acceptsEncoding(header, token))
  if (!encoding) return false
  const twin = found[encoding.token]!
  for (const { key, value } of securityHeaders) response.setHeader(key, value)
  response.writeHead(200, {
    'Content-Type': COMPRESSIBLE_TYPES[path.extname(url)] ?? 'application/octet-stream',
    'Content-Encoding': encoding.token,
    'Content-Length': twin.size,
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
  })
  if (request.method === 'HEAD') {
    response.end()
    return true
  }
  const stream = createReadStream(twin.file)
  stream.on('error', () => response.destroy())
  response.on('close', () => stream.destroy())
  stream.pipe(response)
  return true
}
