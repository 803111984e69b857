import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'
import { collectionTag, globalTag } from '@/data/cache-tags'

/**
 * Outside a Next.js server (seed script, CLI migrations) there is no cache to revalidate,
 * and seeding passes `context.disableRevalidate` to skip this on purpose.
 */
function expire(tag: string, context: Record<string, unknown>) {
  if (context.disableRevalidate) return
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Not inside a Next.js request (for example a CLI run): nothing is cached there.
  }
}

export const revalidateCollection: CollectionAfterChangeHook = ({ collection, doc, context }) => {
  expire(collectionTag(collection.slug), context)
  return doc
}

export const revalidateCollectionDelete: CollectionAfterDeleteHook = ({ collection, doc, context }) => {
  expire(collectionTag(collection.slug), context)
  return doc
}

export const revalidateGlobal: GlobalAfterChangeHook = ({ global, doc, context }) => {
  expire(globalTag(global.slug), context)
  return doc
}

/** Hooks for a public, cached collection. */
export const revalidateHooks = {
  afterChange: [revalidateCollection],
  afterDelete: [revalidateCollectionDelete],
}
