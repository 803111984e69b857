// Shared by start, test and bench scripts: settings every process needs before Payload or Next.js load.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')

/**
 * PAYLOAD_SECRET comes from the environment. For the zero-set-up local start only, a random
 * secret is generated once and kept beside the SQLite file (data/, never committed); the app
 * reads the same file (src/config/secret.ts). `npm start` on PostgreSQL refuses to start
 * without PAYLOAD_SECRET (requireSecret): its instances must share one.
 */
/**
 * The admin account of the seeded test and screenshot servers (scripts/test/e2e-server.mjs creates it); the
 * editors' browser tests and scripts/measure/editor-screenshots.mjs log in with it. ADMIN_EMAIL/ADMIN_PASSWORD win.
 */
export const testAdmin = {
  email: process.env.ADMIN_EMAIL ?? 'admin@example.com',
  password: process.env.ADMIN_PASSWORD ?? 'e2e-admin-password',
}

/**
 * What the test servers seed with: the admin above, and a made-up YouTube id (it names no real video; the browser
 * can reach no outside host anyway), so the seeded videos exist (home, founder's message, estates). The soak seeds
 * with the same settings, so it copies the browser suite's seed (scripts/test/seeded-database.mjs).
 */
export const testSeedSettings = {
  ADMIN_EMAIL: testAdmin.email,
  ADMIN_PASSWORD: testAdmin.password,
  SEED_VIDEO_IDS: process.env.SEED_VIDEO_IDS ?? 'Dalumara-E2',
}

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

export function isPostgres(env = process.env) {
  return /^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '')
}

/** Exits with an operator's message when a PostgreSQL start has no PAYLOAD_SECRET. */
export function requireSecret(env = process.env) {
  if (!isPostgres(env) || env.PAYLOAD_SECRET) return
  console.error(
    'PAYLOAD_SECRET is not set. On PostgreSQL every instance must sign sessions with the same secret: ' +
      'set PAYLOAD_SECRET to a long random value (e.g. `openssl rand -hex 32`) in every instance’s environment.',
  )
  process.exit(1)
}

export function baseEnv(extra = {}) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extra }
  ensureSecret(env)
  return env
}

/**
 * The environment for the `next start` process: a bounded heap, so one instance fits a container. Left alone,
 * V8 on a large machine lets garbage pile up to several hundred MB before a full collection (under 100
 * connections of mixed pages the live heap is about 140 MB, the process grew to 880–940 MB). The bound is
 * 448 MB of old space: at 320 MB the server ran near its limit and collected so often that a static file cost
 * it 1.9× what it costs Payload's website template, against 1.3× unbounded (docs/performance.md, "Per-request
 * cost"); the heap may grow to twice its live size between full collections (heap-growth.cjs). Two malloc arenas keep native memory from multiplying per thread. Pictures are no longer resized on
 * requests, so the malloc settings for sharp's large buffers are gone (they made every 64 KB read a fresh
 * mapping). An operator's own NODE_OPTIONS heap settings or MALLOC_ARENA_MAX win. The Dockerfile sets the same.
 */
export function serverEnv(env) {
  const options = env.NODE_OPTIONS ?? ''
  const heap = /--max-old-space-size/.test(options) ? '' : '--max-old-space-size=448'
  return {
    ...env,
    NODE_OPTIONS: [options, heap, ...['listen-backlog.cjs', 'heap-growth.cjs'].map((file) => `--require=${path.join(root, 'scripts', 'runtime', file)}`)]
      .filter(Boolean)
      .join(' '),
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
    // SIGTERM is ours (src/lib/http/graceful-shutdown.ts): a deadline for the requests in flight, the database closed, exit 0.
    NEXT_MANUAL_SIG_HANDLE: env.NEXT_MANUAL_SIG_HANDLE ?? 'true',
  }
}
