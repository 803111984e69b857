import type { Migration, Payload } from 'payload'
import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'
import { isBuildPhase } from '../site.config'
import { withDatabaseLock } from './database-lock'
import { refreshPlannerStatistics } from './planner-statistics'

/**
 * Every environment (development, tests, production) gets its schema from the same committed
 * migrations, run here rather than by Payload's schema push or `prodMigrations`.
 */

/** Payload's onInit: bring the schema up to date (a no-op once it is) and the planner's statistics with it, under the database lock. */
export async function migrateOnInit(payload: Payload): Promise<void> {
  // `next build` loads the config with no database running; it needs no schema.
  if (isBuildPhase()) return
  await withDatabaseLock(async () => {
    await runMigrations(payload)
    await refreshPlannerStatistics(payload)
  })
}

/**
 * Runs the pending migrations; call it while holding the database lock. Returns whether the
 * database was empty (no migration had ever run), which is when the demo seed may fill it.
 */
export async function runMigrations(payload: Payload): Promise<{ fresh: boolean }> {
  const fresh = !(await hasRunMigrations(payload))
  const migrations = (payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
  await payload.db.migrate({ migrations })
  return { fresh }
}

async function hasRunMigrations(payload: Payload): Promise<boolean> {
  try {
    return (await payload.count({ collection: 'payload-migrations' })).totalDocs > 0
  } catch {
    // No migrations table yet: a database nothing has ever run on.
    return false
  }
}

/**
 * The committed migrations this database has not run yet (their names), read from Payload's
 * `payload-migrations` table in one small query; a database with no such table has run none.
 */
export async function pendingMigrations(payload: Payload): Promise<string[]> {
  const migrations = (payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
  const ran = await payload.find({ collection: 'payload-migrations', pagination: false, depth: 0, select: { name: true }, overrideAccess: true })
  const names = new Set(ran.docs.map((doc) => doc.name))
  return migrations.map((migration) => migration.name).filter((name) => !names.has(name))
}
