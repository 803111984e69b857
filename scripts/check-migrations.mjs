// Fails when the Payload config's database schema differs from what the committed migrations
// build, for either dialect: a schema change must ship with `npm run migrate:create -- <name>`.
// Payload compares the config with the latest migration's snapshot without connecting to a
// database, so no PostgreSQL server is needed here.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { baseEnv, root } from './env.mjs'

const dialects = [
  { name: 'sqlite', url: `file:${path.join(mkdtempSync(path.join(tmpdir(), 'dalumara-check-')), 'check.db')}` },
  // Never contacted: the URL only selects the PostgreSQL adapter.
  { name: 'postgres', url: 'postgres://check:check@127.0.0.1:9/check' },
]

let drift = false
for (const { name, url } of dialects) {
  const dir = path.join(root, 'src/migrations', name)
  const before = new Set(readdirSync(dir))
  const index = readFileSync(path.join(dir, 'index.ts'), 'utf8')
  // Payload's CLI has been seen to exit 0 without doing anything; only a run that logged its
  // comparison counts, so try again rather than report a false "no changes".
  let result
  for (let attempt = 0; attempt < 3; attempt++) {
    result = spawnSync('npx', ['payload', 'migrate:create', 'schema_check', '--skip-empty'], {
      cwd: root,
      encoding: 'utf8',
      env: baseEnv({ DATABASE_URL: url, NODE_ENV: 'production', TSX_DISABLE_CACHE: '1' }),
    })
    if (result.status !== 0 || /generating UP statements/.test(result.stdout + result.stderr)) break
  }
  const compared = /generating UP statements/.test(result.stdout + result.stderr)
  const added = readdirSync(dir).filter((file) => !before.has(file))
  // Leave the working tree as it was, whatever happened.
  for (const file of added) rmSync(path.join(dir, file))
  writeFileSync(path.join(dir, 'index.ts'), index)
  if (result.status !== 0 || !compared) {
    process.stderr.write(result.stdout + result.stderr)
    console.error(`check-migrations: payload migrate:create did not compare the ${name} schema`)
    process.exit(1)
  }
  if (added.length > 0) {
    drift = true
    console.error(`check-migrations: the ${name} schema differs from src/migrations/${name}.`)
  } else {
    console.log(`check-migrations: ${name} migrations match the config`)
  }
}
if (drift) {
  console.error('Generate the migrations for both dialects with `npm run migrate:create -- <name>` and commit them.')
  process.exit(1)
}
