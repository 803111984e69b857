import { pendingMigrations } from '@/cms/migrate'
import { getPayloadClient } from './payload'

export type Readiness = { ready: true } | { ready: false; reason: string }

/** A check that takes longer than this (Payload still starting and migrating, a database not answering) is "not ready". */
const CHECK_TIMEOUT_MS = 3_000
/** A probe answers from the last check for this long, so a flood of probes costs one query a second. */
const REUSE_MS = 1_000

let last: { at: number; result: Promise<Readiness> } | undefined

/**
 * Whether this instance can serve: Payload started, the database answering, and every committed migration
 * applied. Probes share one check at a time (and its result for a second), so they cost the database little.
 */
export function readiness(): Promise<Readiness> {
  if (!last || performance.now() - last.at > REUSE_MS) last = { at: performance.now(), result: check() }
  return last.result
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
