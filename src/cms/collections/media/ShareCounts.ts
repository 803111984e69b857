import type { CollectionConfig } from 'payload'
import { adminOnly } from '../../access'

/**
 * How often each item was shared on each network (POST /dmc-apis/share_count): one counter row per
 * item and network, incremented with one atomic upsert (src/data/share-clicks.ts). No visitor
 * data is stored: no address, no time of a click, no cookie.
 */
export const ShareCounts: CollectionConfig = {
  slug: 'share-counts',
  labels: { singular: 'Share count', plural: 'Share counts' },
  admin: { group: 'System', useAsTitle: 'item_slug', defaultColumns: ['item_collection', 'item_slug', 'network', 'count'], description: 'Share-link clicks, counted per item and network' },
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  indexes: [{ fields: ['item_collection', 'item_slug', 'network'], unique: true }],
  fields: [
    { name: 'item_collection', type: 'text', required: true },
    { name: 'item_slug', type: 'text', required: true },
    { name: 'network', type: 'text', required: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
  ],
}
