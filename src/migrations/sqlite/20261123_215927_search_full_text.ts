import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The site search's full-text index (src/data/search-index/sqlite.ts): an FTS5 table over the
 * search rows' text, kept up to date by triggers, so every writer (the search plugin, the scale
 * seed, a reindex) is covered without application code.
 *
 * - Contentless (`content=''`, `contentless_delete=1`): it holds only the index, not a second copy
 *   of the text. Columns: title, body, the row's language, country and filter tags.
 * - Its rowid is a rank key: (1000 − priority) · 2^36 + the locale row's id. FTS5 hands matches out
 *   in rowid order and stops at LIMIT, so "higher priority first, then oldest first" costs nothing
 *   per match and a common word pages in well under a millisecond. Priorities are clamped to 0…999.
 * - Rows indexed before this migration get `collection` and basic `tags` here; their folder and
 *   availability tags come with the next save or a reindex (Search → Reindex in the admin).
 */
const KEY = (priority: string) => `(1000 - max(0, min(999, cast(round(coalesce(${priority}, 0)) as integer)))) * 68719476736`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`search\` ADD \`collection\` text;`)
  await db.run(sql`ALTER TABLE \`search\` ADD \`tags\` text;`)
  await db.run(
    sql.raw(`UPDATE search SET collection = (
      SELECT CASE
        WHEN r.pages_id IS NOT NULL THEN 'pages' WHEN r.tea_estates_id IS NOT NULL THEN 'tea-estates'
        WHEN r.testimonials_id IS NOT NULL THEN 'testimonials' WHEN r.podcast_series_id IS NOT NULL THEN 'podcast-series'
        WHEN r.podcast_episodes_id IS NOT NULL THEN 'podcast-episodes' WHEN r.e_books_id IS NOT NULL THEN 'e-books'
        WHEN r.gift_teas_id IS NOT NULL THEN 'gift-teas' WHEN r.accessories_id IS NOT NULL THEN 'accessories'
        WHEN r.recipes_id IS NOT NULL THEN 'recipes' WHEN r.tea_categories_id IS NOT NULL THEN 'tea-categories'
        WHEN r.tea_ranges_id IS NOT NULL THEN 'tea-ranges' WHEN r.ingredients_id IS NOT NULL THEN 'ingredients'
        WHEN r.products_id IS NOT NULL THEN 'products' END
      FROM search_rels r WHERE r.parent_id = search.id AND r.path = 'doc' LIMIT 1)`),
  )
  await db.run(sql.raw(`UPDATE search SET tags = 'c' || replace(coalesce(collection, ''), '-', '') || ' soldall'`))
  await db.run(
    sql.raw(`CREATE VIRTUAL TABLE search_fts USING fts5(
      title, body, locale, country, tags,
      content='', contentless_delete=1, detail='column',
      tokenize='unicode61 remove_diacritics 2', prefix='2 3')`),
  )
  await db.run(
    sql.raw(`INSERT INTO search_fts(rowid, title, body, locale, country, tags)
      SELECT ${KEY('s.priority')} + l.id, l.title, l.body, l._locale, s.country, s.tags
      FROM search_locales l JOIN search s ON s.id = l._parent_id`),
  )
  const insertLocale = (row: string) => `INSERT INTO search_fts(rowid, title, body, locale, country, tags)
      SELECT ${KEY('s.priority')} + ${row}.id, ${row}.title, ${row}.body, ${row}._locale, s.country, s.tags FROM search s WHERE s.id = ${row}._parent_id;`
  const deleteLocale = (row: string) => `DELETE FROM search_fts WHERE rowid = (SELECT ${KEY('s.priority')} + ${row}.id FROM search s WHERE s.id = ${row}._parent_id);`
  await db.run(sql.raw(`CREATE TRIGGER search_fts_locale_insert AFTER INSERT ON search_locales BEGIN ${insertLocale('new')} END`))
  await db.run(sql.raw(`CREATE TRIGGER search_fts_locale_update AFTER UPDATE ON search_locales BEGIN ${deleteLocale('old')} ${insertLocale('new')} END`))
  // When the parent goes first (ON DELETE CASCADE), this finds no parent and the parent's own trigger has done the work.
  await db.run(sql.raw(`CREATE TRIGGER search_fts_locale_delete AFTER DELETE ON search_locales BEGIN ${deleteLocale('old')} END`))
  await db.run(
    sql.raw(`CREATE TRIGGER search_fts_row_delete BEFORE DELETE ON search BEGIN
      DELETE FROM search_fts WHERE rowid IN (SELECT ${KEY('old.priority')} + l.id FROM search_locales l WHERE l._parent_id = old.id);
    END`),
  )
  await db.run(
    sql.raw(`CREATE TRIGGER search_fts_row_update AFTER UPDATE OF priority, country, tags ON search BEGIN
      DELETE FROM search_fts WHERE rowid IN (SELECT ${KEY('old.priority')} + l.id FROM search_locales l WHERE l._parent_id = old.id);
      INSERT INTO search_fts(rowid, title, body, locale, country, tags)
        SELECT ${KEY('new.priority')} + l.id, l.title, l.body, l._locale, new.country, new.tags FROM search_locales l WHERE l._parent_id = new.id;
    END`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const trigger of ['search_fts_locale_insert', 'search_fts_locale_update', 'search_fts_locale_delete', 'search_fts_row_delete', 'search_fts_row_update']) {
    await db.run(sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`))
  }
  await db.run(sql.raw('DROP TABLE IF EXISTS search_fts'))
  await db.run(sql`ALTER TABLE \`search\` DROP COLUMN \`collection\`;`)
  await db.run(sql`ALTER TABLE \`search\` DROP COLUMN \`tags\`;`)
}
