import { isDatabaseUnavailable, markDatabaseDown, RETRY_AFTER_SECONDS } from '../database/database-health'
import { privateInDraftMode } from '../preview/private-in-draft'

/**
 * The error half of the REST contract: every failure answers `{error: {code, message}}`.
 * An ApiError is an expected outcome (bad input, unknown item) and keeps its status; a database
 * that cannot be reached is a 503 with Retry-After (src/lib/database/database-health.ts); anything else is
 * a genuine server fault: logged, then answered 500 without internals.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const badRequest = (message: string, code = 'invalid_request') => new ApiError(400, code, message)

export const notFoundError = (message = 'No item matches this address') => new ApiError(404, 'not_found', message)

/** The answer of every call and form while the database is down: nothing was read or stored. */
export const serviceUnavailable = (retryAfter = RETRY_AFTER_SECONDS) =>
  new ApiError(503, 'service_unavailable', `The service is temporarily unavailable; please try again in ${retryAfter} seconds`, {
    'Retry-After': String(retryAfter),
  })

export function errorResponse(error: ApiError): Response {
  return Response.json(
    { error: { code: error.code, message: error.message } },
    { status: error.status, headers: { 'Cache-Control': 'no-store', ...error.headers } },
  )
}

/**
 * Wraps a route handler so that no failure escapes as an HTML page or an unhandled rejection, and no
 * answer made in draft mode (it may hold drafts) reaches a shared cache.
 */
export function withApiErrors<Args extends unknown[]>(
  name: string,
  handler: (...args: Args) => Promise<Response>,
  toResponse: (error: ApiError) => Response = errorResponse,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      return await privateInDraftMode(await handler(...args))
    } catch (error) {
      if (error instanceof ApiError) return toResponse(error)
      if (isDatabaseUnavailable(error)) {
        // Logged once per outage by the health module, not once per request.
        markDatabaseDown(error)
        return toResponse(serviceUnavailable())
      }
      console.error(`[dmc-apis/${name}] unexpected error`, error)
      return toResponse(new ApiError(500, 'internal_error', 'Something went wrong on our side; please try again later'))
    }
  }
}
