import type { Payload } from 'payload'
import { drizzleOf } from '../drizzle'

type RawColumn = { name: string; reference?: { table: string } }
type RawForeignKey = { columns: string[]; foreignColumns: { table: string }[] }
type RawTable = { columns: Record<string, RawColumn>; foreignKeys?: Record<string, RawForeignKey> }
type Schema = { rawTables: Record<string, RawTable>; tableNameMap: Map<string, string> }
type Id = number | string

/** A column that can hold a media item's id. */
type Holder = { table: string; column: string }

/** The columns naming the row a row belongs to (an array's, a block's, a translation's, a relation table's). */
const PARENT_COLUMNS = new Set(['_parent_id', 'parent_id'])

/** A table's columns that point at another table's ids, by column key: a relationship's own column or a foreign key. */
function references(raw: RawTable): Map<string, string> {
  const found = new Map<string, string>()
  for (const [column, definition] of Object.entries(raw.columns)) if (definition.reference) found.set(column, definition.reference.table)
  for (const key of Object.values(raw.foreignKeys ?? {})) {
    const [column] = key.columns
    const target = key.foreignColumns[0]?.table
    if (column && target && key.columns.length === 1) found.set(column, target)
  }
  return found
}

/**
 * Every column of the database that can hold a media item's id, read from the adapter's own schema: an upload
 * field's column wherever the field sits (a block inside an array inside a tab), and the relation tables of
 * fields that hold several. Versions (tables starting with `_`) and Payload's own tables are left out: a use is
 * a record's current content.
 */
function mediaHolders(schema: Schema): Holder[] {
  const media = schema.tableNameMap.get('media') ?? 'media'
  const holders: Holder[] = []
  for (const [table, raw] of Object.entries(schema.rawTables)) {
    if (table.startsWith('_') || table.startsWith('payload_') || table === media) continue
    for (const [column, target] of references(raw)) {
      if (target === media && !PARENT_COLUMNS.has(raw.columns[column]?.name ?? '')) holders.push({ table, column })
    }
  }
  return holders
}

/** A table's parent table and the column that names the parent row, when its rows belong to another table's. */
function parentOf(schema: Schema, table: string): { table: string; column: string } | null {
  const raw = schema.rawTables[table]
  if (!raw) return null
  for (const [column, target] of references(raw)) {
    if (PARENT_COLUMNS.has(raw.columns[column]?.name ?? '')) return { table: target, column }
  }
  return null
}

/**
 * The records that use a media item, as ids per top-level table (a collection's or a global's): found by following
 * each holding row up to its record. Rich text keeps its pictures inside its JSON, which this does not read.
 * At most `limit` rows per column: a picture on a few hundred pages is listed in part.
 */
export async function mediaUses(payload: Payload, mediaId: Id, limit = 100): Promise<Map<string, Id[]>> {
  const schema = payload.db as unknown as Schema
  const { drizzle, tables, sql } = drizzleOf(payload)
  const uses = new Map<string, Set<Id>>()
  for (const holder of mediaHolders(schema)) {
    let table = holder.table
    let parent = parentOf(schema, table)
    const source = tables[table]
    const rows: { id: Id }[] = await drizzle
      .select({ id: parent ? source[parent.column] : source.id })
      .from(source)
      .where(sql`${source[holder.column]} = ${mediaId}`)
      .limit(limit)
    let ids = [...new Set(rows.map((row) => row.id))]
    // Up from an array's or a block's row to the record it belongs to.
    while (parent && ids.length) {
      table = parent.table
      parent = parentOf(schema, table)
      if (!parent) break
      const step = tables[table]
      const up: { id: Id }[] = await drizzle
        .select({ id: step[parent.column] })
        .from(step)
        .where(sql`${step.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)
      ids = [...new Set(up.map((row) => row.id))]
    }
    if (!ids.length) continue
    const known = uses.get(table) ?? new Set<Id>()
    for (const id of ids) known.add(id)
    uses.set(table, known)
  }
  return new Map([...uses].map(([table, ids]) => [table, [...ids]]))
}

/** The database table of a collection or global (Payload's: its slug in snake case, unless renamed). */
export function tableOf(payload: Payload, slug: string): string {
  const snake = slug.replace(/-/g, '_')
  return (payload.db as unknown as Schema).tableNameMap.get(snake) ?? snake
}
