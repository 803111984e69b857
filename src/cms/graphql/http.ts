import { Kind, type DocumentNode } from 'graphql'
import { queryLimits } from './index'
import { checkQueryLimits } from './query-limits'
import { ApiError } from '@/lib/api/errors'
import { discardBody, readBodyBounded } from '@/lib/api/submissions/read-body'

/** The largest query body accepted; the site's own queries are a few hundred bytes, and a query past the complexity limit fails anyway. */
export const MAX_GRAPHQL_BODY_BYTES = 64 * 1024

type Handler = (request: Request) => Promise<Response>

/**
 * POST /graphql in front of Payload's handler. Payload (graphql-http) answers a wrong content type
 * or Accept header with an empty 415 or 406, a body that is not JSON with an empty 500, and a
 * `subscription` operation with a 500 (its complexity rule finds no Subscription type). Here those
 * become GraphQL's error shape, `{errors: [{message}]}`, with the right 4xx, a body is bounded
 * before Payload buffers it (413), and a query past the shape limits (./query-limits.ts) is refused
 * with a 400 before Payload's complexity rule can walk it. Everything that passes goes to Payload unchanged.
 */
export function guardedGraphql(handler: Handler): Handler {
  return async (request) => {
    try {
      const type = (request.headers.get('content-type') ?? '').toLowerCase().replace(/\s/g, '').split(';')
      if (type[0] !== 'application/json' || type.slice(1).some((param) => param.startsWith('charset=') && !/^charset=utf-?8$/.test(param))) {
        throw new ApiError(415, 'unsupported_media_type', 'Send the query as application/json (UTF-8): {"query": "…", "variables": {…}}', await discardBody(request, MAX_GRAPHQL_BODY_BYTES))
      }
      const bytes = await readBodyBounded(request, MAX_GRAPHQL_BODY_BYTES, `The query body is larger than ${MAX_GRAPHQL_BODY_BYTES / 1024} KB`)
      const { document, errors } = checkQueryLimits(queryOf(bytes), queryLimits())
      if (errors.length) return graphqlError(400, errors)
      if (document && isSubscription(document)) throw new ApiError(400, 'invalid_query', 'Subscriptions are not supported')
      const response = await handler(new Request(request.url, { method: 'POST', headers: request.headers, body: new Uint8Array(bytes) }))
      return response.status >= 400 && !(response.headers.get('content-type') ?? '').includes('json') ? withMessage(response) : response
    } catch (error) {
      if (error instanceof ApiError) return graphqlError(error.status, error.message, error.headers)
      console.error('[graphql] unexpected error', error)
      return graphqlError(500, 'Something went wrong on our side; please try again later')
    }
  }
}

/** GET /graphql and the other methods: queries are sent with POST. */
export function graphqlMethodNotAllowed(): Response {
  return graphqlError(405, 'Send GraphQL queries with POST and a JSON body', { Allow: 'POST' })
}

function queryOf(bytes: Buffer): string {
  let body: unknown
  try {
    body = JSON.parse(bytes.toString('utf8'))
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body must be valid JSON: {"query": "…"}')
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'invalid_body', 'The request body must be one JSON object: {"query": "…"}')
  const { query } = body as { query?: unknown }
  if (typeof query !== 'string') throw new ApiError(400, 'invalid_body', 'The request body needs a query string: {"query": "…"}')
  return query
}

function isSubscription(document: DocumentNode): boolean {
  return document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'subscription')
}

const MESSAGES: Record<number, string> = {
  406: 'Accept application/json or application/graphql-response+json',
  415: 'Send the query as application/json (UTF-8)',
}

async function withMessage(response: Response): Promise<Response> {
  const text = (await response.text().catch(() => '')).trim()
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'content-type' && name !== 'content-length'))
  return graphqlError(response.status, MESSAGES[response.status] ?? (text || response.statusText || 'The request could not be served'), headers)
}

function graphqlError(status: number, messages: string | string[], headers: Record<string, string> = {}): Response {
  const errors = [messages].flat().map((message) => ({ message }))
  return Response.json({ errors }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}
