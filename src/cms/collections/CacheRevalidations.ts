import type { CollectionConfig } from 'payload'

/**
 * When each cache tag was last revalidated, shared by every app instance: written and polled by
 * the Next.js cache handler (src/lib/cache/shared-tags-cache-handler.mjs) with plain SQL, never
 * through Payload's APIs. A collection only so that both dialects get the table from the
 * committed migrations. Timestamps are milliseconds since the epoch. `seq` grows with every write
 * (the largest so far plus one), so instances poll by it instead of comparing their clocks.
 */
export const CacheRevalidations: CollectionConfig = {
  slug: 'cache-revalidations',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  graphQL: false,
  timestamps: false,
  fields: [
    { name: 'tag', type: 'text', required: true, unique: true, index: true },
    { name: 'at', type: 'number', required: true, index: true },
    { name: 'stale', type: 'number' },
    { name: 'expired', type: 'number' },
    { name: 'seq', type: 'number', index: true },
  ],
}
