import type { CollectionConfig } from 'payload'
import type { extendDrizzleTable } from '@payloadcms/drizzle'

type IndexBuilder = (name: string) => { on: (...columns: never[]) => unknown }
type Schema = { tables: Record<string, Record<string, unknown>> }

/** Postgres cuts identifiers at 63 characters (docs/STATUS.md, Pitfalls). */
const MAX_NAME = 63

/**
 * The unique `[key, country]` index of each content collection (a slug or path is unique within a
 * country), named after its table. Payload's own compound indexes are named by their columns plus a
 * counter in config order (`slug_country_5_idx`), so adding a collection anywhere but last renamed
 * the indexes after it; these names depend on the table alone. An `afterSchemaInit` hook of both
 * database adapters, so migrations and the drift check see them like any other index.
 */
export function contentKeyIndexes({ index, uniqueIndex }: { index: IndexBuilder; uniqueIndex: IndexBuilder }, collections: CollectionConfig[]) {
  const keys = new Map<string, string>()
  for (const collection of collections) {
    const key = collection.custom?.contentKey as string | undefined
    if (key && key !== 'country') keys.set(collection.slug.replaceAll('-', '_'), key)
  }
  return ({ schema, extendTable }: { schema: Schema; extendTable: typeof extendDrizzleTable }) => {
    const add = (table: string, build: IndexBuilder, key: string, country: string) => {
      const columns = schema.tables[table]
      const name = `${table}_${key}_country_idx`
      if (!columns || name.length > MAX_NAME) throw new Error(`content key index ${name}: no table ${table}, or the name is too long`)
      extendTable({
        table: columns as never,
        extraConfig: (cols: Record<string, unknown>) => ({ [name]: build(name).on(cols[key] as never, cols[country] as never) }),
      })
    }
    for (const [table, key] of keys) {
      add(table, uniqueIndex, key, 'country')
      // Drafts are read from the versions table by the same pair (not unique there: one row per version).
      add(`_${table}_v`, index, `version_${key}`, 'version_country')
    }
    return schema
  }
}
