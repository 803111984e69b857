// How one instance applies the tag revalidations other instances (and its own Local API writes)
// record in `cache_revalidations`, kept apart from the cache handler so it can be tested against a
// real database file. Plain JavaScript for the same reason as the handler.
import { countRevalidation } from './revalidation-count.mjs'

/**
 * Rows are read by `seq`, which every write sets to the largest so far plus one, rather than by
 * time, so no two machines' clocks are compared while running. A write that commits late, or two
 * writers that took the same number (PostgreSQL, at the same moment), are still found: each poll
 * looks this many numbers back and applies a row only when its tag's number changed.
 */
const LOOKBACK = 100

/**
 * A render that read the content just before a publish committed may store its page just after the
 * revalidation arrived, and would then pass for fresh. Each revalidation is therefore applied twice:
 * when it arrives and again this long after, so such an entry is expired too (one extra render).
 */
export const DEFAULT_GRACE_MS = 2_000

/**
 * @typedef {{ query: (sql: string, args: unknown[]) => Promise<Record<string, unknown>[]> }} Store
 * @typedef {{ get: (tag: string) => { stale?: number, expired?: number } | undefined, set: (tag: string, entry: { stale?: number, expired?: number }) => void }} Manifest
 */

/**
 * Later times win; a tag's entry only ever moves forward.
 * @param {Manifest} manifest
 */
export function expireAt(manifest, tag, time) {
  const entry = manifest.get(tag) ?? {}
  const next = { ...entry }
  if (!(entry.stale >= time)) next.stale = time
  if (!(entry.expired >= time)) next.expired = time
  manifest.set(tag, next)
  countRevalidation()
}

/**
 * Applies the revalidations in the shared table to `manifest` (Next's tags manifest), one poll at a
 * time. The first poll reads every row: an instance that starts (or restarts after missing some
 * publishes) may hold entries on disk older than any of them. Those entries carry this machine's
 * clock and the rows their writer's, so at start-up each row counts from its own time plus the
 * grace, at most now: the catch-up assumes the instances' clocks agree within the grace. Later rows
 * count from the moment they arrive, on this machine's clock, and again after the grace.
 *
 * @param {{ store: () => Store, table: string, manifest: Manifest, graceMs?: number, now?: () => number }} options
 */
export function sharedRevalidations({ store, table, manifest, graceMs = DEFAULT_GRACE_MS, now = Date.now }) {
  /** @type {Map<string, number>} The last number applied per tag (only those within the look-back). */
  const applied = new Map()
  /** @type {number | undefined} */
  let highest

  const expireTwice = (tags) => {
    for (const tag of tags) expireAt(manifest, tag, now())
    const timer = setTimeout(() => tags.forEach((tag) => expireAt(manifest, tag, now())), graceMs)
    timer.unref?.()
  }

  return {
    /** Expires tags now and once more after the grace (this instance's own revalidations, too). */
    expireTwice,

    /** A row this instance wrote itself: already applied by expireTwice. */
    markApplied(tag, seq) {
      if (Number.isFinite(seq) && !(applied.get(tag) >= seq)) applied.set(tag, seq)
    },

    async poll() {
      const startUp = highest === undefined
      const rows = startUp
        ? await store().query(`SELECT tag, seq, at, expired FROM ${table}`, [])
        : await store().query(`SELECT tag, seq, at, expired FROM ${table} WHERE seq > ?`, [highest - LOOKBACK])
      const arrived = []
      let top = highest ?? 0
      for (const row of rows) {
        const tag = String(row.tag)
        const seq = Number(row.seq ?? 0)
        if (seq > top) top = seq
        if (applied.has(tag) && applied.get(tag) >= seq) continue
        applied.set(tag, seq)
        if (startUp) expireAt(manifest, tag, Math.min(Number(row.expired ?? row.at ?? 0) + graceMs, now()))
        else arrived.push(tag)
      }
      if (arrived.length) expireTwice(arrived)
      highest = top
      for (const [tag, seq] of applied) if (seq <= top - LOOKBACK) applied.delete(tag)
      return rows.length
    },
  }
}
