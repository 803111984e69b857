import { Kind, type DocumentNode } from 'graphql'
import { queryLimits } from './index'
import { boundedAnswer, graphqlError } from './answer-size'
import { checkQueryLimits, type QueryInputs } from './query-limits'
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
 * with a 400 before Payload's complexity rule can walk it. Everything that passes goes to Payload unchanged;
 * its answer is held to a size and loses field suggestions when introspection is off (./answer.ts).
 */
export function guardedGraphql(handler: Handler): Handler {
  return async (request) => {
    try {
      const type = (request.headers.get('content-type') ?? '').toLowerCase().replace(/\s/g, '').split(';')
      if (type[0] !== 'application/json' || type.slice(1).some((param) => param.startsWith('charset=') && !/^charset=utf-?8$/.test(param))) {
        throw new ApiError(415, 'unsupported_media_type', 'Send the query as application/json (UTF-8): {"query": "…", "variables": {…}}', await discardBody(request, MAX_GRAPHQL_BODY_BYTES))
      }
      const bytes = await readBodyBounded(request, MAX_GRAPHQL_BODY_BYTES, `The query body is larger than ${MAX_GRAPHQL_BODY_BYTES / 1024} KB`)
      const { query, ...inputs } = bodyOf(bytes)
      const { document, errors } = checkQueryLimits(query, queryLimits(), inputs)
      if (errors.length) return graphqlError(400, errors)
      if (document && isSubscription(document)) throw new ApiError(400, 'invalid_query', 'Subscriptions are not supported')
      const response = await handler(new Request(request.url, { method: 'POST', headers: request.headers, body: new Uint8Array(bytes) }))
      if (response.status >= 400 && !(response.headers.get('content-type') ?? '').includes('json')) return withMessage(response)
      return boundedAnswer(response)
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

function bodyOf(bytes: Buffer): { query: string } & QueryInputs {
  let body: unknown
  try {
    body = JSON.parse(bytes.toString('utf8'))
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body must be valid JSON: {"query": "…"}')
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'invalid_body', 'The request body must be one JSON object: {"query": "…"}')
  const { query, variables, operationName } = body as { query?: unknown; variables?: unknown; operationName?: unknown }
  if (typeof query !== 'string') throw new ApiError(400, 'invalid_body', 'The request body needs a query string: {"query": "…"}')
  // Malformed variables or names are left to Payload, whose answer says what is wrong with them.
  return {
    query,
    variables: variables && typeof variables === 'object' && !Array.isArray(variables) ? (variables as Record<string, unknown>) : {},
    operationName: typeof operationName === 'string' ? operationName : undefined,
  }
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
