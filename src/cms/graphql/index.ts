import type { Config } from 'payload'
import { depthLimit } from './depthLimit'
import { selectRequestedFields } from './selectRequestedFields'

/** Limits of POST /graphql; public clients query content by country, e.g. `Pages(where: {country: {equals: GLOBAL}})`. */
export const MAX_QUERY_DEPTH = 10
export const MAX_QUERY_COMPLEXITY = 500

export const graphQLConfig: Config['graphQL'] = {
  disablePlaygroundInProduction: true,
  maxComplexity: MAX_QUERY_COMPLEXITY,
  validationRules: () => [depthLimit(MAX_QUERY_DEPTH)],
  queries: selectRequestedFields,
}
