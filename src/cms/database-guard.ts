import { accessSync, constants, statSync } from 'node:fs'
import type { Payload } from 'payload'
import { DatabaseUnavailableError, databaseHealth, isDatabaseUnavailable, markDatabaseDown, markDatabaseUp } from '../lib/database/database-health'
import { databaseSettings } from '../config/server'
import { readOffMainThread } from './sqlite-reads'

/**
 * Puts every query of Payload's database adapter under watch (src/lib/database/database-health.ts): a
 * failure that means "database unavailable" marks it down, any success marks it up again, and a
 * probe lets the proxy ask before it renders a page per request. Installed once per process, in
 * Payload's onInit (after the adapter connected).
 *
 * Both dialects recover without a restart: pg's pool replaces dead connections by itself (the
 * bounded timeouts that keep a stopped or unreachable server from hanging a request are in
 * src/cms/database.ts); SQLite needs the help below.
 */
export function guardDatabase(payload: Payload): void {
  const db = payload.db as unknown as { name: string; client?: LibsqlClient; pool?: PgPool; busyTimeout?: number; wal?: { synchronous: string } | false }
  const state = databaseHealth()
  if (db.name === 'sqlite' && db.client) state.probe = guardSqlite(db.client, sqlitePragmas(db))
  else if (db.name === 'postgres' && db.pool) state.probe = guardPostgres(db.pool)
}

/** A probe that finds the database down tries it again at most this often. */
const PROBE_INTERVAL_MS = 1000

const GUARDED = Symbol.for('dalumara.database-guarded')

type LibsqlClient = Record<'execute' | 'batch' | 'migrate' | 'executeMultiple' | 'transaction', (...args: never[]) => Promise<unknown>> & {
  [GUARDED]?: () => Promise<boolean>
}

function sqlitePragmas(db: { busyTimeout?: number; wal?: { synchronous: string } | false }): string[] {
  return [...(db.busyTimeout ? [`PRAGMA busy_timeout = ${db.busyTimeout}`] : []), ...(db.wal ? [`PRAGMA synchronous = ${db.wal.synchronous}`] : [])]
}

/**
 * SQLite. The client keeps its connection open on the file it first opened, so a file that is
 * moved away or deleted goes unnoticed (writes would land in a deleted file and be lost), and the
 * client opens a new connection by path only after a transaction, where a missing file would be
 * created again, empty. So before each call the path is checked (one stat, microseconds): missing
 * or unreadable is an outage, and nothing reaches the client; a different file at the path (restored
 * from a backup) makes the client drop its old connection. Also, libsql's new connections start
 * with SQLite's defaults: no busy timeout (a write racing another instance's fails at once with
 * SQLITE_BUSY) and `synchronous = FULL`; the adapter set those only on its first connection, so
 * they are set again on every new one.
 */
