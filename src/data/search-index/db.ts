import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

type Sql = typeof sqliteSql
export type SqlQuery = ReturnType<Sql>

/**
 * Raw SQL for the search index, which Payload's query API cannot express (FTS5 MATCH,
 * tsvector @@ tsquery). Only src/data/search-index uses it, and only to read.
 */
export type IndexDb = { dialect: 'sqlite' | 'postgres'; sql: Sql; rows: <T>(query: SqlQuery) => Promise<T[]> }

export function indexDb(payload: Payload): IndexDb {
  // The adapters' drizzle instances differ per dialect; both run a `sql` template.
  const db = payload.db as unknown as { name: string; drizzle: { all: (q: SqlQuery) => Promise<unknown[]>; execute: (q: SqlQuery) => Promise<{ rows: unknown[] }> } }
  if (db.name === 'postgres') {
    return { dialect: 'postgres', sql: pgSql as unknown as Sql, rows: async <T>(query: SqlQuery) => (await db.drizzle.execute(query)).rows as T[] }
  }
  return { dialect: 'sqlite', sql: sqliteSql, rows: async <T>(query: SqlQuery) => (await db.drizzle.all(query)) as T[] }
}
