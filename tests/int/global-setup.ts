import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildIfNeeded } from '../../scripts/runtime/build-if-needed.mjs'
import { clearRuntimeCache } from '../../scripts/runtime/clear-runtime-cache.mjs'
import { baseEnv, root } from '../../scripts/runtime/env.mjs'
import { startInstance, stopInstance, waitForServer } from './instances'
import { recordShareClicks } from './share-clicks'

/**
 * One database and one production server for the whole integration suite.
 * - SQLite in a fresh temporary directory, or INT_DATABASE_URL as is (CI passes a PostgreSQL URL).
 * - Schema by the committed migrations, then the seed (`scripts/runtime/seed.ts`), in a child process.
 * - `next start` on INT_PORT (default 3250), built first if the sources changed, and a second
 *   instance on the next port over the same database (publishing must refresh both).
 * Tests reach the server through inject('baseURL') and the database through tests/int/helpers.ts.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    /** A second instance on the same database, as behind a load balancer. */
    secondBaseURL: string
    databaseUrl: string
    payloadSecret: string
    rateLimitMax: number
    /** The press-kit download's cap on this server (PRESS_KIT_MAX_BYTES), small enough to pass in a test. */
    pressKitMaxBytes: number
    /** The media library's upload limit on this server (MEDIA_MAX_UPLOAD_MB). */
    mediaMaxUploadMB: number
    /** The servers' settings beyond the environment, for a test that starts another instance (tests/int/instances.ts). */
    serverSettings: Record<string, string>
  }
}

/** Newsletter tests send up to this many requests from one address inside a minute. */
const RATE_LIMIT_MAX = 30

/** 3 MB: seeded album pictures fit under it; the media-items test builds two pictures that together do not. */
const PRESS_KIT_MAX_BYTES = 3_000_000

/** The default, 20 MB: over Next.js's 10 MB proxy body limit, so the upload test proves that limit does not apply to /api. */
const MEDIA_MAX_UPLOAD_MB = 20

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dalumara-int-'))
  const databaseUrl = process.env.INT_DATABASE_URL || `file:${path.join(dir, 'int.db')}`
  const port = Number(process.env.INT_PORT || 3250)
  const baseURL = `http://127.0.0.1:${port}`
  const settings: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: path.join(dir, 'media'),
    SITE_URL: baseURL,
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    PRESS_KIT_MAX_BYTES: String(PRESS_KIT_MAX_BYTES),
    MEDIA_MAX_UPLOAD_MB: String(MEDIA_MAX_UPLOAD_MB),
    // The tests stand in for a load balancer: each request's X-Forwarded-For names the visitor it plays.
    TRUSTED_PROXY_HOPS: '1',
    // Scheduled publishing's queue looks for due jobs every second, not every minute.
    JOBS_CRON: '* * * * * *',
  }
  const env: NodeJS.ProcessEnv = baseEnv(settings)
  // Test workers (Local API) use the same database and secret.
  Object.assign(process.env, { DATABASE_URL: databaseUrl, PAYLOAD_SECRET: env.PAYLOAD_SECRET, MEDIA_DIR: env.MEDIA_DIR })

  buildIfNeeded()
  // Not production: the seed process applies the migrations itself, then seeds.
  runSeed({ ...env, NODE_ENV: 'development' })

  // Pages and data cached by an earlier server (another database) must not be served from this one.
  clearRuntimeCache()
  const start = (listenOn: number) => startInstance(listenOn, env)
  const secondBaseURL = `http://127.0.0.1:${port + 1}`
  const servers = [start(port), start(port + 1)]
  try {
    await waitForServer(`${baseURL}/dmc-apis/languages-and-countries`, servers[0])
    await waitForServer(`${secondBaseURL}/dmc-apis/languages-and-countries`, servers[1])
    await recordShareClicks(baseURL)
  } catch (error) {
    await Promise.all(servers.map(stopInstance))
    throw error
  }

  project.provide('baseURL', baseURL)
  project.provide('secondBaseURL', secondBaseURL)
  project.provide('databaseUrl', databaseUrl)
  project.provide('payloadSecret', String(env.PAYLOAD_SECRET))
  project.provide('rateLimitMax', RATE_LIMIT_MAX)
  project.provide('pressKitMaxBytes', PRESS_KIT_MAX_BYTES)
  project.provide('mediaMaxUploadMB', MEDIA_MAX_UPLOAD_MB)
  project.provide('serverSettings', { ...settings, PAYLOAD_SECRET: String(env.PAYLOAD_SECRET) })

  return async () => {
    await Promise.all(servers.map(stopInstance))
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * On Node 20, loading Lexical's development entry points through tsx intermittently ends with
 * exit code 13 (a top-level await left pending) before any of our code runs; the `production`
 * condition avoids those entry points, and a run that still ends so did nothing and is retried.
 */
function runSeed(env: NodeJS.ProcessEnv) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = spawnSync('npx', ['tsx', '--conditions=production', 'scripts/runtime/seed.ts'], { cwd: root, env, stdio: 'inherit' })
    if (result.status === 0) return
    if (result.status !== 13) throw new Error(`Seeding the integration database failed (exit ${result.status})`)
  }
  throw new Error('Seeding the integration database failed three times (tsx exit 13)')
}
