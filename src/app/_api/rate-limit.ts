import { rateLimit as countRequest, type RateLimitResult } from '@/cms/rate-limit-counter'
import { getPayloadClient } from '@/data/payload'
import { clientAddress } from '@/lib/http/client-address'
import { limits } from '@/site.config'
import { isDatabaseUnavailable } from '@/lib/database/database-health'
import { ApiError } from '@/lib/api/errors'

export type { RateLimitResult }

/** Sign-ups per client IP per window, from RATE_LIMIT_MAX (default 10 a minute). */
export function newsletterLimit() {
  return { max: limits.newsletterPerMinute(), windowMs: 60_000 }
}

/** Messages per client IP per window for each of the public forms (contact, CV): the same RATE_LIMIT_MAX. */
export const formLimit = newsletterLimit

/** Share-link clicks counted per client IP per window (POST /dmc-apis/share_count): the same RATE_LIMIT_MAX. */
export const shareCountLimit = newsletterLimit

/** Press-kit downloads per client IP a minute: each may stream up to PRESS_KIT_MAX_BYTES (100 MB by default). */
export function pressKitLimit() {
  return { max: 5, windowMs: 60_000 }
}

/** Counts one request under `key` (see src/cms/rate-limit-counter.ts). */
export async function rateLimit(key: string, limit: { max: number; windowMs: number }): Promise<RateLimitResult> {
  return countRequest(await getPayloadClient(), key, limit)
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