function guardSqlite(client: LibsqlClient, pragmas: string[]): () => Promise<boolean> {
  if (client[GUARDED]) return client[GUARDED]
  const settings = databaseSettings()
  const file = settings.dialect === 'sqlite' ? settings.file : undefined
  const original = {
    execute: client.execute.bind(client) as (sql: string) => Promise<unknown>,
    transaction: client.transaction.bind(client) as (mode?: string) => Promise<{ close(): void }>,
  }
  // Reads go to a connection of their own, off the event loop; it follows the file as the client's does.
  const reads = file ? readOffMainThread(client as never, file, pragmas) : undefined
  let opened = file ? identityOrNone(file) : undefined
  // The adapter set the pragmas on its first connection; once more costs nothing and covers any reopening since.
  let fresh = true

  const checkFile = async () => {
    if (!file) return
    let current: string
    try {
      current = identity(file)
    } catch (error) {
      throw new DatabaseUnavailableError(`the SQLite file ${file} cannot be opened (${(error as NodeJS.ErrnoException).code ?? error})`, { cause: error })
    }
    if (current === opened) return
    // Another file at the same path: start a transaction only to make the client let go of its
    // connection (the transaction takes it over), then end it; the next call opens the new file.
    const dropped = await original.transaction('deferred')
    dropped.close()
    reads?.reopen()
    opened = current
    fresh = true
  }

  const prepare = async () => {
    if (!fresh) return
    fresh = false
    for (const pragma of pragmas) await original.execute(pragma)
  }

  const watched =
    <Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>, after?: () => void) =>
    async (...args: Args): Promise<Result> => {
      try {
        await checkFile()
        await prepare()
        const result = await call(...args)
        after?.()
        markDatabaseUp()
        return result
      } catch (error) {
        if (isDatabaseUnavailable(error)) markDatabaseDown(error)
        throw error
      }
    }

  for (const method of ['execute', 'batch', 'migrate', 'executeMultiple'] as const) {
    client[method] = watched(client[method].bind(client) as (...args: unknown[]) => Promise<unknown>)
  }
  client.transaction = watched(client.transaction.bind(client) as (...args: unknown[]) => Promise<unknown>, () => {
    fresh = true
  })

  let lastTry = 0
  const probe = async () => {
    try {
      await checkFile()
    } catch (error) {
      markDatabaseDown(error)
      return false
    }
    const state = databaseHealth()
    if (state.down && Date.now() - lastTry >= PROBE_INTERVAL_MS) {
      lastTry = Date.now()
      await (client.execute as (sql: string) => Promise<unknown>)('SELECT 1').catch(() => undefined)
    }
    return !state.down
  }
  client[GUARDED] = probe
  return probe
}

function identityOrNone(file: string): string | undefined {
  try {
    return identity(file)
  } catch {
    return undefined
  }
}

/** The file's device and inode; throws when it is missing or this process may not read and write it. */
function identity(file: string): string {
  accessSync(file, constants.R_OK | constants.W_OK)
  const { dev, ino } = statSync(file)
  return `${dev}:${ino}`
}

type PgPool = {
  query: (...args: unknown[]) => Promise<unknown>
  connect: (...args: unknown[]) => Promise<unknown>
  on: (event: string, listener: (...args: never[]) => void) => void
  [GUARDED]?: () => Promise<boolean>
}

/**
 * PostgreSQL. A stopped server closes every connection (idle ones report it at once, which marks
 * the outage before any request fails); the pool drops those and opens new ones on demand, so
 * recovery needs nothing from us but noticing the first success.
 */
function guardPostgres(pool: PgPool): () => Promise<boolean> {
  if (pool[GUARDED]) return pool[GUARDED]
  const lost = (error: unknown) => {
    if (isDatabaseUnavailable(error)) markDatabaseDown(error)
  }
  pool.on('error', lost)
  pool.on('connect', (client: { on: (event: string, listener: (error: unknown) => void) => void }) => client.on('error', lost))

  // When the database last answered: a busy server needs no probe of its own.
  let lastAnswer = 0
  const watch =
    (call: (...args: unknown[]) => Promise<unknown>) =>
    (...args: unknown[]) => {
      // Callback style (none of Payload's or drizzle's calls): left as it is.
      if (typeof args[args.length - 1] === 'function') return call(...args)
      return call(...args).then(
        (result) => {
          lastAnswer = Date.now()
          markDatabaseUp()
          return result
        },
        (error: unknown) => {
          lost(error)
          throw error
        },
      )
    }
  pool.query = watch(pool.query.bind(pool))
  pool.connect = watch(pool.connect.bind(pool))

  // A server stopped while nothing was connected gives no sign until asked: unless a query answered
  // within the last second, the probe asks (at most once a second), so the first page rendered per
  // request after a stop is refused by the proxy rather than failing.
  let lastTry = 0
  const probe = async () => {
    const state = databaseHealth()
    const now = Date.now()
    if (!state.down && now - lastAnswer < PROBE_INTERVAL_MS) return true
    if (now - lastTry >= PROBE_INTERVAL_MS) {
      lastTry = now
      await pool.query('SELECT 1').catch(() => undefined)
    }
    return !state.down
  }
  pool[GUARDED] = probe
  return probe
}
