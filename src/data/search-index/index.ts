import { getPayloadClient } from '../payload'
import { indexDb } from './db'
import { postgresPage } from './postgres'
import type { IndexQuery } from './full-text-query'
import { sqlitePage } from './sqlite'

export { searchWords } from './words'
export type { IndexQuery } from './full-text-query'

export type IndexRow = { id: number; title: string | null; excerpt: string | null; url: string | null; collection: string | null; image: number | null }

/**
 * A page of search index rows, ranked, from the dialect's full-text index (docs/performance.md,
 * "Site search"). Free text: never cached.
 */
export async function searchIndex(query: IndexQuery): Promise<{ rows: IndexRow[]; total: number }> {
  if (!query.words.length) return { rows: [], total: 0 }
  const db = indexDb(await getPayloadClient())
  const { ids, total } = await (db.dialect === 'postgres' ? postgresPage : sqlitePage)(db, query)
  if (!ids.length) return { rows: [], total }
  const { sql } = db
  const found = await db.rows<IndexRow>(
    sql`SELECT l.id AS id, l.title AS title, l.excerpt AS excerpt, s.url AS url, s.collection AS collection, s.image_id AS image
        FROM search_locales l JOIN search s ON s.id = l._parent_id
        WHERE l.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  )
  const byId = new Map(found.map((row) => [Number(row.id), row]))
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total }
}
