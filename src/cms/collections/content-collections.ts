import type { CollectionConfig } from 'payload'
import * as collections from './content.generated'

/** The admin's groups in the order editors meet them; within a group, collections by name. */
const GROUPS = ['Content', 'Podcasts', 'Catalogue', 'Media centre', 'Tea Inspired']
const groupRank = (collection: CollectionConfig) => {
  // Pages lead: a block table the home page shares with them belongs to the first collection that uses it.
  if (collection.slug === 'pages') return -1
  const rank = GROUPS.indexOf(String(collection.admin?.group ?? ''))
  return rank === -1 ? GROUPS.length : rank
}

/**
 * The public content collections: every `defineContentCollection()` under this folder, gathered by
 * scripts/runtime/generate-registries.mjs. Search reads its sources from them; their key indexes are named by
 * table (../key-indexes.ts), so the order is the admin's only.
 */
export const contentCollections: CollectionConfig[] = Object.values(collections).sort((a, b) => groupRank(a) - groupRank(b))
