import type { GraphQLExtension } from 'payload'

/**
 * Payload's GraphQL resolvers read only the fields a query asks for when the query passes
 * `select: true`; without it they load whole documents (every block, every locale join) and
 * throw most of it away. This turns that on for every query that accepts it, unless the
 * client explicitly sends `select: false`.
 *
 * It runs as a `graphQL.queries` extension because that is the one hook that sees the built
 * query fields before the schema is frozen; it adds no queries of its own.
 */
export const selectRequestedFields: GraphQLExtension = (_graphQL, { Query }) => {
  for (const field of Object.values(Query.fields) as QueryField[]) {
    if (!field.args?.select || typeof field.resolve !== 'function') continue
    const resolve = field.resolve
    field.resolve = (source, args, context, info) => resolve(source, { ...args, select: args.select ?? true }, context, info)
  }
  return {}
}

type QueryField = {
  args?: Record<string, unknown>
  resolve?: (source: unknown, args: Record<string, unknown>, context: unknown, info: unknown) => unknown
}
