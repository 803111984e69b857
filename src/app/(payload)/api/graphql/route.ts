import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { graphqlMethodNotAllowed, guardedGraphql } from '@/cms/graphql/http'

export const POST = guardedGraphql(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
// Next.js would answer these with an empty 405; the GraphQL error shape says what to do instead.
export { graphqlMethodNotAllowed as GET, graphqlMethodNotAllowed as PUT, graphqlMethodNotAllowed as PATCH, graphqlMethodNotAllowed as DELETE }
