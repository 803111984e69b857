/**
 * What the server knows about its database: up, or down since when and why. One mechanism for an
 * outage (SQLite file gone or unreadable, PostgreSQL stopped or refusing connections):
 * - the database guard (src/cms/database-guard.ts) watches every query and marks the state;
 * - the API error handler (src/lib/api/errors.ts) answers 503 with Retry-After for any error this
 *   module classifies as "database unavailable", on every /dmc-apis call and form;
 * - the proxy answers 503 for pages rendered per request (search, filtered lists) while it is down;
 * - cached pages and cached API answers never reach the database, so they keep answering 200.
 *
 * No imports: the proxy loads this too. The state lives on globalThis because the proxy and each
 * route bundle may hold their own copy of this module, while the process has one database.
 */

/** Sent as Retry-After with every 503 of an outage, and named in its message. */
export const RETRY_AFTER_SECONDS = 30

export class DatabaseUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`The database is unavailable: ${reason}`, options)
    this.name = 'DatabaseUnavailableError'
  }
}

type HealthState = {
  down: boolean
  since: number
  reason: string
  /** Installed by the guard: re-checks the database (cheaply, throttled) and says whether it is up. */
  probe?: () => Promise<boolean>
}

const KEY = Symbol.for('dalumara.database-health')
const globals = globalThis as typeof globalThis & { [KEY]?: HealthState }

export function databaseHealth(): HealthState {
  globals[KEY] ??= { down: false, since: 0, reason: '' }
  return globals[KEY]
}

/** Logged once per outage, not once per failed request. */
export function markDatabaseDown(error: unknown): void {
  const state = databaseHealth()
  if (state.down) return
  Object.assign(state, { down: true, since: Date.now(), reason: describe(error) })
  console.error(`[database] unavailable: ${state.reason}; APIs and forms answer 503 until it is back`)
}

export function markDatabaseUp(): void {
  const state = databaseHealth()
  if (!state.down) return
  console.info(`[database] available again after ${Math.round((Date.now() - state.since) / 1000)} s`)
  Object.assign(state, { down: false, reason: '' })
}

/** Whether the database is believed up, after the guard's probe when one is installed. */
export async function databaseAvailable(): Promise<boolean> {
  const state = databaseHealth()
  try {
    return state.probe ? await state.probe() : !state.down
  } catch {
    return false
  }
}

/** Node's socket errors: the server is stopped, unreachable, or dropped the connection. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE'])

/**
 * PostgreSQL SQLSTATEs of a server that cannot serve: connection exceptions (class 08), operator
 * intervention (57P01 admin shutdown, 57P02 crash, 57P03 cannot connect now, 57014 a query cancelled
 * by the statement timeout), too many connections (53300), and the database gone (3D000).
 */
const POSTGRES_CODES = /^(08\d{3}|57P0[123]|57014|53300|3D000)$/

/**
 * SQLite result codes of a file that cannot be used: cannot open, I/O error, not a database,
 * corrupt, disk full, read-only, permission, and busy or locked beyond the busy timeout.
 */
const SQLITE_CODES = /^SQLITE_(CANTOPEN|IOERR|NOTADB|CORRUPT|FULL|READONLY|PERM|BUSY|LOCKED)/

/** The pg pool's and client's own messages, and Payload's when it cannot connect at start. */
const MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)|cannot connect to (Postgres|SQLite)|Client has encountered a connection error/i

/**
 * Whether an error means "the database cannot be reached or used" (a 503 and a retry later) rather
 * than a fault in a query or in our code (a 500). Follows `cause` chains: drizzle and Payload wrap
 * the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    if (typeof current !== 'object') return false
    const { name, code, message } = current as { name?: unknown; code?: unknown; message?: unknown }
    if (name === 'DatabaseUnavailableError') return true
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODES.test(code) || SQLITE_CODES.test(code))) return true
    if (typeof message === 'string' && MESSAGES.test(message)) return true
    const errors = (current as { errors?: unknown }).errors
    // AggregateError: a host name with several addresses, every one refused.
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const code = (error as { code?: unknown }).code
  return `${code ? `${String(code)}: ` : ''}${error.message}`.slice(0, 300)
}
