import type { Payload } from 'payload'
import { drizzleOf, type DrizzleHandle } from '@/cms/drizzle'

export type SqlQuery = ReturnType<DrizzleHandle['sql']>

/**
 * Raw SQL for the search index, which Payload's query API cannot express (FTS5 MATCH,
 * tsvector @@ tsquery), on the adapter's own drizzle handle (src/cms/drizzle.ts). Only
 * src/data/search-index uses it, and only to read.
 */
export type IndexDb = { dialect: 'sqlite' | 'postgres'; sql: DrizzleHandle['sql']; rows: <T>(query: SqlQuery) => Promise<T[]> }

export function indexDb(payload: Payload): IndexDb {
  const { name, drizzle, sql } = drizzleOf(payload)
  // node-postgres answers a result object, libsql the rows themselves.
  if (name === 'postgres') return { dialect: 'postgres', sql, rows: async <T>(query: SqlQuery) => (await drizzle.execute(query)).rows as T[] }
  return { dialect: 'sqlite', sql, rows: async <T>(query: SqlQuery) => (await drizzle.all(query)) as T[] }
}
