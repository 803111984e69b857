import { createHash } from 'node:crypto'
import type { CollectionBeforeOperationHook } from 'payload'
import { clientAddress } from '@/lib/http/client-address'
import { limits } from '@/site.config'
import { rateLimit } from '../rate-limit-counter'
import { tooManyAttempts } from './too-many-attempts'

const HOUR = 60 * 60 * 1000

/** Reset requests per hour: a client may ask for a few addresses, an address is sent a few emails. */
export const FORGOT_PASSWORD_LIMITS = { perClient: { max: 10, windowMs: HOUR }, perAddress: { max: 3, windowMs: HOUR } }

/**
 * Throttles "forgot password" (REST and GraphQL alike) per client and per address, so nobody can
 * flood an editor's inbox or probe addresses in bulk. Payload's own minRequestInterval only spaces
 * the emails to one existing account. Unknown addresses count the same, so a 429 tells nothing.
 * The address is hashed in the counter's key: the rate-limit table lists no one's email. 429 with Retry-After.
 */
export const limitForgotPassword: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'forgotPassword' || req.payloadAPI === 'local') return args
  const email = String((args as { data?: { email?: unknown } }).data?.email ?? '').trim().toLowerCase()
  const counts = await Promise.all([
    rateLimit(req.payload, `forgot-password:client:${clientAddress(req.headers.get('x-forwarded-for'), limits.trustedProxyHops())}`, FORGOT_PASSWORD_LIMITS.perClient),
    ...(email ? [rateLimit(req.payload, `forgot-password:address:${createHash('sha256').update(email).digest('hex')}`, FORGOT_PASSWORD_LIMITS.perAddress)] : []),
  ])
  const over = counts.find((count) => !count.allowed)
  if (over) tooManyAttempts(req, `Too many password reset requests; please try again in ${over.retryAfterSeconds} seconds`, over.retryAfterSeconds)
  return args
}
