import { NoSchemaIntrospectionCustomRule } from 'graphql'
import type { Config } from 'payload'
import { depthLimit } from './depthLimit'
import { pageCollectionQueries } from './page-collection-queries'
import { selectRequestedFields } from './selectRequestedFields'
import { limits } from '@/site.config'

/**
 * Limits of POST /graphql. Content is filtered by country with the enum literal or a variable:
 * `Pages(where: {country: {equals: GLOBAL}})`, or `$country: Page_country_Input` with
 * `{"country": "GLOBAL"}` (a quoted literal is rejected: country is a select field, hence an enum).
 * Complexity counts one per field and ten per relationship or upload (Payload's estimator).
 */
export const { maxDepth: MAX_QUERY_DEPTH, maxComplexity: MAX_QUERY_COMPLEXITY } = limits.graphql()

export const graphQLConfig: Config['graphQL'] = {
  disablePlaygroundInProduction: true,
  maxComplexity: MAX_QUERY_COMPLEXITY,
  // Read per request: the rules see the environment of the running server, not of the build.
  validationRules: () => [depthLimit(MAX_QUERY_DEPTH), ...(limits.graphql().introspection ? [] : [NoSchemaIntrospectionCustomRule])],
  // selectRequestedFields first: it sees Payload's own queries only (the named page collections select their own fields).
  queries: (graphQL, info) => ({ ...selectRequestedFields(graphQL, info), ...pageCollectionQueries(graphQL, info) }),
}
