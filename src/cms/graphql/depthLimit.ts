import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'

/**
 * Rejects operations nested deeper than `maxDepth` fields (fragments included), before any
 * resolver runs. Payload's complexity limit bounds how much a query asks for; this bounds how
 * far it can walk relationships. Introspection (__schema, __type) is not counted: its
 * standard query is deep by design and is switched off in production anyway.
 */
export function depthLimit(maxDepth: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>()
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
    }
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, fragments, 0, new Set())
        if (depth > maxDepth) {
          const name = node.name ? `'${node.name.value}' ` : ''
          context.reportError(
            new GraphQLError(`The query ${name}is nested ${depth} levels deep; the maximum is ${maxDepth}`, { nodes: [node] }),
          )
        }
      },
    }
  }
}

function depthOf(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  depth: number,
  seen: Set<string>,
): number {
  let max = depth
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === '__schema' || selection.name.value === '__type') continue
      max = Math.max(max, selection.selectionSet ? depthOf(selection.selectionSet, fragments, depth + 1, seen) : depth + 1)
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      max = Math.max(max, depthOf(selection.selectionSet, fragments, depth, seen))
    } else {
      const fragment = fragments.get(selection.name.value)
      // A fragment that spreads itself is reported by GraphQL's own rules; count it once here.
      if (!fragment || seen.has(fragment.name.value)) continue
      max = Math.max(max, depthOf(fragment.selectionSet, fragments, depth, new Set(seen).add(fragment.name.value)))
    }
  }
  return max
}
