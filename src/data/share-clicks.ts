import { drizzleOf } from '@/cms/drizzle'
import { findKeys } from '@/data/content'
import { getPayloadClient } from '@/data/payload'
import type { ShareNetwork } from '@/lib/media/share'
import type { ShareableCollection } from '@/lib/media/shareable-collections'

/**
 * Whether the item has a published page in some country. Counting only real items keeps the
 * table at one row per item and network, whatever a client sends. findKeys is the cached key list
 * the proxy's existence check reads too.
 */
export async function isPublishedItem(collection: ShareableCollection, slug: string): Promise<boolean> {
  return (await findKeys(collection, 'slug')).some((entry) => entry.key === slug)
}

/**
 * Counts one share with a single atomic upsert (INSERT … ON CONFLICT (item, network) DO UPDATE
 * SET count = count + 1 RETURNING count), as the rate limiter does: concurrent clicks neither lose
 * an increment nor race on creating the row. Answers the new count.
 */
export async function countShare(item: { collection: ShareableCollection; slug: string }, network: ShareNetwork): Promise<number> {
  const { drizzle, tables, sql } = drizzleOf(await getPayloadClient())
  const table = tables.share_counts
  const rows: { count: number | string }[] = await drizzle
    .insert(table)
    .values({ item_collection: item.collection, item_slug: item.slug, network, count: 1 })
    .onConflictDoUpdate({ target: [table.item_collection, table.item_slug, table.network], set: { count: sql`${table.count} + 1` } })
    .returning({ count: table.count })
  return Number(rows[0]?.count ?? 1)
}
