// Next.js cache handler (next.config.ts `cacheHandler`): Next's own file-system and memory cache,
// plus tag revalidations shared through the database, so that a publish handled by one app
// instance also refreshes every other instance within about a second.
//
// Each instance keeps its own rendered pages and data (they are only caches); what must be shared
// is the fact that a tag was revalidated and when. revalidateTag() records it in the
// `cache_revalidations` table (a Payload collection, so both dialects have it through the committed
// migrations), and every instance polls that table once a second and merges what it finds into
// Next's in-process tags manifest, which Next consults on every cache read.
//
// Plain JavaScript: Next.js imports this file at run time, outside the application bundles. That is
// why it reads its few settings (DATABASE_URL, CACHE_TAGS_POLL_MS, CACHE_TAGS_SHARED, NEXT_PHASE)
// from process.env itself: it is the one exception to "only src/site.config.ts reads the environment".
import { createRequire } from 'node:module'
import path from 'node:path'
import { hashPolicy } from '../lib/csp/policy.mjs'
import { inlineScriptHashes } from '../lib/csp/framework-scripts.mjs'

const require = createRequire(import.meta.url)
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js')

const POLL_MS = Number(process.env.CACHE_TAGS_POLL_MS || 1000)
const TABLE = 'cache_revalidations'

/** A tiny SQL client for the same database Payload uses (see src/cms/database.ts). */
function openStore() {
  const url = process.env.DATABASE_URL ?? ''
  if (/^postgres(ql)?:\/\//.test(url)) {
    const { Pool } = require('pg')
    const pool = new Pool({ connectionString: url, max: 2 })
    // An idle client dropped by the server must not crash the process.
    pool.on('error', () => {})
    return {
      query: async (sql, args) => (await pool.query(sql.replace(/\?/g, (_, i, s) => `$${s.slice(0, i).split('?').length}`), args)).rows,
    }
  }
  const { createClient } = require('@libsql/client')
  const client = createClient({ url: url || `file:${path.resolve(process.cwd(), 'data/dalumara.db')}` })
  return { query: async (sql, args) => (await client.execute({ sql, args })).rows }
}

const shared = {
  store: undefined,
  lastSeen: Date.now(),
  timer: undefined,
  polling: false,
  warned: false,
}

function store() {
  shared.store ??= openStore()
  return shared.store
}

/** The build renders pages too, but has no database and nothing to share with. */
const enabled = () => process.env.NEXT_PHASE !== 'phase-production-build' && process.env.CACHE_TAGS_SHARED !== 'false'

function warnOnce(message, error) {
  if (shared.warned) return
  shared.warned = true
  console.warn(`[cache] ${message}: ${error instanceof Error ? error.message : error}`)
}

/** Later timestamps win; a tag's entry only ever moves forward. */
function merge(tag, stale, expired) {
  const entry = tagsManifest.get(tag) ?? {}
  const next = { ...entry }
  if (stale != null && !(entry.stale >= stale)) next.stale = stale
  if (expired != null && !(entry.expired >= expired)) next.expired = expired
  tagsManifest.set(tag, next)
}

async function poll() {
  if (shared.polling) return
  shared.polling = true
  try {
    // Look back a little: rows written by other instances may carry a slightly older clock.
    const since = shared.lastSeen - 5_000
    const rows = await store().query(`SELECT tag, at, stale, expired FROM ${TABLE} WHERE at > ?`, [since])
    for (const row of rows) {
      const at = Number(row.at)
      merge(String(row.tag), row.stale == null ? null : Number(row.stale), row.expired == null ? null : Number(row.expired))
      if (at > shared.lastSeen) shared.lastSeen = at
    }
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
}

const CSP = 'content-security-policy'
const warnedScripts = new Set()

/**
 * Gives a cached page its Content-Security-Policy: the hashes of the framework's inline scripts in
 * its HTML (src/lib/csp). Next.js sends an entry's stored headers with the cached HTML, on a hit as
 * on the miss that rendered it (the response shares this headers object), so a static page needs no
 * nonce and stays static. next.config.ts sends no policy of its own on page paths, so the browser
 * gets this one alone. In place on purpose: the render's response holds the same object.
 */
function addPolicy(value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string' || !value.html) return
  value.headers ??= {}
  if (value.headers[CSP]) return
  const { hashes, unknown } = inlineScriptHashes(value.html)
  for (const start of unknown) {
    if (warnedScripts.has(start)) continue
    warnedScripts.add(start)
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
    addPolicy(data)
    return super.set(key, data, ctx)
  }

  // Entries written by `next build` (the 404 page) never passed set(): they get their policy on the
  // first read, kept with the entry in the memory cache, so later hits only find the header present.
  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    addPolicy(entry?.value)
    return entry
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    if (!enabled()) return
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean)
    const at = Date.now()
    for (const tag of list) {
      const { stale = null, expired = null } = tagsManifest.get(tag) ?? {}
      try {
        await store().query(
          `INSERT INTO ${TABLE} (tag, at, stale, expired) VALUES (?, ?, ?, ?)
           ON CONFLICT (tag) DO UPDATE SET at = excluded.at, stale = excluded.stale, expired = excluded.expired`,
          [tag, at, stale, expired],
        )
      } catch (error) {
        // This instance is revalidated already; the others fall back to the pages' time-based safety net.
        warnOnce('could not share a tag revalidation', error)
      }
    }
  }
}
