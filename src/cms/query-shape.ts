/** How wide a filter may be: field conditions, `and`/`or` nesting, items of one operand (an `in` list). */
export type FilterBounds = { conditions: number; depth: number; listItems: number }

const LOGIC = new Set(['and', 'or'])

/**
 * Why a `where` (Payload's filter: `{field: {operator: value}}`, `{and|or: [where…]}`) is wider than `bounds`,
 * or null when it is within them. Walked with a stack and a budget, never recursively, so a filter nested
 * 2,000 deep or holding 100,000 items costs as much as the first few past the bound: Payload's own checks
 * recurse, and answered such a filter 500 (stack) or after seconds of a blocked event loop.
 */
export function filterProblem(where: unknown, bounds: FilterBounds): string | null {
  return filtersProblem([where], bounds)
}

/** The same for several filters read by one request (a GraphQL query's `where` arguments), counted together. */
export function filtersProblem(filters: unknown[], bounds: FilterBounds): string | null {
  const stack: { node: Record<string, unknown>; depth: number }[] = []
  for (const where of filters) {
    if (where === undefined || where === null || where === '') continue
    if (!isObject(where)) return 'The filter (where) must be an object of fields and operators.'
    stack.push({ node: where, depth: 0 })
  }
  let conditions = 0
  while (stack.length) {
    const { node, depth } = stack.pop()!
    for (const [key, value] of Object.entries(node)) {
      if (LOGIC.has(key.toLowerCase())) {
        if (!Array.isArray(value)) return `The filter's "${key}" must be a list of conditions.`
        if (depth + 1 > bounds.depth) return `The filter nests "and"/"or" deeper than ${bounds.depth} levels.`
        if (value.length > bounds.conditions) return tooMany(bounds)
        for (const item of value) {
          if (!isObject(item)) return `Each condition of the filter's "${key}" must be an object.`
          stack.push({ node: item, depth: depth + 1 })
        }
        continue
      }
      if (!isObject(value)) return `The filter on "${shortened(key)}" must name an operator, as in where[${shortened(key)}][equals]=…`
      for (const [operator, operand] of Object.entries(value)) {
        if (++conditions > bounds.conditions) return tooMany(bounds)
        if (size(operator, operand, bounds.listItems) > bounds.listItems) return `A filter's list holds more than ${bounds.listItems} items.`
      }
    }
  }
  return null
}

const tooMany = (bounds: FilterBounds) => `The filter has more than ${bounds.conditions} conditions.`

/** Operators whose text operand Payload splits at commas into a list. */
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])

/** Items in an operand (an `in` list, comma-separated text, a GeoJSON shape: every value inside it), counted up to `limit` + 1. */
function size(operator: string, operand: unknown, limit: number): number {
  if (typeof operand === 'string') return LIST_OPERATORS.has(operator) ? countCommas(operand, limit) + 1 : 1
  if (typeof operand !== 'object' || operand === null) return 1
  let count = 0
  const stack: unknown[] = Object.values(operand).slice(0, limit + 1)
  while (stack.length && count <= limit) {
    const item = stack.pop()
    count++
    if (typeof item === 'object' && item !== null) stack.push(...Object.values(item).slice(0, limit + 1 - count))
  }
  return count
}

/** Payload reads `in=a,b,c` as a list: its commas count as items. */
function countCommas(text: string, limit: number): number {
  let count = 0
  for (let at = text.indexOf(','); at !== -1 && count <= limit; at = text.indexOf(',', at + 1)) count++
  return count
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const shortened = (key: string) => (key.length > 60 ? `${key.slice(0, 60)}…` : key)
