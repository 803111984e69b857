// Next.js cache handler (next.config.ts `cacheHandler`): Next's own file-system and memory cache,
// plus tag revalidations shared through the database, so that a publish handled by one app
// instance also refreshes every other instance within about a second.
//
// Each instance keeps its own rendered pages and data (they are only caches); what must be shared
// is the fact that a tag was revalidated and when. revalidateTag() records it in the
// `cache_revalidations` table (a Payload collection, so both dialects have it through the committed
// migrations) with the next sequence number, and every instance polls that table once a second by
// that number and merges what it finds into Next's in-process tags manifest, which Next consults on
// every cache read. On start an instance applies every row: its entries on disk may predate them
// (./shared-revalidations.mjs says how, and which clock assumption remains).
//
// A revalidation that cannot be written (the database is down) is retried in the background with
// backoff and logged with its tag; the editor's save does not wait for it. If every attempt fails,
// the other instances show the change at their pages' time-based safety net (five minutes,
// SAFETY_NET_SECONDS in src/data/cached.ts and `revalidate` of the site layout).
//
// Plain JavaScript: Next.js imports this file at run time, outside the application bundles. That is
// why it reads its few settings (DATABASE_URL, CACHE_TAGS_POLL_MS, CACHE_TAGS_GRACE_MS,
// CACHE_TAGS_SHARED, CACHE_TAGS_RETRY_MS, NEXT_PHASE) from process.env itself: it is the one exception to "only
// src/site.config.ts reads the environment".
import { accessSync, constants, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { hashPolicy } from '../csp/policy.mjs'
import { inlineScriptHashes } from '../csp/framework-scripts.mjs'
import { loadChunksAfterLoad } from './chunks-after-load.mjs'
import { DEFAULT_GRACE_MS, sharedRevalidations } from './shared-revalidations.mjs'
import { countRevalidation } from './revalidation-count.mjs'

const require = createRequire(import.meta.url)
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js')

/** How often each instance reads the tag revalidations other instances recorded (ms). */
const POLL_MS = Number(process.env.CACHE_TAGS_POLL_MS || 1000)
/**
 * Each instance applies a revalidation again this long after it arrives (ms), so a page rendered from content read
 * just before the publish committed is not kept; at start-up, the clock difference between instances tolerated.
 * @default CACHE_TAGS_GRACE_MS `2000`
 */
const GRACE_MS = Number(process.env.CACHE_TAGS_GRACE_MS || DEFAULT_GRACE_MS)
const TABLE = 'cache_revalidations'
/** Waits before each retry of a revalidation that could not be recorded for the other instances (ms): about 20 s in all, well inside the 5-minute safety net. */
const RETRY_DELAYS_MS = (process.env.CACHE_TAGS_RETRY_MS || '250,1000,4000,15000')
  .split(',')
  .map(Number)
  .filter((ms) => Number.isFinite(ms) && ms >= 0)

/** A tiny SQL client for the same database Payload uses (see src/cms/database.ts). */
function openStore() {
  const url = process.env.DATABASE_URL ?? ''
  if (/^postgres(ql)?:\/\//.test(url)) {
    const { Pool } = require('pg')
    // Bounded: a stopped or unreachable server fails a poll or a write, never hangs it.
    const pool = new Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 5000, query_timeout: 10_000, keepAlive: true })
    // An idle client dropped by the server must not crash the process.
    pool.on('error', () => {})
    return {
      query: async (sql, args) => (await pool.query(sql.replace(/\?/g, (_, i, s) => `$${s.slice(0, i).split('?').length}`), args)).rows,
    }
  }
  const { createClient } = require('@libsql/client')
  const fileUrl = url || `file:${path.resolve(/* turbopackIgnore: true */ process.cwd(), 'data/dalumara.db')}`
  // turbopackIgnore: a path known only at run time; traced, it would copy the whole project into the standalone server.
  const file = fileUrl.startsWith('file:') ? path.resolve(/* turbopackIgnore: true */ process.cwd(), fileUrl.slice(5).replace(/\?.*$/, '')) : undefined
  // As in src/cms/database-guard.ts: this client never reopens its file by itself, so a database
  // file moved away, deleted or restored from a backup is checked for (one stat) before each query.
  let client
  let opened
  const connect = () => {
    const current = file ? fileIdentity(file) : 'memory'
    if (client && current === opened) return client
    client?.close()
    client = createClient({ url: fileUrl })
    opened = current
    return client
  }
  return { query: async (sql, args) => (await connect().execute({ sql, args })).rows }
}

/** Throws (ENOENT, EACCES) when the file is gone or unusable: the query fails instead of reaching a deleted file. */
function fileIdentity(file) {
  accessSync(file, constants.R_OK | constants.W_OK)
  const { dev, ino } = statSync(file)
  return `${dev}:${ino}`
}

const shared = {
  store: undefined,
  revalidations: undefined,
  /** Settles when the start-up poll has applied every recorded revalidation (or failed). */
  caughtUp: undefined,
  timer: undefined,
  polling: false,
  warned: false,
}

function store() {
  shared.store ??= openStore()
  return shared.store
}

function revalidations() {
  shared.revalidations ??= sharedRevalidations({ store, table: TABLE, manifest: tagsManifest, graceMs: GRACE_MS })
  return shared.revalidations
}

/**
 * `false` keeps tag revalidation per instance (one instance only). The build renders pages too, but has no database
 * and nothing to share with.
 * @default CACHE_TAGS_SHARED `true`
 */
const enabled = () => process.env.NEXT_PHASE !== 'phase-production-build' && process.env.CACHE_TAGS_SHARED !== 'false'

