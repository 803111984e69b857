import type http from 'node:http'
import { securityHeaders } from '@/lib/http/security-headers'

type Shape = 'payload' | 'api' | 'text'

/** Where the answer goes: Payload's REST and GraphQL speak `{errors: [...]}`, the REST contract `{error}`, pages text. */
function shapeOf(url: string): Shape {
  if (/^\/(api|graphql)(\/|$|\?)/.test(url)) return 'payload'
  if (/^\/dmc-apis(\/|$|\?)/.test(url)) return 'api'
  return 'text'
}

/**
 * An answer written by the HTTP server itself, before Next.js sees the request: in the body shape
 * the address's clients expect, with the site's security headers and never cached.
 */
export function answer(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
  shape = shapeOf(request.url ?? '/'),
) {
  const body =
    shape === 'payload'
      ? JSON.stringify({ errors: [{ message }] })
      : shape === 'api'
        ? JSON.stringify({ error: { code, message } })
        : `${message}\n`
  response.writeHead(status, {
    ...Object.fromEntries(securityHeaders.map(({ key, value }) => [key, value])),
    'Cache-Control': 'no-store',
    'Content-Type': shape === 'text' ? 'text/plain; charset=utf-8' : 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    ...headers,
  })
  response.end(request.method === 'HEAD' ? undefined : body)
}
