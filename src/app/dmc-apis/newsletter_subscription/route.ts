import { ApiError, clientIp, formRateLimit, newsletterLimit, parseJsonBody, tooManyRequests, withApiErrors } from '@/lib/api'
import { newsletterBody, subscribeToNewsletter } from '@/lib/api/newsletter'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * POST /dmc-apis/newsletter_subscription with `{"data":{"email":"…"}}` (trimmed, lower-cased).
 * 201 `{success: true}`; 409 `{success: false, error: "Email already exists"}`; 400 with the
 * problem; 429 over the per-IP limit (RATE_LIMIT_MAX a minute, with Retry-After); 503 with
 * Retry-After while the database is down.
 */
export const POST = withApiErrors(
  'newsletter_subscription',
  async (request: Request) => {
    const limit = await formRateLimit(`newsletter:${clientIp(request)}`, newsletterLimit(), 'newsletter_subscription')
    if (limit && !limit.allowed) {
      throw tooManyRequests(limit)
    }
    const { data } = await parseJsonBody(request, newsletterBody)
    const outcome = await subscribeToNewsletter(data.email)
    if (outcome === 'duplicate') throw new ApiError(409, 'duplicate', 'Email already exists')
    return Response.json({ success: true }, { status: 201, headers: noStore })
  },
  // This call's answers keep the old client's shape: {success, error} rather than {error: {code, message}}.
  (error) =>
    Response.json({ success: false, error: error.message }, { status: error.status, headers: { ...noStore, ...error.headers } }),
)
