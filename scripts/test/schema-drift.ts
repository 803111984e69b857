// Prints the SQL that the current config's schema needs beyond the committed migrations of the
// dialect DATABASE_URL selects, and exits 1 if there is any. Never connects to the database.
// Run with `tsx --conditions=production` (see scripts/runtime/seed.ts for why); check-migrations.mjs does.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import payload from 'payload'
import type { DrizzleAdapter } from '@payloadcms/drizzle'
import config from '../../src/payload.config'

const keepAlive = setInterval(() => {}, 1000)

async function main() {
  await payload.init({ config, disableDBConnect: true, disableOnInit: true })
  const db = payload.db as unknown as DrizzleAdapter & { migrationDir: string }
  const kit = db.requireDrizzleKit()
  const current = await kit.generateDrizzleJson(db.schema)
  const latest = readdirSync(db.migrationDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .at(-1)
  if (!latest) throw new Error(`no migration snapshot in ${db.migrationDir}`)
  let committed = JSON.parse(readFileSync(path.join(db.migrationDir, latest), 'utf8'))
  if (kit.upSnapshot && committed.version < current.version) committed = kit.upSnapshot(committed)
  const statements = await kit.generateMigration(committed, current)
  const dialect = db.name
  if (statements.length === 0) {
    console.log(`check-migrations: ${dialect} migrations match the config`)
    return 0
  }
  console.error(`check-migrations: the ${dialect} schema needs SQL that no committed migration has:`)
  for (const statement of statements) console.error(`  ${statement.trim()}`)
  return 1
}

main()
  .then((code) => process.exit(code))
  .catch((error) => {
    console.error(error)
    process.exit(2)
  })
  .finally(() => clearInterval(keepAlive))
