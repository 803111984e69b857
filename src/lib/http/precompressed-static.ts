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
type Token = (typeof ENCODINGS)[number]['token']
type Built = Partial<Record<Token | 'identity', Twin>> & { modified?: string }
/** Every build file under /_next/static/ with its compressed twins, by address; read once, as the build is fixed. */
let twins: Map<string, Built> | undefined

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
    const plain = full.slice(0, -encoding.suffix.length)
    const stat = existsSync(plain) ? statSync(plain) : undefined
    const file = stat ? { identity: { file: plain, size: stat.size }, modified: stat.mtime.toUTCString() } : {}
    into.set(address, { ...file, ...into.get(address), [encoding.token]: { file: full, size: statSync(full).size } })
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
 * gzip, else the file itself (a file Next.js would only read and write out, through its whole request pipeline). A
 * range or conditional request and an unknown file go on to Next.js. The headers are the ones Next.js gives the file
 * (next.config.ts's security headers, a year's immutable caching). Returns whether it answered.
 */
export function servePrecompressed(request: http.IncomingMessage, response: http.ServerResponse, url: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const { headers } = request
  if (headers.range !== undefined || headers['if-modified-since'] !== undefined || headers['if-none-match'] !== undefined) return false
  const found = builtTwins().get(url)
  if (!found) return false
  const header = headers['accept-encoding']
  const token = ENCODINGS.find(({ token }) => found[token] && acceptsEncoding(header, token))?.token
  const twin = token ? found[token] : found.identity
  if (!twin) return false
  for (const { key, value } of securityHeaders) response.setHeader(key, value)
  response.writeHead(200, {
    'Content-Type': COMPRESSIBLE_TYPES[path.extname(url)] ?? 'application/octet-stream',
    ...(token ? { 'Content-Encoding': token } : { 'Accept-Ranges': 'bytes' }),
    'Content-Length': twin.size,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ...(found.modified ? { 'Last-Modified': found.modified } : {}),
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
