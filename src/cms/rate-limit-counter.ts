import type { Payload } from 'payload'
import { drizzleOf } from './drizzle'

/**
 * Fixed-window rate limiting for public POST endpoints, stored in the `rate-limits` collection
 * so that every app instance shares the same counters. Each window has its own row, keyed
 * `<key>:<windowStart>`, and a request is counted with one atomic upsert
 * (INSERT … ON CONFLICT (key) DO UPDATE SET count = count + 1 RETURNING count): concurrent
 * requests can neither lose an increment nor race on creating the row.
 */

/** How long a window's row is kept: twice the longest window of any limit. */
const KEEP_MS = 2 * 60 * 60 * 1000

/** `counter` names the window's row, for a refund. */
export type RateLimitResult = { allowed: boolean; limit: number; remaining: number; retryAfterSeconds: number; counter: string }

export async function rateLimit(payload: Payload, key: string, { max, windowMs }: { max: number; windowMs: number }): Promise<RateLimitResult> {
  if (windowMs > KEEP_MS / 2) throw new Error(`A rate limit's window may be at most ${KEEP_MS / 2} ms; the sweep keeps rows for ${KEEP_MS} ms`)
  const now = Date.now()
  const windowStart = Math.floor(now / windowMs) * windowMs
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000))
  const counter = `${key}:${windowStart}`
  const count = await increment(payload, counter, windowStart)
  // Now and then, drop the counters of windows long past; the table stays small without a cron job.
  if (Math.random() < 0.02) void sweep(payload)
  return { allowed: count <= max, limit: max, remaining: Math.max(0, max - count), retryAfterSeconds, counter }
}

/** Gives a counted request back (a login that succeeded), so a limit counts only the failures. */
export async function refund(payload: Payload, { counter }: Pick<RateLimitResult, 'counter'>): Promise<void> {
  const { drizzle, tables, sql } = drizzleOf(payload)
  const table = tables.rate_limits
  await drizzle
    .update(table)
    .set({ count: sql`${table.count} - 1` })
    .where(sql`${table.key} = ${counter} and ${table.count} > 0`)
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

/**
 * Limits differ in window (a minute for the forms, an hour for logins per account), and their keys do not say
 * which limit they belong to in a form a LIKE can match (an IPv6 /64 holds colons), so a sweep drops only rows
 * older than any window: one limit's sweep once dropped another's hour-long counters while their window ran.
 */
async function sweep(payload: Payload) {
  try {
    const { drizzle, tables, sql } = drizzleOf(payload)
    const table = tables.rate_limits
    await drizzle.delete(table).where(sql`${table.windowStart} < ${Date.now() - KEEP_MS}`)
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'rate limit sweep failed' })
  }
}
