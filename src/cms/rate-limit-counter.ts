import type { Payload } from 'payload'
import { drizzleOf } from './drizzle'

/**
 * Fixed-window rate limiting for public POST endpoints, stored in the `rate-limits` collection
 * so that every app instance shares the same counters. Each window has its own row, keyed
 * `<key>:<windowStart>`, and a request is counted with one atomic upsert
 * (INSERT … ON CONFLICT (key) DO UPDATE SET count = count + 1 RETURNING count): concurrent
 * requests can neither lose an increment nor race on creating the row.
 */

/** `counter` names the window's row, for a refund. */
export type RateLimitResult = { allowed: boolean; limit: number; remaining: number; retryAfterSeconds: number; counter: string }

export async function rateLimit(payload: Payload, key: string, { max, windowMs }: { max: number; windowMs: number }): Promise<RateLimitResult> {
  const now = Date.now()
  const windowStart = Math.floor(now / windowMs) * windowMs
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000))
  const counter = `${key}:${windowStart}`
  const count = await increment(payload, counter, windowStart)
  // Now and then, drop this limit's counters of windows long past; the table stays small without a cron job.
  if (Math.random() < 0.02) void sweep(payload, key, windowStart - windowMs)
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
 * Limits differ in window (a minute for the forms, an hour for logins per account), so a sweep drops only
 * the rows of its own limit, named by the key's first segment (`login:…`, `newsletter:…`): one limit's
 * sweep dropped another's hour-long counters while their window still ran.
 */
async function sweep(payload: Payload, key: string, before: number) {
  const prefix = `${key.split(':')[0]}:`.replace(/[\\%_]/g, (c) => `\\${c}`)
  try {
    const { drizzle, tables, sql } = drizzleOf(payload)
    const table = tables.rate_limits
    await drizzle.delete(table).where(sql`${table.key} like ${`${prefix}%`} escape '\\' and ${table.windowStart} < ${before}`)
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'rate limit sweep failed' })
  }
}
