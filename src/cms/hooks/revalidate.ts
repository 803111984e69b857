import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  CollectionSlug,
  GlobalAfterChangeHook,
  PayloadRequest,
  RequestContext,
} from 'payload'
import { revalidateTag } from 'next/cache'
import { collectionTag, globalTag } from '@/data/cache-tags'
import { tagsForPublicChange, type PublicState } from './public-change'

/**
 * Outside a Next.js server (seed script, CLI migrations) there is no cache to revalidate,
 * and seeding passes `context.disableRevalidate` to skip this on purpose.
 */
function expire(tags: string[], context: RequestContext) {
  if (context.disableRevalidate) return
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Not inside a Next.js request (for example a CLI run): nothing is cached there.
    }
  }
}

/** The collection's main row: what visitors see. Drafts live in the versions table only. */
async function publicState(req: PayloadRequest, slug: string, id: string | number, keyField: string): Promise<PublicState | null> {
  const row = await req.payload.db.findOne<Record<string, unknown> & { id: string | number }>({ collection: slug as CollectionSlug, where: { id: { equals: id } }, req })
  return row ? { published: row._status === 'published', key: row[keyField], updatedAt: row.updatedAt } : null
}

const beforeKey = (slug: string, id: string | number) => `revalidate:before:${slug}:${id}`

/**
 * Per-document revalidation for a public collection with drafts, keyed by `keyField`.
 *
 * Payload's hooks are not told whether a save is a draft save (the `draft` argument stops at the
 * operation), and `previousDoc` is the latest version, which may be an unpublished draft. So the
 * hooks compare the main row itself before and after the write: a draft save leaves it untouched
 * and expires nothing; a publish, an unpublish or an edit of a published document expires the
 * document's id and keys (old and new) and the collection's lists (./public-change.ts).
 */
export function revalidateDocumentHooks(keyField: string): Required<Pick<NonNullable<CollectionConfig['hooks']>, 'beforeChange' | 'afterChange' | 'afterDelete'>> {
  const rememberBefore: CollectionBeforeChangeHook = async ({ collection, context, operation, originalDoc, req, data }) => {
    if (context.disableRevalidate || operation !== 'update' || originalDoc?.id == null) return data
    context[beforeKey(collection.slug, originalDoc.id)] = await publicState(req, collection.slug, originalDoc.id, keyField)
    return data
  }

  const revalidateChange: CollectionAfterChangeHook = async ({ collection, context, doc, operation, req }) => {
    if (context.disableRevalidate) return doc
    const remembered = beforeKey(collection.slug, doc.id)
    const before = operation === 'update' ? ((context[remembered] as PublicState | null | undefined) ?? null) : null
    delete context[remembered]
    const after = await publicState(req, collection.slug, doc.id, keyField)
    expire(tagsForPublicChange(collection.slug, doc.id, before, after), context)
    return doc
  }

  const revalidateDelete: CollectionAfterDeleteHook = ({ collection, context, doc, id }) => {
    const before: PublicState = { published: doc._status === 'published', key: doc[keyField], updatedAt: doc.updatedAt }
    expire(tagsForPublicChange(collection.slug, id, before, null), context)
    return doc
  }

  return { beforeChange: [rememberBefore], afterChange: [revalidateChange], afterDelete: [revalidateDelete] }
}

export const revalidateGlobal: GlobalAfterChangeHook = ({ global, doc, context }) => {
  expire([globalTag(global.slug)], context)
  return doc
}

/**
 * For collections without drafts that only back lists (markets): every change is public, and
 * expires the collection's tag.
 */
export const revalidateListHooks: Required<Pick<NonNullable<CollectionConfig['hooks']>, 'afterChange' | 'afterDelete'>> = {
  afterChange: [
    ({ collection, context, doc }) => {
      expire([collectionTag(collection.slug)], context)
      return doc
    },
  ],
  afterDelete: [
    ({ collection, context, doc }) => {
      expire([collectionTag(collection.slug)], context)
      return doc
    },
  ],
}
