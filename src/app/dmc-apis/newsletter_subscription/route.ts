import { type ApiError, clientIp, formRateLimit, newsletterLimit, parseJsonBody, tooManyRequests, withApiErrors } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'
import { newsletterBody, subscribeToNewsletter } from '@/data/newsletter'
import { discardBody, MAX_JSON_BYTES } from '@/lib/api/submissions/read-body'

const noStore = { 'Cache-Control': 'no-store' }

/** This call's answers keep the old client's shape: {success, error} rather than {error: {code, message}}. */
function newsletterError(error: ApiError): Response {
  return Response.json({ success: false, error: error.message }, { status: error.status, headers: { ...noStore, ...error.headers } })
}

/**
 * POST /dmc-apis/newsletter_subscription with `{"data":{"email":"…"}}` (trimmed, lower-cased).
 * 201 `{success: true}`, for an address already subscribed too: a different answer would tell anyone
 * whether an address is on the list. 400 with the problem; 413 past 16 KB; 429 over the per-IP limit (RATE_LIMIT_MAX a minute, with Retry-After); 503 with
 * Retry-After while the database is down.
 */
export const POST = withApiErrors(
  'newsletter_subscription',
  async (request: Request) => {
    const limit = await formRateLimit(`newsletter:${clientIp(request)}`, newsletterLimit(), 'newsletter_subscription')
    if (limit && !limit.allowed) {
      // Refused unread: the body is discarded first, so the connection stays usable (read-body.ts).
      throw tooManyRequests(limit, await discardBody(request, MAX_JSON_BYTES))
    }
    const { data } = await parseJsonBody(request, newsletterBody)
    await subscribeToNewsletter(data.email)
    return Response.json({ success: true }, { status: 201, headers: noStore })
  },
  newsletterError,
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST', newsletterError)
