// Creates the schema (through the committed migrations) and seeds demo content. Safe to run again.
// Run it with `tsx --conditions=production` (npm run seed does): lexical's default Node entry points
// load their real build through a top-level `await import()`, which on Node 20 intermittently
// deadlocks the module graph and exits with code 13 before any code runs; the `production`
// export condition resolves straight to the built files and avoids it.
import { getPayload } from 'payload'
import config from '../src/payload.config'
import { migrateOutsideProduction } from '../src/cms/migrate'
import { seed } from '../src/seed'

// Belt and braces for the same Node behaviour: exit code 13 means the event loop emptied while a
// top-level await was pending; this timer keeps the loop alive until the seed settles.
const keepAlive = setInterval(() => {}, 1000)

async function main() {
  const payload = await getPayload({ config })
  // In production Payload already ran prodMigrations while connecting.
  await migrateOutsideProduction(payload)
  await seed(payload)
  payload.logger.info('Seed complete')
}

main()
  .then(() => {
    clearInterval(keepAlive)
    process.exit(0)
  })
  .catch((error) => {
    console.error('Seed failed:', error)
    process.exit(1)
  })
