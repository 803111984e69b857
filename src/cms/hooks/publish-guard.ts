import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { editsAllContent, mayPublish, publishesSomewhere } from '../access/roles'
import { forbidden } from '../editor-error'

type Status = 'draft' | 'published'
type UpdateArgs = { id?: number | string; data?: { _status?: Status }; draft?: boolean }

/**
 * Publishing and unpublishing are for the roles that may publish in the record's market
 * (../access/roles.ts mayPublish); anyone else's save keeps the record's status as it was. A draft
 * save writes a version only and always may. Any other save writes the live record from the latest
 * version, so it must leave both as they are: it may neither take the record off the site nor
 * publish changes still waiting as a draft, whoever made them. Runs before the operation, the only
 * hook that is told whether the save is a draft.
 */
export const onlyPublishersChangeStatus: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if ((operation !== 'update' && operation !== 'restoreVersion') || !req.user || editsAllContent(req)) return args
  const { id, data, draft } = args as UpdateArgs
  const status = data?._status
  if (draft && status !== 'published') return args
  // Restoring a version as it was, or saving many records at once, cannot be judged by this record's market.
  if (operation === 'restoreVersion' || id === undefined) {
    if (!publishesSomewhere(req)) throw forbidden('Your role saves one record at a time, as a draft: restoring a version or saving many records could publish or unpublish them.')
    return args
  }
  const live = await statusOf(req, collection.slug, id, false)
  const latest = await statusOf(req, collection.slug, id, true)
  if (!live || !latest || mayPublish(req, live.country)) return args
  const after = status ?? latest.status
  if (after === live.status && after === latest.status) return args
  throw forbidden(`Only editors who publish in ${live.country} publish or unpublish its records: this save would ${change(live.status, latest.status, after)}. Save a draft instead (the admin does as you type); an editor publishes it.`)
}

function change(live: Status, latest: Status, after: Status): string {
  if (after === 'draft') return 'take the record off the site in every language'
  return live === 'published' && latest === 'draft' ? 'publish changes waiting as a draft' : 'publish the record'
}

async function statusOf(req: PayloadRequest, collection: string, id: number | string, draft: boolean) {
  const doc = (await req.payload.findByID({
    collection: collection as 'pages',
    id,
    draft,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
    select: { country: true, _status: true },
  })) as { country?: string; _status?: Status } | null
  return doc ? { country: String(doc.country ?? ''), status: doc._status ?? 'draft' } : null
}
