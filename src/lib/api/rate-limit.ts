import type { Payload } from 'payload'
import { drizzleOf } from '@/cms/drizzle'
import { getPayloadClient } from '@/data/payload'
import { clientAddress } from '@/lib/http/client-address'
import { limits } from '@/site.config'
import { isDatabaseUnavailable } from '../database-health'
import { ApiError } from './errors'

/**
 * Fixed-window rate limiting for public POST endpoints, stored in the `rate-limits` collection
 * so that every app instance shares the same counters. Each window has its own row, keyed
 * `<key>:<windowStart>`, and a request is counted with one atomic upsert
 * (INSERT … ON CONFLICT (key) DO UPDATE SET count = count + 1 RETURNING count): concurrent
 * requests can neither lose an increment nor race on creating the row.
 */

export type RateLimitResult = { allowed: boolean; limit: number; remaining: number; retryAfterSeconds: number }

/** Sign-ups per client IP per window, from RATE_LIMIT_MAX (default 10 a minute). */
export function newsletterLimit() {
  return { max: limits.newsletterPerMinute(), windowMs: 60_000 }
}

/** Messages per client IP per window for each of the public forms (contact, CV): the same RATE_LIMIT_MAX. */
export const formLimit = newsletterLimit

/** Share-link clicks counted per client IP per window (POST /dmc-apis/share_count): the same RATE_LIMIT_MAX. */
export const shareCountLimit = newsletterLimit

export async function rateLimit(key: string, { max, windowMs }: { max: number; windowMs: number }): Promise<RateLimitResult> {
  const now = Date.now()
  const windowStart = Math.floor(now / windowMs) * windowMs
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000))
  const payload = await getPayloadClient()
  const count = await increment(payload, `${key}:${windowStart}`, windowStart)
  // Now and then, drop counters of windows long past; the table stays small without a cron job.
  if (Math.random() < 0.02) void sweep(payload, windowStart - windowMs)
  return { allowed: count <= max, limit: max, remaining: Math.max(0, max - count), retryAfterSeconds }
}

async function increment(payload: Payload, key: string, windowStart: number): Promise<number> {
  const { drizzle, tables, sql } = drizzleOf(payload)
  const table = tables.rate_limits
  const rows: { count: number | string }[] = await drizzle
    .insert(table)
    .values({ key, count: 1, windowStart })
    .onConflictDoUpdate({ target: table.key, set: { count: sql`${table.count} + 1` } })
    .returning({ count: table.count })
  return Number(rows[0]?.count ?? 1)
}

async function sweep(payload: Payload, before: number) {
  try {
    await payload.db.deleteMany({ collection: 'rate-limits', where: { windowStart: { less_than: before } } })
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'rate limit sweep failed' })
  }
}

/**
 * The limit for a form that leaves a message or a sign-up: a limiter fault of its own (its table)
 * must not cost a real message, so it counts nothing and the form goes on (null); a database that
 * is down would fail the store next anyway, so that error goes on at once (a 503, not two waits).
 */
export async function formRateLimit(key: string, limit: { max: number; windowMs: number }, logName: string): Promise<RateLimitResult | null> {
  try {
    return await rateLimit(key, limit)
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error
    console.error(`[dmc-apis/${logName}] rate limiter unavailable`, error)
    return null
  }
}

/** The client's address, from as many proxies' X-Forwarded-For entries as TRUSTED_PROXY_HOPS trusts (src/lib/http/client-address.ts). */
export function clientIp(request: Request): string {
  return clientAddress(request.headers.get('x-forwarded-for'), limits.trustedProxyHops())
}

/** The answer to a client over its limit: 429 with Retry-After (plus any headers the caller adds). */
export function tooManyRequests(limit: RateLimitResult, headers: Record<string, string> = {}): ApiError {
  return new ApiError(429, 'rate_limited', `Too many requests; please try again in ${limit.retryAfterSeconds} seconds`, {
    'Retry-After': String(limit.retryAfterSeconds),
    ...headers,
  })
}
