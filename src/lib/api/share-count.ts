import { z } from 'zod'
import { drizzleOf } from '@/cms/drizzle'
import { isSlug } from '@/cms/fields/slug'
import { findKeys } from '@/data/content'
import { getPayloadClient } from '@/data/payload'
import { SHARE_NETWORKS, type ShareNetwork } from '@/lib/media/share'
import { SHAREABLE_COLLECTIONS, isShareableCollection, type ShareableCollection } from '@/lib/media/shareable-collections'

const ITEM_MESSAGE = `item must be "{collection}:{slug}", the collection one of ${SHAREABLE_COLLECTIONS.join(', ')}`

/** The body of POST /dmc-apis/share_count: `{"item":"e-books:afternoon-tea-at-home","network":"facebook"}`. */
export const shareCountBody = z.object(
  {
    item: z
      .string({ error: ITEM_MESSAGE })
      .max(200, ITEM_MESSAGE)
      .transform((item, context) => {
        const colon = item.indexOf(':')
        const collection = item.slice(0, colon)
        const slug = item.slice(colon + 1)
        if (colon < 0 || !isShareableCollection(collection) || !isSlug(slug)) {
          context.addIssue({ code: 'custom', message: ITEM_MESSAGE })
          return z.NEVER
        }
        return { collection, slug }
      }),
    network: z.enum(SHARE_NETWORKS, { error: `network must be one of ${SHARE_NETWORKS.join(', ')}` }),
  },
  { error: 'The body must look like {"item":"{collection}:{slug}","network":"facebook"}' },
)

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
