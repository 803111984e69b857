// Brings the schema up to date (the committed migrations) and seeds demo content into a database
// this run created; `npm start` runs it before serving. SEED=force also fills in missing demo
// records of an existing database; SEED=false only migrates. Migrations and seed run under one
// database lock, so instances starting together on an empty database neither race on creating
// the schema nor seed twice, and content an editor deleted is never brought back by a restart.
// Run it with `tsx --conditions=production` (npm run seed does): lexical's default Node entry points
// load their real build through a top-level `await import()`, which on Node 20 intermittently
// deadlocks the module graph and exits with code 13 before any code runs; the `production`
// export condition resolves straight to the built files and avoids it.
import { getPayload } from 'payload'
import config from '../../src/payload.config'
import { withDatabaseLock } from '../../src/cms/database-lock'
import { runMigrations } from '../../src/cms/migrate'
import { refreshPlannerStatistics } from '../../src/cms/planner-statistics'
import { seed } from '../../src/seed'
import { makeMissingPictureSizes, queuePictureSweep } from '../../src/cms/uploads/picture-sizes'
import { seedSettings } from '../../src/site.config'

// Belt and braces for the same Node behaviour: exit code 13 means the event loop emptied while a
// top-level await was pending; this timer keeps the loop alive until the seed settles.
const keepAlive = setInterval(() => {}, 1000)

async function main() {
  // onInit would migrate under a lock of its own; here migration and seed share one.
  const payload = await getPayload({ config, disableOnInit: true })
  const { mode, pictureSizes } = seedSettings()
  await withDatabaseLock(async () => {
    const { fresh } = await runMigrations(payload)
    if (mode === 'force' || (mode === 'true' && fresh)) {
      await seed(payload)
      await refreshPlannerStatistics(payload, { afterSeed: true })
      payload.logger.info('Seed complete')
    } else {
      payload.logger.info(mode === 'false' ? 'Seed skipped (SEED=false)' : 'Seed skipped: the database already has content (SEED=force fills in missing demo records)')
    }
  })
  // Outside the lock: other instances may start meanwhile; their queue would only find the same work done.
  if (pictureSizes === 'now') {
    const started = Date.now()
    await makeMissingPictureSizes(payload)
    payload.logger.info(`Picture sizes made in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  } else {
    await queuePictureSweep(payload)
  }
}

main()
  .then(() => {
    clearInterval(keepAlive)
    process.exit(0)
  })
  .catch((error) => {
    console.error('Seed failed:', error, JSON.stringify(error?.data?.errors ?? null, null, 1)?.slice(0, 4000))
    process.exit(1)
  })
