import type http from 'node:http'
import { answer } from './answer'

/**
 * Methods the fetch API cannot carry. Next.js turns every request into a fetch `Request` (for the
 * proxy and for route handlers), and undici throws for these, so Next.js would answer a TRACE on any
 * address with a 500. They are refused before Next.js sees them, with a 405.
 * CONNECT never reaches a `request` listener (Node.js closes it), and TRACK is not HTTP its parser accepts.
 */
const UNSUPPORTED = new Set(['TRACE', 'TRACK'])

const ALLOW = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'

/** Returns true when it answered. */
export function refuseUnsupportedMethod(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  if (!UNSUPPORTED.has(request.method ?? '')) return false
  // Whatever body came with it is read and dropped, so the connection stays usable.
  request.resume()
  // JSON on every address: no page or API of the site answers these methods at all.
  answer(request, response, 405, 'method_not_allowed', `${request.method} is not supported; use one of ${ALLOW}`, { Allow: ALLOW }, 'api')
  return true
}
