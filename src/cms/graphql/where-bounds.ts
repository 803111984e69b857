import { valueFromASTUntyped, visit, type DocumentNode } from 'graphql'
import { filtersProblem, type FilterBounds } from '../query-shape'
import { operationsOf, variableDefaults } from './list-cost'

/**
 * The `where` arguments of a query, literal or sent as variables (JSON in the body), checked with the same bounds
 * as a REST filter (../query-shape.ts) before Payload turns them into SQL. A query's filters count together, so
 * a hundred aliases cannot each bring a filter at the limit. Answers the problem found, if any.
 */
export function whereProblems(document: DocumentNode, variables: Record<string, unknown>, bounds: FilterBounds, operationName?: string): string[] {
  const values = { ...Object.assign({}, ...operationsOf(document, operationName).map(variableDefaults)), ...variables }
  const filters: unknown[] = []
  visit(document, {
    Argument(node) {
      if (node.name.value === 'where') filters.push(valueFromASTUntyped(node.value, values))
    },
  })
  const problem = filtersProblem(filters, bounds)
  return problem ? [problem] : []
}
