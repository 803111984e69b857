import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_letters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`view\` text DEFAULT 'archive',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_letters_order_idx\` ON \`pages_blocks_letters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_letters_parent_id_idx\` ON \`pages_blocks_letters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_letters_path_idx\` ON \`pages_blocks_letters\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_letters_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_letters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_letters_locales_locale_parent_id_unique\` ON \`pages_blocks_letters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_inspiration_books\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_inspiration_books_order_idx\` ON \`pages_blocks_inspiration_books\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_inspiration_books_parent_id_idx\` ON \`pages_blocks_inspiration_books\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_inspiration_books_path_idx\` ON \`pages_blocks_inspiration_books\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_inspiration_books_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_inspiration_books\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_inspiration_books_locales_locale_parent_id_uniq\` ON \`pages_blocks_inspiration_books_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_letters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`view\` text DEFAULT 'archive',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_letters_order_idx\` ON \`_pages_v_blocks_letters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_letters_parent_id_idx\` ON \`_pages_v_blocks_letters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_letters_path_idx\` ON \`_pages_v_blocks_letters\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_letters_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_letters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_letters_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_letters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_inspiration_books\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_inspiration_books_order_idx\` ON \`_pages_v_blocks_inspiration_books\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_inspiration_books_parent_id_idx\` ON \`_pages_v_blocks_inspiration_books\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_inspiration_books_path_idx\` ON \`_pages_v_blocks_inspiration_books\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_inspiration_books_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_inspiration_books\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_inspiration_books_locales_locale_parent_id_u\` ON \`_pages_v_blocks_inspiration_books_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_letters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`view\` text DEFAULT 'archive',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_letters_order_idx\` ON \`home_blocks_letters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_letters_parent_id_idx\` ON \`home_blocks_letters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_letters_path_idx\` ON \`home_blocks_letters\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_letters_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_letters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_letters_locales_locale_parent_id_unique\` ON \`home_blocks_letters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_inspiration_books\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_inspiration_books_order_idx\` ON \`home_blocks_inspiration_books\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_inspiration_books_parent_id_idx\` ON \`home_blocks_inspiration_books\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_inspiration_books_path_idx\` ON \`home_blocks_inspiration_books\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_inspiration_books_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_inspiration_books\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_inspiration_books_locales_locale_parent_id_uniqu\` ON \`home_blocks_inspiration_books_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_letters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`view\` text DEFAULT 'archive',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_letters_order_idx\` ON \`_home_v_blocks_letters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_letters_parent_id_idx\` ON \`_home_v_blocks_letters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_letters_path_idx\` ON \`_home_v_blocks_letters\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_letters_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_letters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_letters_locales_locale_parent_id_unique\` ON \`_home_v_blocks_letters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_inspiration_books\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_inspiration_books_order_idx\` ON \`_home_v_blocks_inspiration_books\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_inspiration_books_parent_id_idx\` ON \`_home_v_blocks_inspiration_books\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_inspiration_books_path_idx\` ON \`_home_v_blocks_inspiration_books\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_inspiration_books_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_inspiration_books\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_inspiration_books_locales_locale_parent_id_un\` ON \`_home_v_blocks_inspiration_books_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`letters\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`writer\` text,
  	\`date\` text,
  	\`scan_id\` integer,
  	\`picked\` integer DEFAULT false,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`seo_share_image_id\` integer,
  	\`seo_prevent_indexing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`scan_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`letters_slug_idx\` ON \`letters\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`letters_date_idx\` ON \`letters\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`letters_scan_idx\` ON \`letters\` (\`scan_id\`);`)
  await db.run(sql`CREATE INDEX \`letters_picked_idx\` ON \`letters\` (\`picked\`);`)
  await db.run(sql`CREATE INDEX \`letters_country_idx\` ON \`letters\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`letters_seo_seo_share_image_idx\` ON \`letters\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`letters_updated_at_idx\` ON \`letters\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`letters_created_at_idx\` ON \`letters\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`letters__status_idx\` ON \`letters\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_27_idx\` ON \`letters\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`letters_locales\` (
  	\`title\` text,
  	\`writer_role\` text,
  	\`place\` text,
  	\`text\` text,
  	\`excerpt\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`letters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`letters_locales_locale_parent_id_unique\` ON \`letters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_letters_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_writer\` text,
  	\`version_date\` text,
  	\`version_scan_id\` integer,
  	\`version_picked\` integer DEFAULT false,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`letters\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_scan_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_letters_v_parent_idx\` ON \`_letters_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_letters_v_version_version_slug_idx\` ON \`_letters_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_letters_v_version_version_date_idx\` ON \`_letters_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_letters_v_version_version_scan_idx\` ON \`_letters_v\` (\`version_scan_id\`);`)
  await db.run(sql`CREATE INDEX \`_letters_v_version_version_picked_idx\` ON \`_letters_v\` (\`version_picked\`);`)
  await db.run(sql`CREATE INDEX \`_letters_v_version_version_country_idx\` ON \`_letters_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_letters_v_version_seo_version_seo_share_image_idx\` ON \`_letters_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_letters_v_version_version_updated_at_idx\` ON \`_letters_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_letters_v_version_version_created_at_idx\` ON \`_letters_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_letters_v_version_version__status_idx\` ON \`_letters_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_letters_v_created_at_idx\` ON \`_letters_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_letters_v_updated_at_idx\` ON \`_letters_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_letters_v_snapshot_idx\` ON \`_letters_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_letters_v_published_locale_idx\` ON \`_letters_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_letters_v_latest_idx\` ON \`_letters_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_27_idx\` ON \`_letters_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_letters_v_locales\` (
  	\`version_title\` text,
  	\`version_writer_role\` text,
  	\`version_place\` text,
  	\`version_text\` text,
  	\`version_excerpt\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_letters_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_letters_v_locales_locale_parent_id_unique\` ON \`_letters_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`inspiration_books\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 0,
  	\`year\` numeric,
  	\`cover_image_id\` integer,
  	\`book_file_id\` integer,
  	\`book_url\` text,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`seo_share_image_id\` integer,
  	\`seo_prevent_indexing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`book_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`inspiration_books_slug_idx\` ON \`inspiration_books\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`inspiration_books_cover_image_idx\` ON \`inspiration_books\` (\`cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`inspiration_books_book_file_idx\` ON \`inspiration_books\` (\`book_file_id\`);`)
  await db.run(sql`CREATE INDEX \`inspiration_books_country_idx\` ON \`inspiration_books\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`inspiration_books_seo_seo_share_image_idx\` ON \`inspiration_books\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`inspiration_books_updated_at_idx\` ON \`inspiration_books\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inspiration_books_created_at_idx\` ON \`inspiration_books\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`inspiration_books__status_idx\` ON \`inspiration_books\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_28_idx\` ON \`inspiration_books\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`inspiration_books_locales\` (
  	\`title\` text,
  	\`author\` text,
  	\`description\` text,
  	\`link_text\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`inspiration_books\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`inspiration_books_locales_locale_parent_id_unique\` ON \`inspiration_books_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_inspiration_books_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_year\` numeric,
  	\`version_cover_image_id\` integer,
  	\`version_book_file_id\` integer,
  	\`version_book_url\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`inspiration_books\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_book_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_inspiration_books_v_parent_idx\` ON \`_inspiration_books_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_inspiration_books_v_version_version_slug_idx\` ON \`_inspiration_books_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_inspiration_books_v_version_version_cover_image_idx\` ON \`_inspiration_books_v\` (\`version_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_inspiration_books_v_version_version_book_file_idx\` ON \`_inspiration_books_v\` (\`version_book_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_inspiration_books_v_version_version_country_idx\` ON \`_inspiration_books_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_inspiration_books_v_version_seo_version_seo_share_image_idx\` ON \`_inspiration_books_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_inspiration_books_v_version_version_updated_at_idx\` ON \`_inspiration_books_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_inspiration_books_v_version_version_created_at_idx\` ON \`_inspiration_books_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_inspiration_books_v_version_version__status_idx\` ON \`_inspiration_books_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_inspiration_books_v_created_at_idx\` ON \`_inspiration_books_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_inspiration_books_v_updated_at_idx\` ON \`_inspiration_books_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_inspiration_books_v_snapshot_idx\` ON \`_inspiration_books_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_inspiration_books_v_published_locale_idx\` ON \`_inspiration_books_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_inspiration_books_v_latest_idx\` ON \`_inspiration_books_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_28_idx\` ON \`_inspiration_books_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_inspiration_books_v_locales\` (
  	\`version_title\` text,
  	\`version_author\` text,
  	\`version_description\` text,
  	\`version_link_text\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_inspiration_books_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_inspiration_books_v_locales_locale_parent_id_unique\` ON \`_inspiration_books_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`letters_id\` integer REFERENCES letters(id);`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`inspiration_books_id\` integer REFERENCES inspiration_books(id);`)
  await db.run(sql`CREATE INDEX \`search_rels_letters_id_idx\` ON \`search_rels\` (\`letters_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_inspiration_books_id_idx\` ON \`search_rels\` (\`inspiration_books_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`letters_id\` integer REFERENCES letters(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`inspiration_books_id\` integer REFERENCES inspiration_books(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_letters_id_idx\` ON \`payload_locked_documents_rels\` (\`letters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inspiration_books_id_idx\` ON \`payload_locked_documents_rels\` (\`inspiration_books_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_letters\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_letters_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_inspiration_books\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_inspiration_books_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_letters\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_letters_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_inspiration_books\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_inspiration_books_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_letters\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_letters_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_inspiration_books\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_inspiration_books_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_letters\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_letters_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_inspiration_books\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_inspiration_books_locales\`;`)
  await db.run(sql`DROP TABLE \`letters\`;`)
  await db.run(sql`DROP TABLE \`letters_locales\`;`)
  await db.run(sql`DROP TABLE \`_letters_v\`;`)
  await db.run(sql`DROP TABLE \`_letters_v_locales\`;`)
  await db.run(sql`DROP TABLE \`inspiration_books\`;`)
  await db.run(sql`DROP TABLE \`inspiration_books_locales\`;`)
  await db.run(sql`DROP TABLE \`_inspiration_books_v\`;`)
  await db.run(sql`DROP TABLE \`_inspiration_books_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_search_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`tea_estates_id\` integer,
  	\`testimonials_id\` integer,
  	\`podcast_series_id\` integer,
  	\`podcast_episodes_id\` integer,
  	\`e_books_id\` integer,
  	\`gift_teas_id\` integer,
  	\`accessories_id\` integer,
  	\`recipes_id\` integer,
  	\`tea_categories_id\` integer,
  	\`tea_ranges_id\` integer,
  	\`ingredients_id\` integer,
  	\`products_id\` integer,
  	\`news_id\` integer,
  	\`events_id\` integer,
  	\`press_id\` integer,
  	\`image_albums_id\` integer,
  	\`audio_items_id\` integer,
  	\`video_items_id\` integer,
  	\`blog_posts_id\` integer,
  	\`inspired_galleries_id\` integer,
  	\`commemorative_teas_id\` integer,
  	\`video_wishes_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tea_estates_id\`) REFERENCES \`tea_estates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcast_series_id\`) REFERENCES \`podcast_series\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcast_episodes_id\`) REFERENCES \`podcast_episodes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`e_books_id\`) REFERENCES \`e_books\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gift_teas_id\`) REFERENCES \`gift_teas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accessories_id\`) REFERENCES \`accessories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipes_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tea_categories_id\`) REFERENCES \`tea_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tea_ranges_id\`) REFERENCES \`tea_ranges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ingredients_id\`) REFERENCES \`ingredients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`press_id\`) REFERENCES \`press\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`image_albums_id\`) REFERENCES \`image_albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audio_items_id\`) REFERENCES \`audio_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_items_id\`) REFERENCES \`video_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_posts_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inspired_galleries_id\`) REFERENCES \`inspired_galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`commemorative_teas_id\`) REFERENCES \`commemorative_teas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_wishes_id\`) REFERENCES \`video_wishes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_search_rels\`("id", "order", "parent_id", "path", "pages_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessories_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "ingredients_id", "products_id", "news_id", "events_id", "press_id", "image_albums_id", "audio_items_id", "video_items_id", "blog_posts_id", "inspired_galleries_id", "commemorative_teas_id", "video_wishes_id") SELECT "id", "order", "parent_id", "path", "pages_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessories_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "ingredients_id", "products_id", "news_id", "events_id", "press_id", "image_albums_id", "audio_items_id", "video_items_id", "blog_posts_id", "inspired_galleries_id", "commemorative_teas_id", "video_wishes_id" FROM \`search_rels\`;`)
  await db.run(sql`DROP TABLE \`search_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_search_rels\` RENAME TO \`search_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`search_rels_order_idx\` ON \`search_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_parent_idx\` ON \`search_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_path_idx\` ON \`search_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_pages_id_idx\` ON \`search_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_tea_estates_id_idx\` ON \`search_rels\` (\`tea_estates_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_testimonials_id_idx\` ON \`search_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_podcast_series_id_idx\` ON \`search_rels\` (\`podcast_series_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_podcast_episodes_id_idx\` ON \`search_rels\` (\`podcast_episodes_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_e_books_id_idx\` ON \`search_rels\` (\`e_books_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_gift_teas_id_idx\` ON \`search_rels\` (\`gift_teas_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_accessories_id_idx\` ON \`search_rels\` (\`accessories_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_recipes_id_idx\` ON \`search_rels\` (\`recipes_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_tea_categories_id_idx\` ON \`search_rels\` (\`tea_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_tea_ranges_id_idx\` ON \`search_rels\` (\`tea_ranges_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_ingredients_id_idx\` ON \`search_rels\` (\`ingredients_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_products_id_idx\` ON \`search_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_news_id_idx\` ON \`search_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_events_id_idx\` ON \`search_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_press_id_idx\` ON \`search_rels\` (\`press_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_image_albums_id_idx\` ON \`search_rels\` (\`image_albums_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_audio_items_id_idx\` ON \`search_rels\` (\`audio_items_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_video_items_id_idx\` ON \`search_rels\` (\`video_items_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_blog_posts_id_idx\` ON \`search_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_inspired_galleries_id_idx\` ON \`search_rels\` (\`inspired_galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_commemorative_teas_id_idx\` ON \`search_rels\` (\`commemorative_teas_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_video_wishes_id_idx\` ON \`search_rels\` (\`video_wishes_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`home_id\` integer,
  	\`tea_estates_id\` integer,
  	\`testimonials_id\` integer,
  	\`podcast_series_id\` integer,
  	\`podcast_episodes_id\` integer,
  	\`e_books_id\` integer,
  	\`gift_teas_id\` integer,
  	\`accessory_categories_id\` integer,
  	\`accessories_id\` integer,
  	\`recipes_id\` integer,
  	\`tea_categories_id\` integer,
  	\`tea_ranges_id\` integer,
  	\`ingredients_id\` integer,
  	\`products_id\` integer,
  	\`featured_stories_id\` integer,
  	\`social_wall_items_id\` integer,
  	\`news_id\` integer,
  	\`events_id\` integer,
  	\`press_categories_id\` integer,
  	\`press_id\` integer,
  	\`image_albums_id\` integer,
  	\`audio_items_id\` integer,
  	\`video_items_id\` integer,
  	\`blog_categories_id\` integer,
  	\`blog_posts_id\` integer,
  	\`inspired_galleries_id\` integer,
  	\`commemorative_teas_id\` integer,
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
  	FOREIGN KEY (\`home_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tea_estates_id\`) REFERENCES \`tea_estates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcast_series_id\`) REFERENCES \`podcast_series\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcast_episodes_id\`) REFERENCES \`podcast_episodes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`e_books_id\`) REFERENCES \`e_books\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gift_teas_id\`) REFERENCES \`gift_teas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accessory_categories_id\`) REFERENCES \`accessory_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accessories_id\`) REFERENCES \`accessories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipes_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tea_categories_id\`) REFERENCES \`tea_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tea_ranges_id\`) REFERENCES \`tea_ranges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ingredients_id\`) REFERENCES \`ingredients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`featured_stories_id\`) REFERENCES \`featured_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`social_wall_items_id\`) REFERENCES \`social_wall_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`press_categories_id\`) REFERENCES \`press_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`press_id\`) REFERENCES \`press\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`image_albums_id\`) REFERENCES \`image_albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audio_items_id\`) REFERENCES \`audio_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_items_id\`) REFERENCES \`video_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_posts_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inspired_galleries_id\`) REFERENCES \`inspired_galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`commemorative_teas_id\`) REFERENCES \`commemorative_teas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "home_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessory_categories_id", "accessories_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "ingredients_id", "products_id", "featured_stories_id", "social_wall_items_id", "news_id", "events_id", "press_categories_id", "press_id", "image_albums_id", "audio_items_id", "video_items_id", "blog_categories_id", "blog_posts_id", "inspired_galleries_id", "commemorative_teas_id", "video_wishes_id", "markets_id", "media_id", "newsletter_subscribers_id", "rate_limits_id", "cache_revalidations_id", "users_id", "contact_submissions_id", "cv_submissions_id", "share_counts_id", "search_id") SELECT "id", "order", "parent_id", "path", "pages_id", "home_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessory_categories_id", "accessories_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "ingredients_id", "products_id", "featured_stories_id", "social_wall_items_id", "news_id", "events_id", "press_categories_id", "press_id", "image_albums_id", "audio_items_id", "video_items_id", "blog_categories_id", "blog_posts_id", "inspired_galleries_id", "commemorative_teas_id", "video_wishes_id", "markets_id", "media_id", "newsletter_subscribers_id", "rate_limits_id", "cache_revalidations_id", "users_id", "contact_submissions_id", "cv_submissions_id", "share_counts_id", "search_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_home_id_idx\` ON \`payload_locked_documents_rels\` (\`home_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tea_estates_id_idx\` ON \`payload_locked_documents_rels\` (\`tea_estates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_podcast_series_id_idx\` ON \`payload_locked_documents_rels\` (\`podcast_series_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_podcast_episodes_id_idx\` ON \`payload_locked_documents_rels\` (\`podcast_episodes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_e_books_id_idx\` ON \`payload_locked_documents_rels\` (\`e_books_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gift_teas_id_idx\` ON \`payload_locked_documents_rels\` (\`gift_teas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accessory_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`accessory_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accessories_id_idx\` ON \`payload_locked_documents_rels\` (\`accessories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recipes_id_idx\` ON \`payload_locked_documents_rels\` (\`recipes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tea_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`tea_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tea_ranges_id_idx\` ON \`payload_locked_documents_rels\` (\`tea_ranges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ingredients_id_idx\` ON \`payload_locked_documents_rels\` (\`ingredients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_featured_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`featured_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_social_wall_items_id_idx\` ON \`payload_locked_documents_rels\` (\`social_wall_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_press_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`press_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_press_id_idx\` ON \`payload_locked_documents_rels\` (\`press_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_image_albums_id_idx\` ON \`payload_locked_documents_rels\` (\`image_albums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audio_items_id_idx\` ON \`payload_locked_documents_rels\` (\`audio_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_items_id_idx\` ON \`payload_locked_documents_rels\` (\`video_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inspired_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`inspired_galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_commemorative_teas_id_idx\` ON \`payload_locked_documents_rels\` (\`commemorative_teas_id\`);`)
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
