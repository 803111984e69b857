import type { IndexDb } from './db'
import { MAX_MATCHES, type IndexPage, type IndexQuery } from './full-text-query'

/**
 * One page from PostgreSQL's text-search indexes (GIN expression indexes created by the migration
 * `search_full_text`; the expressions below must stay exactly those). Words and tags are runs of
 * letters and digits only, so they cannot become tsquery syntax. Totals stop at MAX_MATCHES.
 */
export async function postgresPage(db: IndexDb, query: IndexQuery): Promise<IndexPage> {
  const { sql } = db
  const words = query.words.map((word) => `${word}:*`).join(' & ')
  const text = sql`to_tsvector('simple', coalesce(l.title, '') || ' ' || coalesce(l.body, ''))`
  const title = sql`to_tsvector('simple', coalesce(l.title, ''))`
  const tags = query.tags.map((group) => `(${group.join(' | ')})`).join(' & ')
  const countries = [...new Set(['GLOBAL', query.country])]
  const where = sql`l._locale = ${query.locale}
    AND s.country IN (${sql.join(countries.map((country) => sql`${country}`), sql`, `)})
    AND ${text} @@ to_tsquery('simple', ${words})
    ${tags ? sql`AND to_tsvector('simple', coalesce(s.tags, '')) @@ to_tsquery('simple', ${tags})` : sql``}
    AND (s.country <> 'GLOBAL' OR NOT EXISTS (SELECT 1 FROM search c WHERE c.country = ${query.country} AND c.country <> 'GLOBAL' AND c.url = s.url))`
  const from = sql`FROM search_locales l JOIN search s ON s.id = l._parent_id WHERE ${where}`
  const total = Number((await db.rows<{ n: string }>(sql`SELECT count(*) AS n FROM (SELECT 1 ${from} LIMIT ${MAX_MATCHES}) matches`))[0]?.n ?? 0)
  if (!total || query.offset >= total) return { ids: [], total }
  const rows = await db.rows<{ id: number }>(
    sql`SELECT l.id ${from} ORDER BY (${title} @@ to_tsquery('simple', ${words})) DESC, s.priority DESC, l.id LIMIT ${Math.min(query.limit, total - query.offset)} OFFSET ${query.offset}`,
  )
  return { ids: rows.map((row) => Number(row.id)), total }
}
