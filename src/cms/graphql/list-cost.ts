import { Kind, valueFromASTUntyped, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode, type ValueNode } from 'graphql'
import { PUBLIC_READ_MAX } from '@/cms/public-api-guards'
import { pageCollections, pageCollectionSize } from './page-collections'

/** What Payload reads when a list query or a join names no `limit`. */
export const PAYLOAD_DEFAULT_LIMIT = 10

const NAMED_COLLECTIONS = new Map(pageCollections.map((entry) => [entry.name, pageCollectionSize(entry)]))

/**
 * The items × fields an answer can hold: each field costs one, and the fields under a list are
 * multiplied by the most items it answers. A list is a field with a `limit` argument or one that
 * selects `docs` (Payload's collection queries, joins, versions): its `limit`, else Payload's
 * default of 10; a limit of 0, a negative one, one over the cap or `pagination: false` count as the
 * cap on an anonymous read (PUBLIC_READ_MAX), which is what Payload answers a visitor. The named page
 * collections count the records they can answer. Lists without an argument (a page's blocks, a
 * relationship's items) are bounded by what editors stored and count once.
 *
 * Read from the document alone (no schema), after the shape limits bounded its fields, so the walk is
 * short: a fragment is counted once and reused at every spread.
 */
export function listCost(document: DocumentNode, variables: Record<string, unknown> = {}, operationName?: string): number {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  const fragmentCost = new Map<string, number>()
  const visiting = new Set<string>()

  const selectsDocs = (set: SelectionSetNode | undefined, seen = new Set<string>()): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === 'docs'
      if (selection.kind === Kind.INLINE_FRAGMENT) return selectsDocs(selection.selectionSet, seen)
      const name = selection.name.value
      if (seen.has(name)) return false
      seen.add(name)
      return selectsDocs(fragments.get(name)?.selectionSet, seen)
    })

  const costOf = (set: SelectionSetNode | undefined, root: boolean): number => {
    let total = 0
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.INLINE_FRAGMENT) total += costOf(selection.selectionSet, root)
      else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value
        // A cycle is Payload's validation's to refuse; it adds nothing here.
        if (visiting.has(name)) continue
        if (!fragmentCost.has(name)) {
          visiting.add(name)
          fragmentCost.set(name, costOf(fragments.get(name)?.selectionSet, false))
          visiting.delete(name)
        }
        total += fragmentCost.get(name)!
      } else {
        const args = Object.fromEntries((selection.arguments ?? []).map((arg) => [arg.name.value, valueOf(arg.value, variables)]))
        const named = root ? NAMED_COLLECTIONS.get(selection.name.value) : undefined
        const items = named ?? ('limit' in args || 'pagination' in args || selectsDocs(selection.selectionSet) ? listSize(args) : 1)
        total += 1 + items * costOf(selection.selectionSet, false)
      }
    }
    return total
  }

  return Math.max(
    0,
    ...operationsOf(document, operationName).map((operation) => {
      variables = { ...variableDefaults(operation), ...variables }
      return costOf(operation.selectionSet, true)
    }),
  )
}

/** The operation a request runs (all of them when it names none: graphql-js then refuses more than one). */
export function operationsOf(document: DocumentNode, operationName?: string): OperationDefinitionNode[] {
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
  return operationName ? operations.filter((operation) => operation.name?.value === operationName) : operations
}

/** The default values an operation declares for its variables (`query ($n: Int = 200)`). */
export function variableDefaults(operation: OperationDefinitionNode): Record<string, unknown> {
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).filter((definition) => definition.defaultValue).map((definition) => [definition.variable.name.value, valueFromASTUntyped(definition.defaultValue!)]),
  )
}

/** The most items a list answers for these arguments. */
function listSize(args: Record<string, unknown>): number {
  if (args.pagination === false) return PUBLIC_READ_MAX
  const limit = args.limit ?? PAYLOAD_DEFAULT_LIMIT
  return typeof limit === 'number' && Number.isInteger(limit) && limit > 0 && limit <= PUBLIC_READ_MAX ? limit : PUBLIC_READ_MAX
}

/** A literal argument's value, a variable's from the request (undefined when not sent). */
function valueOf(node: ValueNode, variables: Record<string, unknown>): unknown {
  if (node.kind === Kind.VARIABLE) return variables[node.name.value]
  if (node.kind === Kind.INT) return Number(node.value)
  if (node.kind === Kind.BOOLEAN) return node.value
  return node.kind === Kind.NULL ? undefined : null
}
