import { createRequire } from 'node:module'
import { formatNames, toWords, type SanitizedCollectionConfig, type SanitizedGlobalConfig } from 'payload'

/** A collection's GraphQL names, by Payload's own rule (@payloadcms/graphql initCollections). */
export function graphQLNames(config: SanitizedCollectionConfig) {
  const graphQL: { singularName?: string; pluralName?: string } = config.graphQL || {}
  const fromSlug = formatNames(config.slug)
  const singular = graphQL.singularName ? toWords(graphQL.singularName, true) : fromSlug.singular
  const plural = graphQL.pluralName ? toWords(graphQL.pluralName, true) : fromSlug.plural
  return { singular, plural: singular === plural ? `all${singular}` : plural }
}

/** Payload's GraphQL uses pluralize (untyped) for global names. */
const pluralize = createRequire(import.meta.url)('pluralize') as { singular: (word: string) => string }

/** A global's GraphQL name (initGlobals): its `graphQL.name`, else the slug in words, singular. */
export const globalGraphQLName = (config: SanitizedGlobalConfig) => (config.graphQL && config.graphQL.name) || pluralize.singular(toWords(config.slug, true))

