import path from 'node:path'
import { envInt, envString } from './env'

/** The database: a SQLite file under data/ unless DATABASE_URL is a postgres:// URL. */
export type DatabaseSettings =
  | { dialect: 'postgres'; url: string; poolMax: number; connectTimeoutMs: number; queryTimeoutMs: number }
  | { dialect: 'sqlite'; url: string; file: string | undefined }

/**
 * DATABASE_URL: a SQLite file (`file:…`), or a `postgres://` URL for PostgreSQL. On PostgreSQL, DATABASE_POOL_MAX
 * connections per instance, and bounds on a server that is stopped or unreachable: DATABASE_CONNECT_TIMEOUT_MS to get
 * a connection, DATABASE_QUERY_TIMEOUT_MS for a query's answer; past either the request fails with a 503, never hangs.
 * @default DATABASE_URL `file:data/dalumara.db`
 */
export function databaseSettings(): DatabaseSettings {
  const url = envString('DATABASE_URL') ?? ''
  if (/^postgres(ql)?:\/\//.test(url)) {
    return {
      dialect: 'postgres',
      url,
      poolMax: envInt('DATABASE_POOL_MAX', 10, { min: 1 }),
      // Bounds on a server that is stopped or unreachable: waiting for a connection (a refused one
      // fails at once; a silent network would otherwise hang the request) and for a query's answer.
      connectTimeoutMs: envInt('DATABASE_CONNECT_TIMEOUT_MS', 5000, { min: 100 }),
      queryTimeoutMs: envInt('DATABASE_QUERY_TIMEOUT_MS', 30_000, { min: 100 }),
    }
  }
  const sqliteUrl = url || `file:${path.resolve(/* turbopackIgnore: true */ process.cwd(), 'data/dalumara.db')}`
  return { dialect: 'sqlite', url: sqliteUrl, file: sqliteFile(sqliteUrl) }
}

/** The file behind a `file:` URL (undefined for in-memory or remote libSQL databases). */
function sqliteFile(url: string): string | undefined {
  if (!url.startsWith('file:')) return undefined
  const file = url.slice('file:'.length).replace(/\?.*$/, '')
  // turbopackIgnore: a path known only at run time; traced, it would copy the whole project into the standalone server.
  return file && file !== ':memory:' ? path.resolve(/* turbopackIgnore: true */ process.cwd(), file) : undefined
}
