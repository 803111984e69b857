import type { Payload } from 'payload'

/** Payload's instance in this process, if a request has started it (getPayload keeps it on globalThis). */
function runningPayload(): Payload | undefined {
  const cache = (globalThis as { _payload?: Map<string, { payload: Payload | null }> })._payload
  return cache?.get('default')?.payload ?? undefined
}

/**
 * Stops Payload's job crons and closes its database connections, once nothing is in flight. Payload's
 * own `destroy` stops the crons but leaves the pool (PostgreSQL) or client (SQLite) open, so those are
 * closed here. Returns whether there was anything to close.
 */
export async function closePayload(): Promise<boolean> {
  const payload = runningPayload()
  if (!payload) return false
  const db = payload.db as unknown as { pool?: { end(): Promise<void> }; client?: { close(): void } }
  await payload.destroy()
  if (db.pool) await db.pool.end()
  else db.client?.close()
  return true
}
