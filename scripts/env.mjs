// Shared by start, test and bench scripts: settings every process needs before Payload or Next.js load.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

/**
 * PAYLOAD_SECRET comes from the environment. For the zero-set-up local start only, a random
 * secret is generated once and kept beside the SQLite file (data/, never committed).
 */
export function ensureSecret(env = process.env) {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  const dir = path.join(root, 'data')
  const file = path.join(dir, '.payload-secret')
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  env.PAYLOAD_SECRET = readFileSync(file, 'utf8').trim()
  return env.PAYLOAD_SECRET
}

export function baseEnv(extra = {}) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extra }
  ensureSecret(env)
  return env
}

/**
 * The environment for the `next start` process. A larger young generation (V8's semi-space) means
 * far fewer scavenges while the server copies ~100 KB pages and JSON answers into sockets; in
 * `npm run bench` it raised cached-page throughput by about a sixth. An operator's own NODE_OPTIONS
 * setting wins.
 */
export function serverEnv(env) {
  const options = env.NODE_OPTIONS ?? ''
  if (/--max-semi-space-size/.test(options)) return env
  return { ...env, NODE_OPTIONS: `${options} --max-semi-space-size=64`.trim() }
}
