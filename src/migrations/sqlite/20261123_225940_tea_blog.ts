import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_tea_blog_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 9,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_blog_list_order_idx\` ON \`pages_blocks_tea_blog_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_blog_list_parent_id_idx\` ON \`pages_blocks_tea_blog_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_blog_list_path_idx\` ON \`pages_blocks_tea_blog_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tea_blog_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tea_blog_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_tea_blog_list_locales_locale_parent_id_unique\` ON \`pages_blocks_tea_blog_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_blog_posts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`selection\` text DEFAULT 'latest',
  	\`count\` numeric DEFAULT 3,
  	\`layout\` text DEFAULT 'cards',
  	\`show_all_link\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_posts_order_idx\` ON \`pages_blocks_blog_posts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_posts_parent_id_idx\` ON \`pages_blocks_blog_posts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_posts_path_idx\` ON \`pages_blocks_blog_posts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_blog_posts_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_blog_posts_locales_locale_parent_id_unique\` ON \`pages_blocks_blog_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_blog_by_category\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`per_category\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_by_category_order_idx\` ON \`pages_blocks_blog_by_category\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_by_category_parent_id_idx\` ON \`pages_blocks_blog_by_category\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_by_category_path_idx\` ON \`pages_blocks_blog_by_category\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_blog_by_category_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_blog_by_category\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_blog_by_category_locales_locale_parent_id_uniqu\` ON \`pages_blocks_blog_by_category_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tea_blog_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 9,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_blog_list_order_idx\` ON \`_pages_v_blocks_tea_blog_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_blog_list_parent_id_idx\` ON \`_pages_v_blocks_tea_blog_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_blog_list_path_idx\` ON \`_pages_v_blocks_tea_blog_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tea_blog_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tea_blog_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_tea_blog_list_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_tea_blog_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_blog_posts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`selection\` text DEFAULT 'latest',
  	\`count\` numeric DEFAULT 3,
  	\`layout\` text DEFAULT 'cards',
  	\`show_all_link\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_posts_order_idx\` ON \`_pages_v_blocks_blog_posts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_posts_parent_id_idx\` ON \`_pages_v_blocks_blog_posts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_posts_path_idx\` ON \`_pages_v_blocks_blog_posts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_blog_posts_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_blog_posts_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_blog_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_blog_by_category\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`per_category\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_by_category_order_idx\` ON \`_pages_v_blocks_blog_by_category\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_by_category_parent_id_idx\` ON \`_pages_v_blocks_blog_by_category\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_by_category_path_idx\` ON \`_pages_v_blocks_blog_by_category\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_blog_by_category_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_blog_by_category\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_blog_by_category_locales_locale_parent_id_un\` ON \`_pages_v_blocks_blog_by_category_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_tea_blog_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 9,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_blog_list_order_idx\` ON \`home_blocks_tea_blog_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_blog_list_parent_id_idx\` ON \`home_blocks_tea_blog_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_blog_list_path_idx\` ON \`home_blocks_tea_blog_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_tea_blog_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_tea_blog_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_tea_blog_list_locales_locale_parent_id_unique\` ON \`home_blocks_tea_blog_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_blog_posts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`selection\` text DEFAULT 'latest',
  	\`count\` numeric DEFAULT 3,
  	\`layout\` text DEFAULT 'cards',
  	\`show_all_link\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_blog_posts_order_idx\` ON \`home_blocks_blog_posts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_blog_posts_parent_id_idx\` ON \`home_blocks_blog_posts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_blog_posts_path_idx\` ON \`home_blocks_blog_posts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_blog_posts_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_blog_posts_locales_locale_parent_id_unique\` ON \`home_blocks_blog_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_blog_by_category\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`per_category\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_blog_by_category_order_idx\` ON \`home_blocks_blog_by_category\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_blog_by_category_parent_id_idx\` ON \`home_blocks_blog_by_category\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_blog_by_category_path_idx\` ON \`home_blocks_blog_by_category\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_blog_by_category_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_blog_by_category\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_blog_by_category_locales_locale_parent_id_unique\` ON \`home_blocks_blog_by_category_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_tea_blog_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 9,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_blog_list_order_idx\` ON \`_home_v_blocks_tea_blog_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_blog_list_parent_id_idx\` ON \`_home_v_blocks_tea_blog_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_blog_list_path_idx\` ON \`_home_v_blocks_tea_blog_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_tea_blog_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_tea_blog_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_tea_blog_list_locales_locale_parent_id_unique\` ON \`_home_v_blocks_tea_blog_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_blog_posts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`selection\` text DEFAULT 'latest',
  	\`count\` numeric DEFAULT 3,
  	\`layout\` text DEFAULT 'cards',
  	\`show_all_link\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_blog_posts_order_idx\` ON \`_home_v_blocks_blog_posts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_blog_posts_parent_id_idx\` ON \`_home_v_blocks_blog_posts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_blog_posts_path_idx\` ON \`_home_v_blocks_blog_posts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_blog_posts_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_blog_posts_locales_locale_parent_id_unique\` ON \`_home_v_blocks_blog_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_blog_by_category\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`per_category\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_blog_by_category_order_idx\` ON \`_home_v_blocks_blog_by_category\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_blog_by_category_parent_id_idx\` ON \`_home_v_blocks_blog_by_category\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_blog_by_category_path_idx\` ON \`_home_v_blocks_blog_by_category\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_blog_by_category_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_blog_by_category\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_blog_by_category_locales_locale_parent_id_uni\` ON \`_home_v_blocks_blog_by_category_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`blog_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 0,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`seo_share_image_id\` integer,
  	\`seo_prevent_indexing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`blog_categories_slug_idx\` ON \`blog_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blog_categories_country_idx\` ON \`blog_categories\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`blog_categories_seo_seo_share_image_idx\` ON \`blog_categories\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_categories_updated_at_idx\` ON \`blog_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_categories_created_at_idx\` ON \`blog_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_categories__status_idx\` ON \`blog_categories\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_22_idx\` ON \`blog_categories\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`blog_categories_locales\` (
  	\`name\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_categories_locales_locale_parent_id_unique\` ON \`blog_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_blog_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_order\` numeric DEFAULT 0,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_parent_idx\` ON \`_blog_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_version_version_slug_idx\` ON \`_blog_categories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_version_version_country_idx\` ON \`_blog_categories_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_version_seo_version_seo_share_image_idx\` ON \`_blog_categories_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_version_version_updated_at_idx\` ON \`_blog_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_version_version_created_at_idx\` ON \`_blog_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_version_version__status_idx\` ON \`_blog_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_created_at_idx\` ON \`_blog_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_updated_at_idx\` ON \`_blog_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_snapshot_idx\` ON \`_blog_categories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_published_locale_idx\` ON \`_blog_categories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_latest_idx\` ON \`_blog_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_22_idx\` ON \`_blog_categories_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_blog_categories_v_locales\` (
  	\`version_name\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_blog_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_blog_categories_v_locales_locale_parent_id_unique\` ON \`_blog_categories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`blog_posts\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_23_idx\` ON \`blog_posts\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`blog_posts_locales\` (
  	\`title\` text,
  	\`short_description\` text,
  	\`long_description\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_posts_locales_locale_parent_id_unique\` ON \`blog_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_blog_posts_v\` (
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
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
  await db.run(sql`CREATE INDEX \`version_slug_version_country_23_idx\` ON \`_blog_posts_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_blog_posts_v_locales\` (
  	\`version_title\` text,
  	\`version_short_description\` text,
  	\`version_long_description\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_blog_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_blog_posts_v_locales_locale_parent_id_unique\` ON \`_blog_posts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_featured_stories\` ADD \`layout\` text DEFAULT 'cards';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_featured_stories\` ADD \`layout\` text DEFAULT 'cards';`)
  await db.run(sql`ALTER TABLE \`home_blocks_featured_stories\` ADD \`layout\` text DEFAULT 'cards';`)
  await db.run(sql`ALTER TABLE \`_home_v_blocks_featured_stories\` ADD \`layout\` text DEFAULT 'cards';`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`blog_posts_id\` integer REFERENCES blog_posts(id);`)
  await db.run(sql`CREATE INDEX \`search_rels_blog_posts_id_idx\` ON \`search_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`blog_categories_id\` integer REFERENCES blog_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`blog_posts_id\` integer REFERENCES blog_posts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_posts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_tea_blog_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tea_blog_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_blog_posts\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_blog_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_blog_by_category\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_blog_by_category_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tea_blog_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tea_blog_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_blog_posts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_blog_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_blog_by_category\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_blog_by_category_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_tea_blog_list\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_tea_blog_list_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_blog_posts\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_blog_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_blog_by_category\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_blog_by_category_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_tea_blog_list\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_tea_blog_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_blog_posts\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_blog_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_blog_by_category\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_blog_by_category_locales\`;`)
  await db.run(sql`DROP TABLE \`blog_categories\`;`)
  await db.run(sql`DROP TABLE \`blog_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`_blog_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_blog_categories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`blog_posts\`;`)
  await db.run(sql`DROP TABLE \`blog_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_blog_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_blog_posts_v_locales\`;`)
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
  	FOREIGN KEY (\`video_items_id\`) REFERENCES \`video_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_search_rels\`("id", "order", "parent_id", "path", "pages_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessories_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "ingredients_id", "products_id", "news_id", "events_id", "press_id", "image_albums_id", "audio_items_id", "video_items_id") SELECT "id", "order", "parent_id", "path", "pages_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessories_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "ingredients_id", "products_id", "news_id", "events_id", "press_id", "image_albums_id", "audio_items_id", "video_items_id" FROM \`search_rels\`;`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "home_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessory_categories_id", "accessories_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "ingredients_id", "products_id", "featured_stories_id", "social_wall_items_id", "news_id", "events_id", "press_categories_id", "press_id", "image_albums_id", "audio_items_id", "video_items_id", "markets_id", "media_id", "newsletter_subscribers_id", "rate_limits_id", "cache_revalidations_id", "users_id", "contact_submissions_id", "cv_submissions_id", "share_counts_id", "search_id") SELECT "id", "order", "parent_id", "path", "pages_id", "home_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessory_categories_id", "accessories_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "ingredients_id", "products_id", "featured_stories_id", "social_wall_items_id", "news_id", "events_id", "press_categories_id", "press_id", "image_albums_id", "audio_items_id", "video_items_id", "markets_id", "media_id", "newsletter_subscribers_id", "rate_limits_id", "cache_revalidations_id", "users_id", "contact_submissions_id", "cv_submissions_id", "share_counts_id", "search_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`ALTER TABLE \`pages_blocks_featured_stories\` DROP COLUMN \`layout\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_featured_stories\` DROP COLUMN \`layout\`;`)
  await db.run(sql`ALTER TABLE \`home_blocks_featured_stories\` DROP COLUMN \`layout\`;`)
  await db.run(sql`ALTER TABLE \`_home_v_blocks_featured_stories\` DROP COLUMN \`layout\`;`)
}
