import type { extendDrizzleTable } from '@payloadcms/drizzle'

type IndexBuilder = (name: string) => { on: (column: never) => unknown }
type Schema = { tables: Record<string, Record<string, unknown>> }

/** Postgres cuts identifiers at 63 characters (docs/STATUS.md, Pitfalls). */
const MAX_NAME = 63

/**
 * The collections large enough to need it: the catalogue (20,000 products in the scale fixture)
 * and the search index, which holds a row per searchable document. Table names, as Payload writes them.
 */
export const LARGE_COLLECTION_TABLES = ['products', 'tea_ranges', 'tea_categories', 'ingredients', 'search']

/**
 * An index on `_parent_id` of the `…_locales` tables of large collections (and of their versions). Payload reads a document's translated
 * fields with one subquery per row (`where _parent_id = products.id`), but indexes the locales
 * table only on (`_locale`, `_parent_id`), which that subquery cannot use: each row of a list
 * scanned the whole locales table. At 20,000 products one page of 20 took over 100 ms in that
 * subquery alone; with this index, 0.1 ms (docs/catalogue.md). Given to both database adapters
 * as an `afterSchemaInit` hook, so migrations and the drift check see it like any other index.
 */
export function localeParentIndexes(index: IndexBuilder, tables = LARGE_COLLECTION_TABLES) {
  const names = new Set(tables.flatMap((table) => [`${table}_locales`, `_${table}_v_locales`]))
  return ({ schema, extendTable }: { schema: Schema; extendTable: typeof extendDrizzleTable }) => {
    for (const [name, table] of Object.entries(schema.tables)) {
      const indexName = `${name}_parent_idx`
      if (!names.has(name) || !table._parentID || indexName.length > MAX_NAME) continue
      extendTable({
        table: table as never,
        extraConfig: (columns: Record<string, unknown>) => ({ [indexName]: index(indexName).on(columns._parentID as never) }),
      })
    }
    return schema
  }
}
