import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The site search's full-text indexes (src/data/search-index/postgres.ts): GIN indexes on the
 * `simple` text-search vectors of the search rows' text, title and filter tags. Expression indexes,
 * so nothing extra is stored in a row and every writer is covered; the queries repeat the exact
 * expressions. Rows indexed before this migration get `collection` and basic `tags` here; their
 * folder and availability tags come with the next save or a reindex (Search → Reindex in the admin).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search" ADD COLUMN "collection" varchar;
  ALTER TABLE "search" ADD COLUMN "tags" varchar;`)
  await db.execute(sql`
  UPDATE "search" s SET "collection" = CASE
    WHEN r.pages_id IS NOT NULL THEN 'pages' WHEN r.tea_estates_id IS NOT NULL THEN 'tea-estates'
    WHEN r.testimonials_id IS NOT NULL THEN 'testimonials' WHEN r.podcast_series_id IS NOT NULL THEN 'podcast-series'
    WHEN r.podcast_episodes_id IS NOT NULL THEN 'podcast-episodes' WHEN r.e_books_id IS NOT NULL THEN 'e-books'
    WHEN r.gift_teas_id IS NOT NULL THEN 'gift-teas' WHEN r.accessories_id IS NOT NULL THEN 'accessories'
    WHEN r.recipes_id IS NOT NULL THEN 'recipes' WHEN r.tea_categories_id IS NOT NULL THEN 'tea-categories'
    WHEN r.tea_ranges_id IS NOT NULL THEN 'tea-ranges' WHEN r.ingredients_id IS NOT NULL THEN 'ingredients'
    WHEN r.products_id IS NOT NULL THEN 'products' END
  FROM "search_rels" r WHERE r.parent_id = s.id AND r.path = 'doc';
  UPDATE "search" SET "tags" = 'c' || replace(coalesce("collection", ''), '-', '') || ' soldall';
  CREATE INDEX "search_locales_text_fts_idx" ON "search_locales" USING gin (to_tsvector('simple', coalesce("title", '') || ' ' || coalesce("body", '')));
  CREATE INDEX "search_locales_title_fts_idx" ON "search_locales" USING gin (to_tsvector('simple', coalesce("title", '')));
  CREATE INDEX "search_tags_fts_idx" ON "search" USING gin (to_tsvector('simple', coalesce("tags", '')));
  CREATE INDEX "search_rank_idx" ON "search" ("priority" DESC, "id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "search_rank_idx";
  DROP INDEX IF EXISTS "search_tags_fts_idx";
  DROP INDEX IF EXISTS "search_locales_title_fts_idx";
  DROP INDEX IF EXISTS "search_locales_text_fts_idx";
   ALTER TABLE "search" DROP COLUMN "collection";
  ALTER TABLE "search" DROP COLUMN "tags";`)
}
