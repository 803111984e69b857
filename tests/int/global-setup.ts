import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildIfNeeded } from '../../scripts/runtime/build-if-needed.mjs'
import { clearRuntimeCache } from '../../scripts/runtime/clear-runtime-cache.mjs'
import { baseEnv } from '../../scripts/runtime/env.mjs'
import { startApp, stopInstance, waitForServer } from './instances'
import { recordShareClicks } from './share-clicks'

/**
 * One database and one production server for the whole integration suite.
 * - SQLite in a fresh temporary directory, or INT_DATABASE_URL as is (CI passes a PostgreSQL URL).
 * - Two instances started by `npm start` (scripts/runtime/start.mjs) at once on the empty database: the committed
 *   migrations and the seed, under the database lock, then `next start` on INT_PORT (default 3250) and the next
 *   port (publishing must refresh both). Built first if the sources changed.
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
    /** What each of the two instances printed while it prepared and started (scripts/runtime/start.mjs). */
    startOutputs: string[]
  }
}

/** Newsletter tests send up to this many requests from one address inside a minute. */
const RATE_LIMIT_MAX = 30

/** 3 MB: seeded album pictures fit under it; the media-items test builds two pictures that together do not. */
const PRESS_KIT_MAX_BYTES = 3_000_000

/** The default, 20 MB: over Next.js's 10 MB proxy body limit, so the upload test proves that limit does not apply to /api. */
const MEDIA_MAX_UPLOAD_MB = 20

/** Seeding an empty database takes minutes on 2 cores; the instance that waits for the other's seed starts after it. */
const START_TIMEOUT_MS = 600_000

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
    // A request's body must arrive within 10 s (30 s by default), so the slow-body test waits less.
    BODY_TIMEOUT_MS: '10000',
    // Scheduled publishing's queue looks for due jobs every second, not every minute.
    JOBS_CRON: '* * * * * *',
  }
  const env: NodeJS.ProcessEnv = baseEnv(settings)
  // Test workers (Local API) use the same database and secret.
  Object.assign(process.env, { DATABASE_URL: databaseUrl, PAYLOAD_SECRET: env.PAYLOAD_SECRET, MEDIA_DIR: env.MEDIA_DIR })

  buildIfNeeded()
  // Pages and data cached by an earlier server (another database) must not be served from this one.
  clearRuntimeCache()
  // Both instances start as an operator starts them, together on the empty database: each runs the migrations
  // and the seed step of `npm start`, and tests/int/concurrent-start.test.ts checks that they did not race.
  const secondBaseURL = `http://127.0.0.1:${port + 1}`
  const apps = [startApp(port, env), startApp(port + 1, env)]
  const servers = apps.map((app) => app.server)
  try {
    await waitForServer(`${baseURL}/dmc-apis/languages-and-countries`, servers[0], START_TIMEOUT_MS)
    await waitForServer(`${secondBaseURL}/dmc-apis/languages-and-countries`, servers[1], START_TIMEOUT_MS)
    await recordShareClicks(baseURL)
  } catch (error) {
    await Promise.all(servers.map(stopInstance))
    throw error
  }
  for (const app of apps) app.keepOutput = false

  project.provide('baseURL', baseURL)
  project.provide('secondBaseURL', secondBaseURL)
  project.provide('databaseUrl', databaseUrl)
  project.provide('payloadSecret', String(env.PAYLOAD_SECRET))
  project.provide('rateLimitMax', RATE_LIMIT_MAX)
  project.provide('pressKitMaxBytes', PRESS_KIT_MAX_BYTES)
  project.provide('mediaMaxUploadMB', MEDIA_MAX_UPLOAD_MB)
  project.provide('serverSettings', { ...settings, PAYLOAD_SECRET: String(env.PAYLOAD_SECRET) })
  project.provide('startOutputs', apps.map((app) => app.output.join('')))

  return async () => {
    await Promise.all(servers.map(stopInstance))
    // A picture-sizes write that was under way as the servers stopped can still land while the folder goes.
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
}
