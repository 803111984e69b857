// `npm run migrate:create -- <name>`: generates the migration for BOTH dialects from the current config.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { baseEnv, root } from './env.mjs'

const name = process.argv[2] || 'change'
const run = (env) => {
  const r = spawnSync('npx', ['payload', 'migrate:create', name], { cwd: root, stdio: 'inherit', env: baseEnv(env) })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

const dir = mkdtempSync(path.join(tmpdir(), 'dalumara-migrate-'))
run({ DATABASE_URL: `file:${path.join(dir, 'gen.db')}` })

const pg = path.join(root, 'scripts/pg-cluster.sh')
execFileSync(pg, ['start'], { stdio: ['ignore', 'ignore', 'inherit'] })
const url = execFileSync(pg, ['createdb', 'dalumara_migrate_gen'], { encoding: 'utf8' }).trim()
run({ DATABASE_URL: url })
