import http from 'node:http'
import { securityHeaders } from '@/lib/security-headers'

/**
 * Methods the fetch API cannot carry. Next.js turns every request into a fetch `Request` (for the
 * proxy and for route handlers), and undici throws for these, so Next.js answered a TRACE on any
 * address with a 500 (the fuzz found it). They are refused here, before Next.js sees them, with a
 * 405 in the API's JSON error shape and the site's security headers. CONNECT never reaches a
 * `request` listener (Node.js closes it), and TRACK is not HTTP its parser accepts.
 */
const UNSUPPORTED = new Set(['TRACE', 'TRACK'])

const ALLOW = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean
const guarded = Symbol.for('dalumara.methodGuard')

/**
 * Installs the guard on every HTTP server of this process (the one `next start` made included:
 * listeners are called through `Server.prototype.emit`). Idempotent.
 */
export function refuseUnsupportedMethods(): void {
  const prototype = http.Server.prototype as unknown as { emit: Emit; [guarded]?: true }
  if (prototype[guarded]) return
  const emit = prototype.emit
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse]
      if (UNSUPPORTED.has(request.method ?? '')) {
        refuse(request, response)
        return true
      }
    }
    return emit.call(this, event, ...args)
  }
  prototype[guarded] = true
}

function refuse(request: http.IncomingMessage, response: http.ServerResponse) {
  // Whatever body came with it is read and dropped, so the connection stays usable.
  request.resume()
  const body = JSON.stringify({ error: { code: 'method_not_allowed', message: `${request.method} is not supported; use one of ${ALLOW}` } })
  response.writeHead(405, {
    ...Object.fromEntries(securityHeaders.map(({ key, value }) => [key, value])),
    Allow: ALLOW,
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
  })
  response.end(body)
}
