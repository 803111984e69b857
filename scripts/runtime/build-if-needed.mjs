// Builds the production bundle unless .next already holds a build of exactly these sources.
// `npm run build` runs this with --force, so its build carries the stamp `npm start` checks.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { root } from './env.mjs'

const INPUTS = ['src', 'public', 'next.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json', 'postcss.config.mjs']

function hashInputs() {
  const hash = createHash('sha256')
  const walk = (p) => {
    if (!existsSync(p)) return
    const st = statSync(p)
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) walk(path.join(p, name))
    } else {
      hash.update(path.relative(root, p))
      hash.update(readFileSync(p))
    }
  }
  for (const input of INPUTS) walk(path.join(root, input))
  return hash.digest('hex')
}

export function buildIfNeeded({ force = false } = {}) {
  spawnSync('node', ['scripts/runtime/generate-registries.mjs'], { cwd: root, stdio: 'inherit' })
  const stamp = path.join(root, '.next', 'source-hash')
  const current = hashInputs()
  const built = existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === current
  if (built && !force) return false
  console.log('Building the production bundle (next build)…')
  // No PAYLOAD_SECRET and no database: a build needs neither (the app uses a throw-away secret).
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  const result = spawnSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
  writeFileSync(stamp, current)
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded({ force: process.argv.includes('--force') })
