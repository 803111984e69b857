import { collectionTag, keyTag } from '@/config/cache-tags'

/** A document as visitors can see it: its main row (a draft save writes only a new version). */
export type PublicState = {
  published: boolean
  /** The document's key: a page's path, an item's slug. */
  key: unknown
  /** Payload sets it on every write to the main row, never on a draft save. */
  updatedAt: unknown
}

/**
 * The cache tags a write makes stale, from the document's public state before and after it.
 * Nothing when the main row was not written (a draft save) or was never public (a draft of an
 * unpublished document); otherwise the collection's lists, the document by id, and its key before
 * and after (a path change leaves nothing at the old path, which must not stay cached).
 */
export function tagsForPublicChange(slug: string, id: string | number, before: PublicState | null, after: PublicState | null): string[] {
  if (before && after && before.updatedAt === after.updatedAt) return []
  const publicKeys = [before, after].filter((state) => state?.published).map((state) => state!.key)
  if (!publicKeys.length) return []
  const keys = new Set(publicKeys.filter((key): key is string | number => typeof key === 'string' || typeof key === 'number'))
  return [collectionTag(slug), keyTag(slug, id), ...[...keys].map((key) => keyTag(slug, key))]
}
