import type { AfterErrorHook, CollectionBeforeOperationHook, CollectionConfig, Plugin } from 'payload'

/** The most documents one anonymous REST or GraphQL read returns: as many as the GraphQL page collections read (page-collection-queries.ts), not a whole catalogue. */
export const PUBLIC_READ_MAX = 200

/**
 * Payload's REST and GraphQL treat `limit=0`, a negative limit or `pagination=false` as "every document":
 * an anonymous visitor could ask for all 20,000 products with their relations in one request. A visitor's
 * read (not an editor's, not our own Local API calls in src/data) is paginated and capped instead.
 */
export const capPublicReads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' || req.user || req.payloadAPI === 'local') return args
  const { limit, pagination } = args as { limit?: number; pagination?: boolean }
  const bounded = pagination !== false && (limit === undefined || (limit > 0 && limit <= PUBLIC_READ_MAX))
  return bounded ? args : { ...args, pagination: true, limit: PUBLIC_READ_MAX }
}

/**
 * Payload's REST turns the id of `/api/<collection>/<id>` into a number with parseFloat, so `/api/pages/abc`
 * queried the database for NaN and answered 500. An id that is not a whole number names no document: 404.
 */
export const notFoundForMalformedIds: AfterErrorHook = ({ error, req }) => {
  const status = (error as { status?: number }).status ?? 500
  const id = req.routeParams?.id
  if (status < 500 || typeof id !== 'string' || req.payload?.db.defaultIDType !== 'number') return
  if (Number.isSafeInteger(parseFloat(id))) return
  return { status: 404, response: { errors: [{ message: 'Not Found' }] } }
}

/** Adds both guards: the read cap on every collection, the id check for every REST error. */
export const publicApiGuards: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(
    (collection): CollectionConfig => ({
      ...collection,
      hooks: { ...collection.hooks, beforeOperation: [capPublicReads, ...(collection.hooks?.beforeOperation ?? [])] },
    }),
  ),
  hooks: { ...config.hooks, afterError: [...(config.hooks?.afterError ?? []), notFoundForMalformedIds] },
})
