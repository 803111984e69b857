// Creates the schema (through the committed migrations) and seeds demo content. Safe to run again.
import { getPayload } from 'payload'
import config from '../src/payload.config'
import { migrateOutsideProduction } from '../src/cms/migrate'
import { seed } from '../src/seed'

const payload = await getPayload({ config })
// In production Payload already ran prodMigrations while connecting.
await migrateOutsideProduction(payload)
await seed(payload)
payload.logger.info('Seed complete')
process.exit(0)
