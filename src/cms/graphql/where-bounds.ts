import { valueFromASTUntyped, visit, type DocumentNode } from 'graphql'
import { operationsOf, variableDefaults } from './list-cost'

export type WhereLimits = { maxConditions: number; maxListItems: number; maxDepth: number }

/**
 * The shape of every `where` argument of a query, literal or sent as variables (JSON in the body),
 * checked before Payload turns it into SQL: a filter of hundreds of conditions or list items, or
 * `AND` nested thousands deep, holds the event loop for seconds. Counted over the whole query:
 * - conditions: each operator of each field (`{title: {equals: "x", like: "y"}}` is two);
 * - list items: the values of `in`, `not_in` and `all` (and any other list an operator takes);
 * - depth: `AND`/`OR` nested in each other.
 * Answers the problems found (none when within the limits).
 */
export function whereProblems(document: DocumentNode, variables: Record<string, unknown>, limits: WhereLimits, operationName?: string): string[] {
  const count = { conditions: 0, listItems: 0, depth: 0 }
  const values = { ...Object.assign({}, ...operationsOf(document, operationName).map(variableDefaults)), ...variables }
  visit(document, {
    Argument(node) {
      if (node.name.value !== 'where') return
      // Variables are substituted as the JSON the client sent; their nesting is bounded by the body's size.
      measure(valueFromASTUntyped(node.value, values), 0, count, limits.maxDepth)
    },
  })
  const problems: string[] = []
  if (count.depth > limits.maxDepth) problems.push(`A where filter nests AND/OR more than ${limits.maxDepth} levels deep`)
  if (count.conditions > limits.maxConditions) problems.push(`The where filters have more than ${limits.maxConditions} conditions`)
  if (count.listItems > limits.maxListItems) problems.push(`The where filters' lists (in, not_in, all) have more than ${limits.maxListItems} values`)
  return problems
}

type Count = { conditions: number; listItems: number; depth: number }

/** Walks one filter; stops descending past the depth limit, so a 2,000-deep filter costs a few steps. */
function measure(filter: unknown, depth: number, count: Count, maxDepth: number): void {
  count.depth = Math.max(count.depth, depth)
  if (depth > maxDepth) return
  if (Array.isArray(filter)) {
    for (const item of filter) measure(item, depth, count, maxDepth)
    return
  }
  if (!filter || typeof filter !== 'object') return
  for (const [key, value] of Object.entries(filter)) {
    if (/^(and|or)$/i.test(key)) measure(value, depth + 1, count, maxDepth)
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const operand of Object.values(value)) {
        count.conditions++
        if (Array.isArray(operand)) count.listItems += operand.length
      }
    } else count.conditions++
  }
}