function warnOnce(message, error) {
  if (shared.warned) return
  shared.warned = true
  console.warn(`[cache] ${message}: ${error instanceof Error ? error.message : error}`)
}

/** A poll that has not answered by then counts as failed: a stuck read must neither hold page reads nor stop later polls. */
const POLL_TIMEOUT_MS = 5000

function withinTimeout(promise) {
  let timer
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${POLL_TIMEOUT_MS} ms`)), POLL_TIMEOUT_MS)
    timer.unref?.()
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

async function poll() {
  if (shared.polling) return
  shared.polling = true
  try {
    await withinTimeout(revalidations().poll())
    shared.warned = false
  } catch (error) {
    // Before the first migration ran the table does not exist yet; try again on the next tick.
    warnOnce('could not read shared tag revalidations', error)
  } finally {
    shared.polling = false
  }
}

function startPolling() {
  if (shared.timer || !enabled()) return
  shared.timer = setInterval(poll, POLL_MS)
  shared.timer.unref()
  // At once, and before the first read: entries on disk may predate revalidations made while
  // this instance was down. A failed poll settles too (reads then go on; the next poll catches up).
  shared.caughtUp = poll()
}

const CSP = 'content-security-policy'
const warnedScripts = new Set()
/** Each unknown script is reported once; past this many the set stops growing and repeats may show. */
const MAX_WARNED_SCRIPTS = 100

/**
 * Prepares a cached page once, when it is stored (or first read, for the build's own entries): its scripts are
 * moved after the page's load (./chunks-after-load.mjs), and it gets its Content-Security-Policy: the hashes of
 * the framework's inline scripts in its HTML (src/lib/csp). Next.js sends an entry's stored headers with the
 * cached HTML, on a hit as on the miss that rendered it (the response shares this headers object), so a static
 * page needs no nonce and stays static. next.config.ts sends no policy of its own on page paths, so the browser
 * gets this one alone. In place on purpose: the render's response holds the same headers object (the miss's own
 * HTML, sent as rendered, has the same scripts but the loader, so the policy allows it too).
 */
function preparePage(value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string' || !value.html) return
  value.headers ??= {}
  if (value.headers[CSP]) return
  value.html = loadChunksAfterLoad(value.html)
  const { hashes, unknown } = inlineScriptHashes(value.html)
  for (const start of unknown) {
    if (warnedScripts.has(start)) continue
    if (warnedScripts.size < MAX_WARNED_SCRIPTS) warnedScripts.add(start)
    console.warn(`[csp] an inline script the policy does not allow (not one of Next.js's or React's): ${start}`)
  }
  value.headers[CSP] = hashPolicy(hashes)
}

export default class SharedTagsCacheHandler extends FileSystemCache {
  constructor(ctx) {
    // Next creates a handler per request: keep this cheap, the poller is per process.
    super(ctx)
    startPolling()
  }

  async set(key, data, ctx) {
    preparePage(data)
    return super.set(key, data, ctx)
  }

  // Entries written by `next build` (the 404 page) never passed set(): they are prepared on the first
  // read, kept with the entry in the memory cache, so later hits only find the header present.
  async get(key, ctx) {
    await shared.caughtUp
    const entry = await super.get(key, ctx)
    preparePage(entry?.value)
    return entry
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    countRevalidation()
    if (!enabled()) return
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean)
    // Immediate expiries (every publish) again after the grace: see shared-revalidations.mjs.
    if (!durations || durations.expire === 0) revalidations().expireTwice(list)
    // Only the first attempt is awaited: a failed one is retried in the background.
    await Promise.all(list.map((tag) => shareRevalidation(tag)))
  }
}

const errorText = (error) => (error instanceof Error ? error.message : String(error))

/**
 * Writes one tag's revalidation for the other instances; on failure logs it with the tag and tries
 * again after each of `delays`, then gives up with an error log. Each attempt writes `at` as now,
 * the next sequence number (the other instances poll by it) and the tag's latest stale/expired times
 * from this instance's manifest (a newer revalidation of the same tag meanwhile wins). Resolves after the first attempt with whether it succeeded. Exported for the unit test.
 *
 * @param {string} tag
 * @param {{ store?: () => { query: (sql: string, args: unknown[]) => Promise<unknown> }, delays?: number[], log?: Pick<Console, 'info' | 'warn' | 'error'> }} [options]
 * @returns {Promise<boolean>}
 */
export async function shareRevalidation(tag, { store: target = store, delays = RETRY_DELAYS_MS, log = console } = {}) {
  const attempt = async (number) => {
    const { stale = null, expired = null } = tagsManifest.get(tag) ?? {}
    try {
      const rows = await target().query(
        `INSERT INTO ${TABLE} (tag, at, stale, expired, seq) VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM ${TABLE}))
         ON CONFLICT (tag) DO UPDATE SET at = excluded.at, stale = excluded.stale, expired = excluded.expired, seq = excluded.seq
         RETURNING seq`,
        [tag, Date.now(), stale, expired],
      )
      if (target === store) revalidations().markApplied(tag, Number(rows?.[0]?.seq))
      if (number > 1) log.info(`[cache] shared the revalidation of tag "${tag}" at attempt ${number}`)
      return true
    } catch (error) {
      const delay = delays[number - 1]
      if (delay === undefined) {
        log.error(
          `[cache] gave up sharing the revalidation of tag "${tag}" after ${number} attempts (${errorText(error)}); ` +
            'other instances show the change at their 5-minute safety net',
        )
        return false
      }
      log.warn(`[cache] could not share the revalidation of tag "${tag}" (attempt ${number}: ${errorText(error)}); retrying in ${delay} ms`)
      const timer = setTimeout(() => void attempt(number + 1), delay)
      timer.unref?.()
      return false
    }
  }
  return attempt(1)
}
