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
import { collectionTag, globalTag } from '@/config/cache-tags'
import { afterCommit } from '../after-commit'
import { drizzleOf } from '../drizzle'
import { tagsForPublicChange, type PublicState } from './public-change'

/**
 * Expires the tags in this instance's cache (and, through the cache handler, every other
 * instance's), once the write has committed: a render between the hook and the commit would
 * otherwise read the old content and cache it as fresh. A Local API write may have no request of
 * its own: a scheduled publish run by the jobs queue (whose timer runs in whatever async context
 * started Payload, so revalidateTag may even reach a finished request's store and do nothing), or a
 * script. Such writes also record the revalidation in the shared table the cache handler polls
 * (src/lib/cache/shared-tags-cache-handler.mjs), so every instance, this one included, expires the tags
 * within a poll. Seeding passes `context.disableRevalidate` to skip all this.
 */
async function expire(tags: string[], context: RequestContext, req: PayloadRequest) {
  if (context.disableRevalidate || !tags.length) return
  // Now, in the request's own context (a REST create's commit callback did not reach this instance's
  // cache), and again once the write has committed, so a render in between cannot keep the old content.
  expireHere(tags)
  await afterCommit(req, async () => {
    expireHere(tags)
    if (req.payloadAPI === 'local') await shareRevalidations(tags, req)
  })
}

function expireHere(tags: string[]) {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Outside Next.js: the shared record below is what counts.
    }
  }
}

/**
 * As the cache handler records a revalidateTag(tag, { expire: 0 }): stale and expired now, and the
 * next sequence number, by which the instances poll.
 */
async function shareRevalidations(tags: string[], req: PayloadRequest) {
  const now = Date.now()
  const { drizzle, tables, sql } = drizzleOf(req.payload)
  const table = tables.cache_revalidations
  try {
    for (const tag of tags) {
      await drizzle
        .insert(table)
        .values({ tag, at: now, stale: now, expired: now, seq: sql`(SELECT COALESCE(MAX(${table.seq}), 0) + 1 FROM ${table})` })
        .onConflictDoUpdate({ target: table.tag, set: { at: now, stale: now, expired: now, seq: sql`excluded.seq` } })
    }
  } catch (error) {
    // The change itself is saved; the pages catch up at their safety net (SAFETY_NET_SECONDS).
    req.payload.logger.warn({ err: error, tags }, 'could not share cache revalidations made outside a request')
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
    await expire(tagsForPublicChange(collection.slug, doc.id, before, after), context, req)
    return doc
  }

  const revalidateDelete: CollectionAfterDeleteHook = async ({ collection, context, doc, id, req }) => {
    const before: PublicState = { published: doc._status === 'published', key: doc[keyField], updatedAt: doc.updatedAt }
    await expire(tagsForPublicChange(collection.slug, id, before, null), context, req)
    return doc
  }

  return { beforeChange: [rememberBefore], afterChange: [revalidateChange], afterDelete: [revalidateDelete] }
}

export const revalidateGlobal: GlobalAfterChangeHook = async ({ global, doc, context, req }) => {
  await expire([globalTag(global.slug)], context, req)
  return doc
}

/**
 * For collections without drafts that only back lists (markets): every change is public, and
 * expires the collection's tag.
 */
export const revalidateListHooks: Required<Pick<NonNullable<CollectionConfig['hooks']>, 'afterChange' | 'afterDelete'>> = {
  afterChange: [
    async ({ collection, context, doc, req }) => {
      await expire([collectionTag(collection.slug)], context, req)
      return doc
    },
  ],
  afterDelete: [
    async ({ collection, context, doc, req }) => {
      await expire([collectionTag(collection.slug)], context, req)
      return doc
    },
  ],
}
