import { NoSchemaIntrospectionCustomRule } from 'graphql'
import type { Config } from 'payload'
import { pageCollectionQueries } from './page-collection-queries'
import type { QueryLimits } from './query-limits'
import { selectRequestedFields } from './selectRequestedFields'
import { limits } from '@/site.config'

/**
 * Limits of POST /graphql. Content is filtered by country with the enum literal or a variable:
 * `Pages(where: {country: {equals: GLOBAL}})`, or `$country: Page_country_Input` with
 * `{"country": "GLOBAL"}` (a quoted literal is rejected: country is a select field, hence an enum).
 * Complexity counts one per field and ten per relationship or upload (Payload's estimator).
 * Depth, tokens, aliases, directives and fields are checked before Payload sees the query (./http.ts).
 */
export const { maxDepth: MAX_QUERY_DEPTH, maxComplexity: MAX_QUERY_COMPLEXITY } = limits.graphql()

/** Read per request: the limits of the running server's environment, not of the build's. */
export function queryLimits(): QueryLimits {
  const { maxDepth, maxComplexity, maxTokens, maxAliases, maxDirectives, maxListCost } = limits.graphql()
  // The query's filters are checked before it runs, so before its user is known: a visitor's bounds.
  const where = limits.query().anonymous
  // Payload charges at least one per field, so a query past twice its limit could never pass; the
  // slack is for fragments and inline fragments, which the field count charges and Payload does not.
  return { maxDepth, maxFields: 2 * maxComplexity, maxTokens, maxAliases, maxDirectives, maxListCost, where }
}

export const graphQLConfig: Config['graphQL'] = {
  disablePlaygroundInProduction: true,
  maxComplexity: MAX_QUERY_COMPLEXITY,
  validationRules: () => (limits.graphql().introspection ? [] : [NoSchemaIntrospectionCustomRule]),
  // selectRequestedFields first: it sees Payload's own queries only (the named page collections select their own fields).
  queries: (graphQL, info) => ({ ...selectRequestedFields(graphQL, info), ...pageCollectionQueries(graphQL, info) }),
}
