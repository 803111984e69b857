import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit'
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases'
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth'
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives'
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens'
import { buildSchema, GraphQLError, validate, type DocumentNode, type ValidationContext, type ValidationRule } from 'graphql'
import { listCost } from './list-cost'
import type { FilterBounds } from '../query-shape'
import { whereProblems } from './where-bounds'

export type QueryLimits = { maxDepth: number; maxFields: number; maxTokens: number; maxAliases: number; maxDirectives: number; maxListCost: number; where: FilterBounds }

/** What the request sends beside the query: its variables (JSON) and the operation to run. */
export type QueryInputs = { variables?: Record<string, unknown>; operationName?: string }

export type LimitCheck = { document: DocumentNode; errors: string[] } | { document?: undefined; errors: string[] }

/**
 * The shape limits of a GraphQL query, checked before Payload sees it. Payload's complexity rule
 * walks a fragment again at every spread, so 24 fragments that each spread the next twice cost it
 * 2^24 visits; these rules (graphql-armor) remember each fragment's count, so a query is measured
 * in one pass over its text and refused before any exponential walk starts.
 *
 * - depth: fields nested, fragments and inline fragments not counted themselves; `__schema` not counted.
 * - fields: every field once the fragments are spread (a fragment spread twice counts twice), so no
 *   query that reaches Payload has more fields for its complexity rule to walk than this.
 * - list cost: items × fields, each list at its `limit` (./list-cost.ts), so no answer is huge.
 * - where: its filters' conditions, list items and AND/OR nesting, as a REST filter's (./where-bounds.ts).
 */
export function checkQueryLimits(query: string, limits: QueryLimits, { variables = {}, operationName }: QueryInputs = {}): LimitCheck {
  const parser = new MaxTokensParserWLexer(query, { n: limits.maxTokens, noLocation: true })
  let document: DocumentNode
  try {
    document = parser.parseDocument()
  } catch {
    if (parser.tokenCount > limits.maxTokens) return { errors: [`The query has more than ${limits.maxTokens} tokens`] }
    // A syntax error is left to Payload, whose answer says where it is.
    return { errors: [] }
  }
  const errors = validate(DOCUMENT_ONLY, document, queryLimitRules(limits)).map((error) => error.message)
  // Both walks assume the bounded shape checked above (fields, depth), so they run only after it passed.
  if (errors.length) return { document, errors }
  const cost = listCost(document, variables, operationName)
  if (cost > limits.maxListCost) errors.push(`The query asks for ${cost} items × fields, more than ${limits.maxListCost}: ask for fewer items (limit) or fields`)
  errors.push(...whereProblems(document, variables, limits.where, operationName))
  return { document, errors }
}

export function queryLimitRules(limits: QueryLimits): ValidationRule[] {
  const report = (message: string) => ({
    exposeLimits: false,
    errorMessage: message,
    propagateOnRejection: false,
    // The rules throw by default, which graphql-js does not turn into an answer; reported, they are listed.
    onReject: [(context: ValidationContext | null) => context?.reportError(new GraphQLError(message))],
  })
  return [
    maxDepthRule({ n: limits.maxDepth, flattenFragments: true, ...report(`The query is nested more than ${limits.maxDepth} levels deep`) }),
    costLimitRule({
      maxCost: limits.maxFields,
      objectCost: 1,
      scalarCost: 1,
      depthCostFactor: 1,
      flattenFragments: true,
      ...report(`The query selects more than ${limits.maxFields} fields once its fragments are spread`),
    }),
    maxAliasesRule({ n: limits.maxAliases, ...report(`The query has more than ${limits.maxAliases} aliases`) }),
    maxDirectivesRule({ n: limits.maxDirectives, ...report(`The query has more than ${limits.maxDirectives} directives`) }),
  ]
}

/** These rules count the document's own nodes and read no types, so any schema serves; Payload's is checked later. */
const DOCUMENT_ONLY = buildSchema('type Query { _: Boolean }')
