import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { firstRedirects } from '../../cms/redirects/first-redirects'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_offer_proofs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_offer_proofs_order_idx\` ON \`pages_blocks_offer_proofs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_offer_proofs_parent_id_idx\` ON \`pages_blocks_offer_proofs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_offer_proofs_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_offer_proofs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_offer_proofs_locales_locale_parent_id_unique\` ON \`pages_blocks_offer_proofs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_offer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product\` text,
  	\`primary_link\` text,
  	\`shop_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_offer_order_idx\` ON \`pages_blocks_offer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_offer_parent_id_idx\` ON \`pages_blocks_offer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_offer_path_idx\` ON \`pages_blocks_offer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_offer_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`primary_label\` text,
  	\`shop_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_offer_locales_locale_parent_id_unique\` ON \`pages_blocks_offer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_offer_proofs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offer_proofs_order_idx\` ON \`_pages_v_blocks_offer_proofs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offer_proofs_parent_id_idx\` ON \`_pages_v_blocks_offer_proofs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_offer_proofs_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_offer_proofs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_offer_proofs_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_offer_proofs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_offer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product\` text,
  	\`primary_link\` text,
  	\`shop_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offer_order_idx\` ON \`_pages_v_blocks_offer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offer_parent_id_idx\` ON \`_pages_v_blocks_offer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offer_path_idx\` ON \`_pages_v_blocks_offer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_offer_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`primary_label\` text,
  	\`shop_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_offer_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_offer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_offer_proofs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_offer_proofs_order_idx\` ON \`home_blocks_offer_proofs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_offer_proofs_parent_id_idx\` ON \`home_blocks_offer_proofs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_offer_proofs_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_offer_proofs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_offer_proofs_locales_locale_parent_id_unique\` ON \`home_blocks_offer_proofs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_offer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product\` text,
  	\`primary_link\` text,
  	\`shop_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_offer_order_idx\` ON \`home_blocks_offer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_offer_parent_id_idx\` ON \`home_blocks_offer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_offer_path_idx\` ON \`home_blocks_offer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_offer_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`primary_label\` text,
  	\`shop_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_offer_locales_locale_parent_id_unique\` ON \`home_blocks_offer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_offer_proofs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_offer_proofs_order_idx\` ON \`_home_v_blocks_offer_proofs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_offer_proofs_parent_id_idx\` ON \`_home_v_blocks_offer_proofs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_offer_proofs_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_offer_proofs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_offer_proofs_locales_locale_parent_id_unique\` ON \`_home_v_blocks_offer_proofs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_offer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product\` text,
  	\`primary_link\` text,
  	\`shop_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_offer_order_idx\` ON \`_home_v_blocks_offer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_offer_parent_id_idx\` ON \`_home_v_blocks_offer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_offer_path_idx\` ON \`_home_v_blocks_offer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_offer_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`primary_label\` text,
  	\`shop_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_offer_locales_locale_parent_id_unique\` ON \`_home_v_blocks_offer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to_url\` text NOT NULL,
  	\`type\` text DEFAULT '308' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
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
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirects_id\` integer REFERENCES redirects(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  // The redirects that lived in code until now: a new database starts with them, an older one keeps them.
  for (const { from, to, type } of firstRedirects) {
    await db.run(sql`INSERT INTO \`redirects\` (\`from\`, \`to_url\`, \`type\`) VALUES (${from}, ${to}, ${type}) ON CONFLICT (\`from\`) DO NOTHING;`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_offer_proofs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_offer_proofs_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_offer\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_offer_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_offer_proofs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_offer_proofs_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_offer\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_offer_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_offer_proofs\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_offer_proofs_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_offer\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_offer_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_offer_proofs\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_offer_proofs_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_offer\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_offer_locales\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`e_books_id\` integer,
  	\`home_id\` integer,
  	\`tea_estates_id\` integer,
  	\`testimonials_id\` integer,
  	\`podcast_episodes_id\` integer,
  	\`podcast_series_id\` integer,
  	\`accessories_id\` integer,
  	\`accessory_categories_id\` integer,
  	\`gift_teas_id\` integer,
  	\`ingredients_id\` integer,
  	\`products_id\` integer,
  	\`recipes_id\` integer,
  	\`tea_categories_id\` integer,
  	\`tea_ranges_id\` integer,
  	\`audio_items_id\` integer,
  	\`blog_categories_id\` integer,
  	\`blog_posts_id\` integer,
  	\`events_id\` integer,
  	\`featured_stories_id\` integer,
  	\`image_albums_id\` integer,
  	\`news_id\` integer,
  	\`press_id\` integer,
  	\`press_categories_id\` integer,
  	\`social_wall_items_id\` integer,
  	\`video_items_id\` integer,
  	\`commemorative_teas_id\` integer,
  	\`inspiration_books_id\` integer,
  	\`inspired_galleries_id\` integer,
  	\`letters_id\` integer,
  	\`video_wishes_id\` integer,
  	\`markets_id\` integer,
  	\`media_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`rate_limits_id\` integer,
  	\`cache_revalidations_id\` integer,
  	\`users_id\` integer,
  	\`contact_submissions_id\` integer,
  	\`cv_submissions_id\` integer,
  	\`share_counts_id\` integer,
  	\`search_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`e_books_id\`) REFERENCES \`e_books\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`home_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tea_estates_id\`) REFERENCES \`tea_estates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcast_episodes_id\`) REFERENCES \`podcast_episodes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcast_series_id\`) REFERENCES \`podcast_series\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accessories_id\`) REFERENCES \`accessories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accessory_categories_id\`) REFERENCES \`accessory_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gift_teas_id\`) REFERENCES \`gift_teas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ingredients_id\`) REFERENCES \`ingredients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipes_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tea_categories_id\`) REFERENCES \`tea_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tea_ranges_id\`) REFERENCES \`tea_ranges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audio_items_id\`) REFERENCES \`audio_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_posts_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`featured_stories_id\`) REFERENCES \`featured_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`image_albums_id\`) REFERENCES \`image_albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`press_id\`) REFERENCES \`press\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`press_categories_id\`) REFERENCES \`press_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`social_wall_items_id\`) REFERENCES \`social_wall_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_items_id\`) REFERENCES \`video_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`commemorative_teas_id\`) REFERENCES \`commemorative_teas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inspiration_books_id\`) REFERENCES \`inspiration_books\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inspired_galleries_id\`) REFERENCES \`inspired_galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`letters_id\`) REFERENCES \`letters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_wishes_id\`) REFERENCES \`video_wishes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`markets_id\`) REFERENCES \`markets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cache_revalidations_id\`) REFERENCES \`cache_revalidations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_submissions_id\`) REFERENCES \`contact_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cv_submissions_id\`) REFERENCES \`cv_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`share_counts_id\`) REFERENCES \`share_counts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "e_books_id", "home_id", "tea_estates_id", "testimonials_id", "podcast_episodes_id", "podcast_series_id", "accessories_id", "accessory_categories_id", "gift_teas_id", "ingredients_id", "products_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "audio_items_id", "blog_categories_id", "blog_posts_id", "events_id", "featured_stories_id", "image_albums_id", "news_id", "press_id", "press_categories_id", "social_wall_items_id", "video_items_id", "commemorative_teas_id", "inspiration_books_id", "inspired_galleries_id", "letters_id", "video_wishes_id", "markets_id", "media_id", "newsletter_subscribers_id", "rate_limits_id", "cache_revalidations_id", "users_id", "contact_submissions_id", "cv_submissions_id", "share_counts_id", "search_id") SELECT "id", "order", "parent_id", "path", "pages_id", "e_books_id", "home_id", "tea_estates_id", "testimonials_id", "podcast_episodes_id", "podcast_series_id", "accessories_id", "accessory_categories_id", "gift_teas_id", "ingredients_id", "products_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "audio_items_id", "blog_categories_id", "blog_posts_id", "events_id", "featured_stories_id", "image_albums_id", "news_id", "press_id", "press_categories_id", "social_wall_items_id", "video_items_id", "commemorative_teas_id", "inspiration_books_id", "inspired_galleries_id", "letters_id", "video_wishes_id", "markets_id", "media_id", "newsletter_subscribers_id", "rate_limits_id", "cache_revalidations_id", "users_id", "contact_submissions_id", "cv_submissions_id", "share_counts_id", "search_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_e_books_id_idx\` ON \`payload_locked_documents_rels\` (\`e_books_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_home_id_idx\` ON \`payload_locked_documents_rels\` (\`home_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tea_estates_id_idx\` ON \`payload_locked_documents_rels\` (\`tea_estates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_podcast_episodes_id_idx\` ON \`payload_locked_documents_rels\` (\`podcast_episodes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_podcast_series_id_idx\` ON \`payload_locked_documents_rels\` (\`podcast_series_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accessories_id_idx\` ON \`payload_locked_documents_rels\` (\`accessories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accessory_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`accessory_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gift_teas_id_idx\` ON \`payload_locked_documents_rels\` (\`gift_teas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ingredients_id_idx\` ON \`payload_locked_documents_rels\` (\`ingredients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recipes_id_idx\` ON \`payload_locked_documents_rels\` (\`recipes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tea_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`tea_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tea_ranges_id_idx\` ON \`payload_locked_documents_rels\` (\`tea_ranges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audio_items_id_idx\` ON \`payload_locked_documents_rels\` (\`audio_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_featured_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`featured_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_image_albums_id_idx\` ON \`payload_locked_documents_rels\` (\`image_albums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_press_id_idx\` ON \`payload_locked_documents_rels\` (\`press_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_press_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`press_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_social_wall_items_id_idx\` ON \`payload_locked_documents_rels\` (\`social_wall_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_items_id_idx\` ON \`payload_locked_documents_rels\` (\`video_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_commemorative_teas_id_idx\` ON \`payload_locked_documents_rels\` (\`commemorative_teas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inspiration_books_id_idx\` ON \`payload_locked_documents_rels\` (\`inspiration_books_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inspired_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`inspired_galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_letters_id_idx\` ON \`payload_locked_documents_rels\` (\`letters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_wishes_id_idx\` ON \`payload_locked_documents_rels\` (\`video_wishes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_markets_id_idx\` ON \`payload_locked_documents_rels\` (\`markets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cache_revalidations_id_idx\` ON \`payload_locked_documents_rels\` (\`cache_revalidations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cv_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`cv_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_share_counts_id_idx\` ON \`payload_locked_documents_rels\` (\`share_counts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_id_idx\` ON \`payload_locked_documents_rels\` (\`search_id\`);`)
}
