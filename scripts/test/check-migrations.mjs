// Fails when the Payload config's database schema differs from what the committed migrations
// build, for either dialect: a schema change must ship with `npm run migrate:create -- <name>`.
// The comparison is against the latest migration's snapshot and needs no database server.
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { baseEnv, root } from '../runtime/env.mjs'

const urls = [
  `file:${path.join(mkdtempSync(path.join(tmpdir(), 'dalumara-check-')), 'check.db')}`,
  // Never contacted: the URL only selects the PostgreSQL adapter.
  'postgres://check:check@127.0.0.1:9/check',
]

let failed = false
for (const url of urls) {
  const result = spawnSync('npx', ['tsx', '--conditions=production', 'scripts/test/schema-drift.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: baseEnv({ DATABASE_URL: url, NODE_ENV: 'production' }),
  })
  if (result.status !== 0) failed = true
}
if (failed) {
  console.error('Generate the migrations for both dialects with `npm run migrate:create -- <name>` and commit them.')
  process.exit(1)
}
