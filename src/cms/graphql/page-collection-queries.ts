import { Kind, type GraphQLInputObjectType, type GraphQLInputType, type GraphQLOutputType, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql'
import type { CollectionSlug, GraphQLExtension, PayloadRequest, Where } from 'payload'
import { DEFAULT_COUNTRY } from '@/config/variant'
import { PAGE_COLLECTION_LIST_LIMIT as LIST_LIMIT, pageCollections, type PageCollection } from './page-collections'

type Args = { country: string; locale?: string; fallbackLocale?: string }
type Context = { req: PayloadRequest }
type Doc = { country?: string | null; path?: string | null } & Record<string, unknown>

/**
 * Adds the named page collections (./page-collections.ts) to the schema. Each answers a list of
 * the collection's own GraphQL type, so a query selects fields exactly as with `Pages` and is held
 * to the same depth and complexity limits. Reads run with the visitor's access (published only;
 * GraphQL has no mutations for them).
 */
export const pageCollectionQueries: GraphQLExtension = (graphQL, { collections, types }) => {
  const countryType = countryEnum(collections.pages!.graphQL!.whereInputType)
  const queries: Record<string, unknown> = {}
  for (const entry of pageCollections) {
    const slug = 'collection' in entry ? entry.collection : 'pages'
    const type = collections[slug]!.graphQL!.type as GraphQLOutputType
    queries[entry.name] = {
      type: new graphQL.GraphQLNonNull(new graphQL.GraphQLList(new graphQL.GraphQLNonNull(type))),
      description: describe(entry),
      args: {
        country: { type: new graphQL.GraphQLNonNull(countryType), defaultValue: DEFAULT_COUNTRY },
        ...(types.localeInputType ? { locale: { type: types.localeInputType } } : {}),
        ...(types.fallbackLocaleInputType ? { fallbackLocale: { type: types.fallbackLocaleInputType } } : {}),
      },
      resolve: (_source: unknown, args: Args, context: Context, info: GraphQLResolveInfo) => read(entry, args, context.req, topLevelSelect(info)),
    }
  }
  return queries
}

/** The enum Payload built for the pages' country field (`Page_country_Input`), so both read alike. */
function countryEnum(where: GraphQLInputObjectType): GraphQLInputType {
  const operators = where.getFields().country!.type as GraphQLInputObjectType
  return operators.getFields().equals!.type
}

function describe(entry: PageCollection): string {
  if ('list' in entry) return `The ${entry.collection} of a country: its own and GLOBAL's it has not replaced.`
  if ('collection' in entry) return `The ${entry.collection} record of a country, else GLOBAL's.`
  if ('under' in entry) return `The pages under ${entry.under}, each the country's own else GLOBAL's.`
  return `${entry.paths.join(', ')}: each the country's own record else GLOBAL's.`
}

/**
 * The top-level fields the query asks for (plus what the country rule needs), so a query for titles
 * does not read every block of every page: a whole page costs about three times as much.
 */
function topLevelSelect(info: GraphQLResolveInfo): Record<string, true> {
  const select: Record<string, true> = { country: true, path: true }
  const visit = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) select[selection.name.value] = true
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet)
      else visit(info.fragments[selection.name.value]?.selectionSet)
    }
  }
  visit(info.fieldNodes[0]?.selectionSet)
  delete (select as Record<string, unknown>).__typename
  return select
}

async function read(entry: PageCollection, args: Args, req: PayloadRequest, select: Record<string, true>): Promise<Doc[]> {
  const countries = args.country === DEFAULT_COUNTRY ? [DEFAULT_COUNTRY] : [args.country, DEFAULT_COUNTRY]
  const slug: CollectionSlug = 'collection' in entry ? entry.collection : 'pages'
  const where: Where[] = [{ country: { in: countries } }]
  if ('paths' in entry) where.push({ path: { in: entry.paths } })
  if ('under' in entry) where.push({ path: { like: `${entry.under}/` } })
  const { docs } = (await req.payload.find({
    collection: slug,
    where: { and: where },
    depth: 0,
    // A collection without a path field (home, social wall) ignores that key; the list needs its key field.
    select: 'list' in entry ? { ...select, [entry.list.keyField]: true } : select,
    // Within PUBLIC_READ_MAX (src/cms/public-api-guards.ts), which caps every read a visitor's request makes.
    limit: 'list' in entry ? LIST_LIMIT * 2 : 200,
    locale: (args.locale ?? req.locale ?? undefined) as never,
    fallbackLocale: (args.fallbackLocale ?? req.fallbackLocale ?? undefined) as never,
    sort: 'list' in entry ? entry.list.sort : 'path' in entry || 'under' in entry ? 'path' : undefined,
    req,
    overrideAccess: false,
  })) as unknown as { docs: Doc[] }
  return pick(entry, docs, args.country)
}

/** The country's own record of each page, else GLOBAL's, in the order the entry names them. */
function pick(entry: PageCollection, docs: Doc[], country: string): Doc[] {
  const own = (group: Doc[]) => {
    const mine = group.filter((d) => d.country === country)
    return mine.length ? mine : group.filter((d) => d.country === DEFAULT_COUNTRY)
  }
  if ('list' in entry) {
    const { keyField } = entry.list
    const mine = docs.filter((d) => d.country === country)
    const replaced = new Set(mine.map((d) => d[keyField]))
    return docs.filter((d) => d.country === country || !replaced.has(d[keyField])).slice(0, LIST_LIMIT)
  }
  if ('collection' in entry) return own(docs).slice(0, 1)
  if ('paths' in entry) return entry.paths.flatMap((path) => own(docs.filter((d) => d.path === path)).slice(0, 1))
  const under = `${entry.under}/`
  const paths = [...new Set(docs.map((d) => d.path ?? '').filter((p) => p.startsWith(under)))].sort()
  return paths.flatMap((path) => own(docs.filter((d) => d.path === path)).slice(0, 1))
}
