import { pendingMigrations } from '@/cms/migrate'
import { getPayloadClient } from './payload'

export type Readiness = { ready: true } | { ready: false; reason: string }

/** A check that takes longer than this (Payload still starting and migrating, a database not answering) is "not ready". */
const CHECK_TIMEOUT_MS = 3_000
/** A probe answers from the last check for this long, so a flood of probes costs one query a second. */
const REUSE_MS = 1_000

let last: { at: number; result: Promise<Readiness>; settled?: Readiness } | undefined

/**
 * Whether this instance can serve: Payload started, the database answering, and every committed migration
 * applied. Probes share the check in flight, and a "ready" for a second, so they cost the database little; a
 * "not ready" is never reused, so the first probe after the database is back sees it.
 */
export function readiness(): Promise<Readiness> {
  const reusable = last && (!last.settled || (last.settled.ready && performance.now() - last.at <= REUSE_MS))
  if (!reusable) {
    const current: NonNullable<typeof last> = { at: performance.now(), result: check() }
    void current.result.then((result) => (current.settled = result))
    last = current
  }
  return last!.result
}

async function check(): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: `The database did not answer within ${CHECK_TIMEOUT_MS / 1000} s.` }), CHECK_TIMEOUT_MS)
  })
  try {
    return await Promise.race([migrationsApplied(), timeout])
  } catch (error) {
    // The cause is for the operator's log (at most once a second: checks are shared); the answer names no path or host.
    console.error(`[readyz] not ready: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`)
    return { ready: false, reason: 'The database is unavailable.' }
  } finally {
    clearTimeout(timer)
  }
}

async function migrationsApplied(): Promise<Readiness> {
  const pending = await pendingMigrations(await getPayloadClient())
  if (pending.length === 0) return { ready: true }
  return { ready: false, reason: `${pending.length} migration(s) not applied yet: ${pending.slice(0, 3).join(', ')}${pending.length > 3 ? ', …' : ''}.` }
}
