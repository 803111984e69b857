import { ApiError, errorResponse } from './errors'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type Handler = (request: Request) => Response
const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

/**
 * The answers of a /dmc-apis route to the methods it does not serve. Next.js answers a method a
 * route does not export with an empty 405, and OPTIONS of a static route likewise; the contract
 * wants every 4xx to be JSON with a message (the fuzz checks it), so each route spreads these:
 *
 *   export const GET = listEndpoint({ … })
 *   export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
 *
 * `toResponse` keeps a route's own error shape (the forms answer `{success: false, error}`).
 * OPTIONS answers 204 with Allow, as Next.js does for dynamic routes.
 */
export function otherMethods<Allowed extends Method>(
  allowed: Allowed,
  toResponse: (error: ApiError) => Response = errorResponse,
): Record<Exclude<Method, Allowed> | 'OPTIONS', Handler> {
  const allow = allowed === 'GET' ? 'GET, HEAD' : allowed
  const refuse: Handler = (request) =>
    toResponse(new ApiError(405, 'method_not_allowed', `${request.method} is not allowed here; send this request with ${allowed}`, { Allow: allow }))
  const handlers = Object.fromEntries(METHODS.filter((method) => method !== allowed).map((method) => [method, refuse]))
  return { ...handlers, OPTIONS: () => new Response(null, { status: 204, headers: { Allow: allow, 'Cache-Control': 'no-store' } }) } as Record<
    Exclude<Method, Allowed> | 'OPTIONS',
    Handler
  >
}
