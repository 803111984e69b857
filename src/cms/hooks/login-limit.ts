import { createHash, pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import type { CollectionAfterLoginHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { clientAddress } from '@/lib/http/client-address'
import { limits } from '@/site.config'
import { rateLimit, refund, type RateLimitResult } from '../rate-limit-counter'
import { tooManyAttempts } from './too-many-attempts'

const MINUTE = 60 * 1000

/**
 * Failed logins counted per client (any account) and per account (any client). A client may mistype a few
 * times; an account is tried by many clients only when someone guesses its password. The account's limit is
 * also how long someone with several addresses could keep its editor out, so it is higher.
 */
export const LOGIN_LIMITS = { perClient: { max: 10, windowMs: 15 * MINUTE }, perAccount: { max: 50, windowMs: 60 * MINUTE } }

const CONTEXT_KEY = 'loginAttemptCounters'

/**
 * Throttles logins (REST and GraphQL alike) before Payload reads the account: 429 with Retry-After over a
 * limit. Each attempt is counted first and given back when it succeeds (refundLogin), so only failures
 * count and parallel guesses cannot slip past. The account's address is hashed in the counter's key.
 * An unknown address pays a password hash as a known one does, so the time of an answer does not tell
 * whether an account exists (Payload answers it at once otherwise).
 */
export const limitLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' || req.payloadAPI === 'local') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const email = String(data?.email ?? '').trim().toLowerCase()
  const counts = await Promise.all([
    rateLimit(req.payload, `login:client:${clientAddress(req.headers.get('x-forwarded-for'), limits.trustedProxyHops())}`, LOGIN_LIMITS.perClient),
    ...(email ? [rateLimit(req.payload, `login:account:${createHash('sha256').update(email).digest('hex')}`, LOGIN_LIMITS.perAccount)] : []),
  ])
  const over = counts.find((count) => !count.allowed)
  if (over) tooManyAttempts(req, `Too many failed logins; please try again in ${over.retryAfterSeconds} seconds`, over.retryAfterSeconds)
  req.context[CONTEXT_KEY] = counts
  if (email && typeof data?.password === 'string' && !(await accountExists(req, email))) await hashAnyway(data.password)
  return args
}

/** A login that succeeded gives its attempt back. Not awaited: the login's transaction is still open. */
export const refundLogin: CollectionAfterLoginHook = ({ req, user }) => {
  const counts = req.context[CONTEXT_KEY] as RateLimitResult[] | undefined
  for (const count of counts ?? []) {
    refund(req.payload, count).catch((error: unknown) => req.payload.logger.warn({ err: error, msg: 'login limit refund failed' }))
  }
  return user
}

async function accountExists(req: PayloadRequest, email: string): Promise<boolean> {
  const { totalDocs } = await req.payload.db.count({ collection: 'users', req, where: { email: { equals: email } } })
  return totalDocs > 0
}

/** Payload's current password hash (payload/dist/auth/strategies/local/generatePasswordSaltHash.js): PBKDF2-SHA256, 600,000 rounds, 32 bytes. */
const hashAnyway = (password: string) => promisify(pbkdf2)(password, randomBytes(16).toString('hex'), 600_000, 32, 'sha256')
