// `npm run migrate:create -- <name>`: generates the migration for BOTH dialects from the current config.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { baseEnv, root } from './env.mjs'

const name = process.argv[2] || 'change'
const run = (env) => {
  // Through tsx with the production condition, not the payload bin's own loader: see scripts/runtime/seed.ts.
  const r = spawnSync('npx', ['tsx', '--conditions=production', 'node_modules/payload/bin.js', '--disable-transpile', 'migrate:create', name], { cwd: root, stdio: 'inherit', env: baseEnv(env) })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

const dir = mkdtempSync(path.join(tmpdir(), 'dalumara-migrate-'))
run({ DATABASE_URL: `file:${path.join(dir, 'gen.db')}` })

const pg = path.join(root, 'scripts/runtime/pg-cluster.sh')
execFileSync(pg, ['start'], { stdio: ['ignore', 'ignore', 'inherit'] })
const url = execFileSync(pg, ['createdb', 'dalumara_migrate_gen'], { encoding: 'utf8' }).trim()
run({ DATABASE_URL: url })
