import { getPayload, type SanitizedConfig } from 'payload'
import { limits } from '@/site.config'

type RestHandler<Context> = (request: Request, context: Context) => Promise<Response>
type QueryBounds = ReturnType<typeof limits.query>['anonymous']

/** Payload's session cookie (its default cookie prefix) and API-key or JWT header: a request that may be an editor's. */
const SESSION_COOKIE = /(?:^|;\s*)payload-token=/

/**
 * A REST read's query (the address's query string, or the body of a POST that Payload reads as a GET when
 * `X-Payload-HTTP-Method-Override: GET` is set, so the address's length limits do not apply) is bounded in
 * bytes and parameters before Payload parses it: qs spent 0.4 s on 1,000 bracketed parameters, and a 167 KB
 * form body of 3,000 conditions ran a server out of memory. A visitor gets the narrow bounds; a request past
 * them that carries a login is checked with Payload's own auth and gets the editors' wider ones.
 * The filter's shape (conditions, nesting, lists) is bounded after parsing (src/cms/public-api-guards.ts).
 */
export function boundedQueries<Context>(handler: RestHandler<Context>, config: Promise<SanitizedConfig>): RestHandler<Context> {
  return async (request, context) => {
    const override = request.method === 'POST' && isReadOverride(request.headers)
    if (request.method !== 'GET' && !override) return handler(request, context)
    const { anonymous, editor } = limits.query()
    let editorAsked: Promise<boolean> | undefined
    const problemOf = async (measure: (bounds: QueryBounds) => string | null) => {
      const problem = measure(anonymous)
      return problem && (await (editorAsked ??= signedIn(request, config))) ? measure(editor) : problem
    }
    const search = new URL(request.url).search.slice(1)
    const declared = override ? Number(request.headers.get('content-length') ?? 0) : 0
    const tooLarge = await problemOf((bounds) => sizeProblem(search.length + declared, bounds) ?? paramProblem(paramCount(search), bounds))
    if (tooLarge) return refuse(tooLarge)
    if (!override) return handler(request, context)

    // Within the bound: read the body and check what it holds, as Payload will read it.
    const bytes = new Uint8Array(await request.arrayBuffer())
    const body = new TextDecoder().decode(bytes)
    const type = request.headers.get('content-type')
    if (type === 'application/x-www-form-urlencoded') {
      const params = paramCount(search) + paramCount(body)
      const tooMany = await problemOf((bounds) => paramProblem(params, bounds))
      if (tooMany) return refuse(tooMany)
    } else if (type === 'application/json' && !isJson(body)) {
      // Payload parses it outside its error handling, so a malformed one would be a 500.
      return refuse('The body of a read sent as POST with X-Payload-HTTP-Method-Override: GET is not valid JSON.')
    }
    return handler(new Request(request.url, { method: request.method, headers: request.headers, body: bytes }), context)
  }
}

/** Payload's own test for a POST it answers as a GET (handleEndpoints). */
function isReadOverride(headers: Headers): boolean {
  return headers.get('x-payload-http-method-override') === 'GET' || headers.get('x-http-method-override') === 'GET'
}

const sizeProblem = (bytes: number, bounds: QueryBounds) => (bytes <= bounds.bytes ? null : `The query is ${bytes} bytes long; a read may send at most ${bounds.bytes}.`)

const paramProblem = (count: number, bounds: QueryBounds) => (count <= bounds.params ? null : `The query has ${count} parameters; a read may send at most ${bounds.params}.`)

/** Parameters as qs counts them: the parts between `&`. */
function paramCount(query: string): number {
  if (!query) return 0
  let count = 1
  for (let at = query.indexOf('&'); at !== -1; at = query.indexOf('&', at + 1)) count++
  return count
}

/** Whether the request carries a login Payload accepts: asked only of a request past a visitor's bounds. */
async function signedIn(request: Request, config: Promise<SanitizedConfig>): Promise<boolean> {
  if (!request.headers.get('authorization') && !SESSION_COOKIE.test(request.headers.get('cookie') ?? '')) return false
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }))
  return Boolean(user)
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

function refuse(message: string) {
  return Response.json({ errors: [{ message }] }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
}
