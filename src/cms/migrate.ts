import type { Migration, Payload } from 'payload'
import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'

/**
 * Production runs the committed migrations through `prodMigrations`. Development and tests
 * run the very same migrations here (instead of Payload's schema push), so every environment
 * has exactly the schema that production will get.
 */
export async function migrateOutsideProduction(payload: Payload) {
  if (process.env.NODE_ENV === 'production') return
  const isPostgres = payload.db.name === 'postgres'
  const migrations = (isPostgres ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
  await payload.db.migrate({ migrations })
}
