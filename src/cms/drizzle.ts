import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

/**
 * The database adapter's own query builder, for the few writes Payload's operations cannot do
 * atomically (a counter's INSERT … ON CONFLICT DO UPDATE … RETURNING) and the aggregates its
 * `find` cannot express (a sum per group). Both dialects share this builder API; `sql` is the
 * adapter's own tag.
 */
export type DrizzleHandle = {
  name: string
  // The adapters' drizzle instances differ in type per dialect but share this query-builder API.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  drizzle: any
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  tables: Record<string, any>
  sql: typeof sqliteSql
}

export function drizzleOf(payload: Payload): DrizzleHandle {
  const db = payload.db as unknown as Omit<DrizzleHandle, 'sql'>
  return { name: db.name, drizzle: db.drizzle, tables: db.tables, sql: db.name === 'postgres' ? (pgSql as unknown as typeof sqliteSql) : sqliteSql }
}
