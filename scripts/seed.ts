// Creates the schema (through the committed migrations) and seeds demo content. Safe to run again.
import { getPayload } from 'payload'
import config from '../src/payload.config'
import { migrateOutsideProduction } from '../src/cms/migrate'
import { seed } from '../src/seed'

// Node exits with code 13 when the event loop empties while a top-level await is still pending
// (seen with a fresh SQLite database during migrations); this timer keeps the loop alive until done.
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
