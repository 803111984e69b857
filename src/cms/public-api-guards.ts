import { APIError, type AfterErrorHook, type CollectionBeforeOperationHook, type CollectionConfig, type Plugin } from 'payload'
import { limits } from '@/site.config'
import { isDatabaseUnavailable } from '@/lib/database/database-health'
import { filterProblem } from './query-shape'

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
 * Every REST and GraphQL operation's filter (`where`, and the `where` of each joined list) is bounded in shape
 * before Payload validates or runs it: a visitor's narrowly, an editor's widely (src/config/limits.ts `query`);
 * our own Local API reads are not. Past a bound: 400 with the reason.
 */
export const boundFilters: CollectionBeforeOperationHook = ({ args, req }) => {
  // Payload's own batched read of the documents a page relates to (its dataloader, `id in [...]`, errors off)
  // runs with the client's request but is not the client's filter.
  if (req.payloadAPI === 'local' || (args as { disableErrors?: boolean }).disableErrors) return args
  const bounds = limits.query()[req.user ? 'editor' : 'anonymous']
  const { where, joins } = args as { where?: unknown; joins?: unknown }
  const joined = typeof joins === 'object' && joins !== null ? Object.values(joins).map((join) => (join as { where?: unknown } | null)?.where) : []
  for (const filter of [where, ...joined]) {
    const problem = filterProblem(filter, bounds)
    if (problem) throw filterTooWide(problem)
  }
  if ([where, ...joined].some((filter) => typeof filter === 'object' && filter !== null && Object.keys(filter).length)) req.context[FILTER_GIVEN] = true
  return args
}

/** Named, so Payload answers its message (a minified class's own name is empty) and logs it as info (payload.config.ts). */
export const FILTER_TOO_WIDE = 'FilterTooWide'
const filterTooWide = (message: string) => Object.assign(new APIError(message, 400), { name: FILTER_TOO_WIDE })

/** Set on a request whose operation was given a filter from outside (REST, GraphQL). */
const FILTER_GIVEN = 'filterGiven'

/**
 * Payload checks that a filter's fields exist, not that the database adapter can apply them: `contents equals x`
 * on a blocks field, `contents.blockType` inside an `or`, `near` on a text field or a word where a date belongs
 * all fail inside the adapter (a TypeError, or SQL the database refuses) and would answer 500. A request that
 * brought a filter and failed that way, with the database up, gets 400 naming the filter instead.
 */
export const filterFaultsAreBadRequests: AfterErrorHook = ({ error, req }) => {
  const status = (error as { status?: number }).status ?? 500
  if (status < 500 || !req.context?.[FILTER_GIVEN] || isDatabaseUnavailable(error)) return
  const message = 'The filter (where) cannot be applied: each condition must name a field of the collection, an operator its type supports and a value of its type.'
  return { status: 400, response: { errors: [{ message }] } }
}

/**
 * Payload's REST turns the id of `/api/<collection>/<id>` into a number with parseFloat, so `/api/pages/abc`
 * would query the database for NaN and answer 500. An id that is not a whole number names no document: 404.
 */
export const notFoundForMalformedIds: AfterErrorHook = ({ error, req }) => {
  const status = (error as { status?: number }).status ?? 500
  const id = req.routeParams?.id
  if (status < 500 || typeof id !== 'string' || req.payload?.db.defaultIDType !== 'number') return
  if (Number.isSafeInteger(parseFloat(id))) return
  return { status: 404, response: { errors: [{ message: 'Not Found' }] } }
}

/** Adds the guards: the read cap and the filter bounds on every collection; the filter and id checks for every REST error. */
export const publicApiGuards: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(
    (collection): CollectionConfig => ({
      ...collection,
      hooks: { ...collection.hooks, beforeOperation: [boundFilters, capPublicReads, ...(collection.hooks?.beforeOperation ?? [])] },
    }),
  ),
  hooks: { ...config.hooks, afterError: [...(config.hooks?.afterError ?? []), filterFaultsAreBadRequests, notFoundForMalformedIds] },
})
