import { drizzleOf } from '@/cms/drizzle'
import type { ShareableCollection } from '@/lib/media/shareable-collections'
import { cached } from './cached'
import { findKeys } from './content'
import { countriesFor } from './country-rule'
import { getPayloadClient } from './payload'
import type { Variant } from '@/config/variant'

/**
 * How fresh "most shared" lists are. Counters change with every click, so no publish expires them
 * and no click may (that would expire the pages showing them on every share): they are re-read at
 * most once a minute.
 */
export const SHARE_TOTALS_SECONDS = 60
export const SHARE_COUNTS_TAG = 'share-counts'

type ShareTotal = { slug: string; total: number }

/** Shares per item of a collection, all networks together, most shared first (ties by slug). */
function shareTotals(collection: ShareableCollection): Promise<ShareTotal[]> {
  return cached(
    ['share-counts:totals', collection],
    [SHARE_COUNTS_TAG],
    async () => {
      const { drizzle, tables, sql } = drizzleOf(await getPayloadClient())
      const table = tables.share_counts
      const total = sql`sum(${table.count})`
      const rows: { slug: string; total: number | string }[] = await drizzle
        .select({ slug: table.item_slug, total })
        .from(table)
        .where(sql`${table.item_collection} = ${collection}`)
        .groupBy(table.item_slug)
        .orderBy(sql`${total} desc`, table.item_slug)
      return rows.map((row) => ({ slug: row.slug, total: Number(row.total) }))
    },
    { revalidate: SHARE_TOTALS_SECONDS },
  )
}

/** Each shared item's count over all networks, by slug (a blog post's share_count); unshared items are absent. */
export async function shareTotalsBySlug(collection: ShareableCollection): Promise<Map<string, number>> {
  return new Map((await shareTotals(collection)).map((entry) => [entry.slug, entry.total]))
}

/**
 * The slugs of a collection's most shared items that a visitor in `variant` can open (a published
 * item of their country or GLOBAL), most shared first: the albums' `mostShared`. Counts are per
 * item, whichever country's page the share links were on.
 */
export async function mostShared(collection: ShareableCollection, variant: Variant, limit: number): Promise<string[]> {
  const [totals, keys] = await Promise.all([shareTotals(collection), findKeys(collection, 'slug')])
  const countries = new Set(countriesFor(variant))
  const visible = new Set(keys.filter((entry) => countries.has(entry.country)).map((entry) => entry.key))
  return totals
    .filter((entry) => entry.total > 0 && visible.has(entry.slug))
    .slice(0, Math.max(0, limit))
    .map((entry) => entry.slug)
}
