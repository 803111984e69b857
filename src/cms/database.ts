import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'
import { envInt } from '../lib/env'

/**
 * SQLite (a file under data/) unless DATABASE_URL is a postgres:// URL. Schema changes only ever
 * happen through the committed migrations of each dialect; they run at start-up (prodMigrations),
 * so an empty database creates its own schema.
 */
export function databaseAdapter() {
  const url = process.env.DATABASE_URL ?? ''
  if (/^postgres(ql)?:\/\//.test(url)) {
    return postgresAdapter({
      pool: { connectionString: url, max: envInt('DATABASE_POOL_MAX', 10, { min: 1 }) },
      migrationDir: path.resolve(process.cwd(), 'src/migrations/postgres'),
      prodMigrations: postgresMigrations,
      push: false,
    })
  }
  return sqliteAdapter({
    client: { url: url || `file:${path.resolve(process.cwd(), 'data/dalumara.db')}` },
    migrationDir: path.resolve(process.cwd(), 'src/migrations/sqlite'),
    prodMigrations: sqliteMigrations,
    push: false,
    wal: { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'NORMAL' },
    busyTimeout: 5000,
  })
}
