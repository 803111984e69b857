import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_quote\` ADD \`portrait_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_portrait_idx\` ON \`pages_blocks_quote\` (\`portrait_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_quote\` ADD \`portrait_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_portrait_idx\` ON \`_pages_v_blocks_quote\` (\`portrait_id\`);`)
  await db.run(sql`ALTER TABLE \`home_blocks_quote\` ADD \`portrait_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`home_blocks_quote_portrait_idx\` ON \`home_blocks_quote\` (\`portrait_id\`);`)
  await db.run(sql`ALTER TABLE \`_home_v_blocks_quote\` ADD \`portrait_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_quote_portrait_idx\` ON \`_home_v_blocks_quote\` (\`portrait_id\`);`)
  await db.run(sql`ALTER TABLE \`blog_posts\` ADD \`author_portrait_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`blog_posts_author_portrait_idx\` ON \`blog_posts\` (\`author_portrait_id\`);`)
  await db.run(sql`ALTER TABLE \`_blog_posts_v\` ADD \`version_author_portrait_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_author_portrait_idx\` ON \`_blog_posts_v\` (\`version_author_portrait_id\`);`)
  await db.run(sql`ALTER TABLE \`inspired_galleries\` ADD \`portrait_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`inspired_galleries_portrait_idx\` ON \`inspired_galleries\` (\`portrait_id\`);`)
  await db.run(sql`ALTER TABLE \`_inspired_galleries_v\` ADD \`version_portrait_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_inspired_galleries_v_version_version_portrait_idx\` ON \`_inspired_galleries_v\` (\`version_portrait_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`has_link\` integer DEFAULT false,
  	\`link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote\`("_order", "_parent_id", "_path", "id", "has_link", "link", "block_name") SELECT "_order", "_parent_id", "_path", "id", "has_link", "link", "block_name" FROM \`pages_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote\` RENAME TO \`pages_blocks_quote\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_order_idx\` ON \`pages_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_parent_id_idx\` ON \`pages_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_path_idx\` ON \`pages_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`has_link\` integer DEFAULT false,
  	\`link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_quote\`("_order", "_parent_id", "_path", "id", "has_link", "link", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "has_link", "link", "_uuid", "block_name" FROM \`_pages_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_quote\` RENAME TO \`_pages_v_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_order_idx\` ON \`_pages_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_parent_id_idx\` ON \`_pages_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_path_idx\` ON \`_pages_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`has_link\` integer DEFAULT false,
  	\`link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_quote\`("_order", "_parent_id", "_path", "id", "has_link", "link", "block_name") SELECT "_order", "_parent_id", "_path", "id", "has_link", "link", "block_name" FROM \`home_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_quote\` RENAME TO \`home_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_quote_order_idx\` ON \`home_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_quote_parent_id_idx\` ON \`home_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_quote_path_idx\` ON \`home_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`has_link\` integer DEFAULT false,
  	\`link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_quote\`("_order", "_parent_id", "_path", "id", "has_link", "link", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "has_link", "link", "_uuid", "block_name" FROM \`_home_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_quote\` RENAME TO \`_home_v_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_quote_order_idx\` ON \`_home_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_quote_parent_id_idx\` ON \`_home_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_quote_path_idx\` ON \`_home_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_blog_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`date\` text,
  	\`year\` numeric,
  	\`month\` numeric,
  	\`is_featured\` integer DEFAULT false,
  	\`category_id\` integer,
  	\`category_slug\` text,
  	\`author\` text,
  	\`image_id\` integer,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`seo_share_image_id\` integer,
  	\`seo_prevent_indexing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blog_posts\`("id", "slug", "date", "year", "month", "is_featured", "category_id", "category_slug", "author", "image_id", "country", "seo_share_image_id", "seo_prevent_indexing", "updated_at", "created_at", "_status") SELECT "id", "slug", "date", "year", "month", "is_featured", "category_id", "category_slug", "author", "image_id", "country", "seo_share_image_id", "seo_prevent_indexing", "updated_at", "created_at", "_status" FROM \`blog_posts\`;`)
  await db.run(sql`DROP TABLE \`blog_posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_blog_posts\` RENAME TO \`blog_posts\`;`)
  await db.run(sql`CREATE INDEX \`blog_posts_slug_idx\` ON \`blog_posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_date_idx\` ON \`blog_posts\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_year_idx\` ON \`blog_posts\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_month_idx\` ON \`blog_posts\` (\`month\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_is_featured_idx\` ON \`blog_posts\` (\`is_featured\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_category_idx\` ON \`blog_posts\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_category_slug_idx\` ON \`blog_posts\` (\`category_slug\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_image_idx\` ON \`blog_posts\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_country_idx\` ON \`blog_posts\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_seo_seo_share_image_idx\` ON \`blog_posts\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_updated_at_idx\` ON \`blog_posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_created_at_idx\` ON \`blog_posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts__status_idx\` ON \`blog_posts\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_posts_slug_country_idx\` ON \`blog_posts\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`__new__blog_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_date\` text,
  	\`version_year\` numeric,
  	\`version_month\` numeric,
  	\`version_is_featured\` integer DEFAULT false,
  	\`version_category_id\` integer,
  	\`version_category_slug\` text,
  	\`version_author\` text,
  	\`version_image_id\` integer,
  	\`version_country\` text DEFAULT 'GLOBAL',
  	\`version_seo_share_image_id\` integer,
  	\`version_seo_prevent_indexing\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__blog_posts_v\`("id", "parent_id", "version_slug", "version_date", "version_year", "version_month", "version_is_featured", "version_category_id", "version_category_slug", "version_author", "version_image_id", "version_country", "version_seo_share_image_id", "version_seo_prevent_indexing", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_slug", "version_date", "version_year", "version_month", "version_is_featured", "version_category_id", "version_category_slug", "version_author", "version_image_id", "version_country", "version_seo_share_image_id", "version_seo_prevent_indexing", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_blog_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_blog_posts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__blog_posts_v\` RENAME TO \`_blog_posts_v\`;`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_parent_idx\` ON \`_blog_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_slug_idx\` ON \`_blog_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_date_idx\` ON \`_blog_posts_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_year_idx\` ON \`_blog_posts_v\` (\`version_year\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_month_idx\` ON \`_blog_posts_v\` (\`version_month\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_is_featured_idx\` ON \`_blog_posts_v\` (\`version_is_featured\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_category_idx\` ON \`_blog_posts_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_category_slug_idx\` ON \`_blog_posts_v\` (\`version_category_slug\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_image_idx\` ON \`_blog_posts_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_country_idx\` ON \`_blog_posts_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_seo_version_seo_share_image_idx\` ON \`_blog_posts_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_updated_at_idx\` ON \`_blog_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_created_at_idx\` ON \`_blog_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version__status_idx\` ON \`_blog_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_created_at_idx\` ON \`_blog_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_updated_at_idx\` ON \`_blog_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_snapshot_idx\` ON \`_blog_posts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_published_locale_idx\` ON \`_blog_posts_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_latest_idx\` ON \`_blog_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_autosave_idx\` ON \`_blog_posts_v\` (\`autosave\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_slug_country_idx\` ON \`_blog_posts_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`__new_inspired_galleries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`group\` text,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 0,
  	\`cover_id\` integer,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`seo_share_image_id\` integer,
  	\`seo_prevent_indexing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_inspired_galleries\`("id", "group", "slug", "order", "cover_id", "country", "seo_share_image_id", "seo_prevent_indexing", "updated_at", "created_at", "_status") SELECT "id", "group", "slug", "order", "cover_id", "country", "seo_share_image_id", "seo_prevent_indexing", "updated_at", "created_at", "_status" FROM \`inspired_galleries\`;`)
  await db.run(sql`DROP TABLE \`inspired_galleries\`;`)
  await db.run(sql`ALTER TABLE \`__new_inspired_galleries\` RENAME TO \`inspired_galleries\`;`)
  await db.run(sql`CREATE INDEX \`inspired_galleries_group_idx\` ON \`inspired_galleries\` (\`group\`);`)
  await db.run(sql`CREATE INDEX \`inspired_galleries_slug_idx\` ON \`inspired_galleries\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`inspired_galleries_cover_idx\` ON \`inspired_galleries\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`inspired_galleries_country_idx\` ON \`inspired_galleries\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`inspired_galleries_seo_seo_share_image_idx\` ON \`inspired_galleries\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`inspired_galleries_updated_at_idx\` ON \`inspired_galleries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inspired_galleries_created_at_idx\` ON \`inspired_galleries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`inspired_galleries__status_idx\` ON \`inspired_galleries\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`inspired_galleries_slug_country_idx\` ON \`inspired_galleries\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`__new__inspired_galleries_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_group\` text,
  	\`version_slug\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_cover_id\` integer,
  	\`version_country\` text DEFAULT 'GLOBAL',
  	\`version_seo_share_image_id\` integer,
  	\`version_seo_prevent_indexing\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`inspired_galleries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__inspired_galleries_v\`("id", "parent_id", "version_group", "version_slug", "version_order", "version_cover_id", "version_country", "version_seo_share_image_id", "version_seo_prevent_indexing", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_group", "version_slug", "version_order", "version_cover_id", "version_country", "version_seo_share_image_id", "version_seo_prevent_indexing", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_inspired_galleries_v\`;`)
  await db.run(sql`DROP TABLE \`_inspired_galleries_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__inspired_galleries_v\` RENAME TO \`_inspired_galleries_v\`;`)
  await db.run(sql`CREATE INDEX \`_inspired_galleries_v_parent_idx\` ON \`_inspired_galleries_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_inspired_galleries_v_version_version_group_idx\` ON \`_inspired_galleries_v\` (\`version_group\`);`)
  await db.run(sql`CREATE INDEX \`_inspired_galleries_v_version_version_slug_idx\` ON \`_inspired_galleries_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_inspired_galleries_v_version_version_cover_idx\` ON \`_inspired_galleries_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_inspired_galleries_v_version_version_country_idx\` ON \`_inspired_galleries_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_inspired_galleries_v_version_seo_version_seo_share_imag_idx\` ON \`_inspired_galleries_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_inspired_galleries_v_version_version_updated_at_idx\` ON \`_inspired_galleries_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_inspired_galleries_v_version_version_created_at_idx\` ON \`_inspired_galleries_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_inspired_galleries_v_version_version__status_idx\` ON \`_inspired_galleries_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_inspired_galleries_v_created_at_idx\` ON \`_inspired_galleries_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_inspired_galleries_v_updated_at_idx\` ON \`_inspired_galleries_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_inspired_galleries_v_snapshot_idx\` ON \`_inspired_galleries_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_inspired_galleries_v_published_locale_idx\` ON \`_inspired_galleries_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_inspired_galleries_v_latest_idx\` ON \`_inspired_galleries_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_inspired_galleries_v_autosave_idx\` ON \`_inspired_galleries_v\` (\`autosave\`);`)
  await db.run(sql`CREATE INDEX \`_inspired_galleries_v_version_slug_country_idx\` ON \`_inspired_galleries_v\` (\`version_slug\`,\`version_country\`);`)
}
