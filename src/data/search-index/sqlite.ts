import type { IndexDb } from './db'
import { MAX_MATCHES, type IndexPage, type IndexQuery } from './full-text-query'

/** The FTS5 rowid's unit: rowid = (1000 − priority) · KEY_UNIT + the locale row's id (see the migration). */
const KEY_UNIT = 2 ** 36

const quoted = (word: string) => `"${word}"`

/**
 * FTS5 match expressions for a query. Words, languages, countries and tags are runs of letters and
 * digits only (./words.ts, src/cms/search/tags.ts), so quoting them cannot break out of a string.
 */
function expressions({ words, locale, country, tags }: IndexQuery) {
  const allWords = `(${words.map((word) => `${quoted(word)}*`).join(' AND ')})`
  const countries = [...new Set(['global', country.toLowerCase()])]
  const filters = [
    `{locale}: ${quoted(locale)}`,
    `{country}: (${countries.map(quoted).join(' OR ')})`,
    ...tags.map((group) => `{tags}: (${group.map(quoted).join(' OR ')})`),
  ].join(' AND ')
  const all = `${filters} AND {title body}: ${allWords}`
  return { all, inTitle: `${filters} AND {title}: ${allWords}`, notInTitle: `(${all}) NOT {title}: ${allWords}` }
}

/**
 * One page from the FTS5 index (created by the migration `search_full_text`). FTS5 hands matches out
 * in rowid order, which is the rank (priority, then age), and stops at LIMIT; so a page costs the
 * rows before it, not every match. The two tiers (every word in the title; the rest) are two
 * queries, and the total is one count, up to MAX_MATCHES. A GLOBAL row that the visitor's country has its own row for
 * (same url) is left out by id: those are few, read once per search.
 */
export async function sqlitePage(db: IndexDb, query: IndexQuery): Promise<IndexPage> {
  const { sql } = db
  const match = expressions(query)
  const shadowedIds = await shadowedRows(db, query)
  const shadowed = shadowedIds.length ? sql` AND (rowid % ${KEY_UNIT}) NOT IN (SELECT value FROM json_each(${JSON.stringify(shadowedIds)}))` : sql``
  const ids = (expression: string, offset: number, limit: number) =>
    db.rows<{ id: number }>(sql`SELECT rowid % ${KEY_UNIT} AS id FROM search_fts WHERE search_fts MATCH ${expression}${shadowed} ORDER BY rowid LIMIT ${limit} OFFSET ${offset}`)
  const count = async (expression: string, upTo: number) =>
    Number((await db.rows<{ n: number }>(sql`SELECT count(*) AS n FROM (SELECT 1 FROM search_fts WHERE search_fts MATCH ${expression}${shadowed} LIMIT ${upTo})`))[0]?.n ?? 0)

  const total = await count(match.all, MAX_MATCHES)
  if (!total || query.offset >= total) return { ids: [], total }
  const limit = Math.min(query.limit, total - query.offset)
  const first = await ids(match.inTitle, query.offset, limit)
  if (first.length === limit) return { ids: first.map((row) => Number(row.id)), total }
  // The title tier ends on this page or before it (so it has at most `offset` rows): the rest
  // continues from where it left off.
  const inTitle = first.length ? query.offset + first.length : await count(match.inTitle, query.offset + 1)
  const rest = await ids(match.notInTitle, Math.max(0, query.offset - inTitle), limit - first.length)
  return { ids: [...first, ...rest].map((row) => Number(row.id)), total }
}

/** The language rows of GLOBAL pages the visitor's country has its own row for. */
async function shadowedRows(db: IndexDb, { country, locale }: IndexQuery): Promise<number[]> {
  if (country.toUpperCase() === 'GLOBAL') return []
  const { sql } = db
  // The country's few rows, then by url, then by parent: CROSS JOIN fixes that order, and the unary
  // + keeps SQLite from reading g through the country index (every GLOBAL row) instead of the url's.
  const rows = await db.rows<{ id: number }>(sql`SELECT l.id AS id FROM search c CROSS JOIN search g CROSS JOIN search_locales l
    WHERE c.country = ${country} AND g.url = c.url AND +g.country = 'GLOBAL' AND l._parent_id = g.id AND l._locale = ${locale}`)
  return rows.map((row) => Number(row.id))
}
