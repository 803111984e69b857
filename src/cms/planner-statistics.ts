import type { Payload } from 'payload'

type RawExecute = { name: string; execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>; drizzle: unknown }

/** Rows ANALYZE samples per index: bounds its time on a large database (SQLite's own advice), plenty for the plans. */
const ANALYSIS_LIMIT = 1000

/**
 * Gives SQLite's query planner its statistics. Payload reads every translated field of a block with a subquery on
 * `_parent_id`, but indexes its `…_locales` tables on (`_locale`, `_parent_id`); without statistics SQLite scans
 * the whole locales table for each block row, so one anonymous page read held the server 50–350 ms. With them it
 * skips through that index over the two locales (3–10 ms). SQLite keeps no statistics by itself, so they are
 * gathered once the schema is current and again after a seed; PostgreSQL's autovacuum gathers its own, and is
 * only asked after a seed, which writes faster than it looks.
 */
export async function refreshPlannerStatistics(payload: Payload, { afterSeed = false } = {}): Promise<void> {
  const db = payload.db as unknown as RawExecute
  if (db.name === 'sqlite') {
    await db.execute({ drizzle: db.drizzle, raw: `PRAGMA analysis_limit = ${ANALYSIS_LIMIT}` })
    await db.execute({ drizzle: db.drizzle, raw: 'ANALYZE' })
  } else if (afterSeed) {
    await db.execute({ drizzle: db.drizzle, raw: 'ANALYZE' })
  }
}
