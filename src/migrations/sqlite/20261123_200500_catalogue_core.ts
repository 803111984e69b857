import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`tea_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 0,
  	\`image_id\` integer,
  	\`header_image_id\` integer,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`seo_share_image_id\` integer,
  	\`seo_prevent_indexing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`header_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`tea_categories_kind_idx\` ON \`tea_categories\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`tea_categories_slug_idx\` ON \`tea_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`tea_categories_image_idx\` ON \`tea_categories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`tea_categories_header_image_idx\` ON \`tea_categories\` (\`header_image_id\`);`)
  await db.run(sql`CREATE INDEX \`tea_categories_country_idx\` ON \`tea_categories\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`tea_categories_seo_seo_share_image_idx\` ON \`tea_categories\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`tea_categories_updated_at_idx\` ON \`tea_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tea_categories_created_at_idx\` ON \`tea_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`tea_categories__status_idx\` ON \`tea_categories\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_9_idx\` ON \`tea_categories\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`tea_categories_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tea_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tea_categories_locales_locale_parent_id_unique\` ON \`tea_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tea_categories_locales_parent_idx\` ON \`tea_categories_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_tea_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_kind\` text,
  	\`version_slug\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_image_id\` integer,
  	\`version_header_image_id\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`tea_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_header_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_tea_categories_v_parent_idx\` ON \`_tea_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tea_categories_v_version_version_kind_idx\` ON \`_tea_categories_v\` (\`version_kind\`);`)
  await db.run(sql`CREATE INDEX \`_tea_categories_v_version_version_slug_idx\` ON \`_tea_categories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_tea_categories_v_version_version_image_idx\` ON \`_tea_categories_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_tea_categories_v_version_version_header_image_idx\` ON \`_tea_categories_v\` (\`version_header_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_tea_categories_v_version_version_country_idx\` ON \`_tea_categories_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_tea_categories_v_version_seo_version_seo_share_image_idx\` ON \`_tea_categories_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_tea_categories_v_version_version_updated_at_idx\` ON \`_tea_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_tea_categories_v_version_version_created_at_idx\` ON \`_tea_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tea_categories_v_version_version__status_idx\` ON \`_tea_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_tea_categories_v_created_at_idx\` ON \`_tea_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tea_categories_v_updated_at_idx\` ON \`_tea_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_tea_categories_v_snapshot_idx\` ON \`_tea_categories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_tea_categories_v_published_locale_idx\` ON \`_tea_categories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_tea_categories_v_latest_idx\` ON \`_tea_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_9_idx\` ON \`_tea_categories_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_tea_categories_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_tea_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_tea_categories_v_locales_locale_parent_id_unique\` ON \`_tea_categories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tea_categories_v_locales_parent_idx\` ON \`_tea_categories_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tea_ranges\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 0,
  	\`family\` text DEFAULT 'none',
  	\`cover_image_id\` integer,
  	\`header_image_id\` integer,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`seo_share_image_id\` integer,
  	\`seo_prevent_indexing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`header_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`tea_ranges_slug_idx\` ON \`tea_ranges\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`tea_ranges_cover_image_idx\` ON \`tea_ranges\` (\`cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`tea_ranges_header_image_idx\` ON \`tea_ranges\` (\`header_image_id\`);`)
  await db.run(sql`CREATE INDEX \`tea_ranges_country_idx\` ON \`tea_ranges\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`tea_ranges_seo_seo_share_image_idx\` ON \`tea_ranges\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`tea_ranges_updated_at_idx\` ON \`tea_ranges\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tea_ranges_created_at_idx\` ON \`tea_ranges\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`tea_ranges__status_idx\` ON \`tea_ranges\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_10_idx\` ON \`tea_ranges\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`tea_ranges_locales\` (
  	\`name\` text,
  	\`tagline\` text,
  	\`story\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tea_ranges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tea_ranges_locales_locale_parent_id_unique\` ON \`tea_ranges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tea_ranges_locales_parent_idx\` ON \`tea_ranges_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_tea_ranges_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_family\` text DEFAULT 'none',
  	\`version_cover_image_id\` integer,
  	\`version_header_image_id\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`tea_ranges\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_header_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_tea_ranges_v_parent_idx\` ON \`_tea_ranges_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tea_ranges_v_version_version_slug_idx\` ON \`_tea_ranges_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_tea_ranges_v_version_version_cover_image_idx\` ON \`_tea_ranges_v\` (\`version_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_tea_ranges_v_version_version_header_image_idx\` ON \`_tea_ranges_v\` (\`version_header_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_tea_ranges_v_version_version_country_idx\` ON \`_tea_ranges_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_tea_ranges_v_version_seo_version_seo_share_image_idx\` ON \`_tea_ranges_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_tea_ranges_v_version_version_updated_at_idx\` ON \`_tea_ranges_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_tea_ranges_v_version_version_created_at_idx\` ON \`_tea_ranges_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tea_ranges_v_version_version__status_idx\` ON \`_tea_ranges_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_tea_ranges_v_created_at_idx\` ON \`_tea_ranges_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tea_ranges_v_updated_at_idx\` ON \`_tea_ranges_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_tea_ranges_v_snapshot_idx\` ON \`_tea_ranges_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_tea_ranges_v_published_locale_idx\` ON \`_tea_ranges_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_tea_ranges_v_latest_idx\` ON \`_tea_ranges_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_10_idx\` ON \`_tea_ranges_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_tea_ranges_v_locales\` (
  	\`version_name\` text,
  	\`version_tagline\` text,
  	\`version_story\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_tea_ranges_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_tea_ranges_v_locales_locale_parent_id_unique\` ON \`_tea_ranges_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tea_ranges_v_locales_parent_idx\` ON \`_tea_ranges_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ingredients\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`image_id\` integer,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`seo_share_image_id\` integer,
  	\`seo_prevent_indexing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`ingredients_slug_idx\` ON \`ingredients\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`ingredients_image_idx\` ON \`ingredients\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`ingredients_country_idx\` ON \`ingredients\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`ingredients_seo_seo_share_image_idx\` ON \`ingredients\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`ingredients_updated_at_idx\` ON \`ingredients\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ingredients_created_at_idx\` ON \`ingredients\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`ingredients__status_idx\` ON \`ingredients\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_11_idx\` ON \`ingredients\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`ingredients_locales\` (
  	\`name\` text,
  	\`summary\` text,
  	\`description\` text,
  	\`origin\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ingredients\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`ingredients_locales_locale_parent_id_unique\` ON \`ingredients_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ingredients_locales_parent_idx\` ON \`ingredients_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_ingredients_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`ingredients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_ingredients_v_parent_idx\` ON \`_ingredients_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_ingredients_v_version_version_slug_idx\` ON \`_ingredients_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_ingredients_v_version_version_image_idx\` ON \`_ingredients_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_ingredients_v_version_version_country_idx\` ON \`_ingredients_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_ingredients_v_version_seo_version_seo_share_image_idx\` ON \`_ingredients_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_ingredients_v_version_version_updated_at_idx\` ON \`_ingredients_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_ingredients_v_version_version_created_at_idx\` ON \`_ingredients_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_ingredients_v_version_version__status_idx\` ON \`_ingredients_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_ingredients_v_created_at_idx\` ON \`_ingredients_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_ingredients_v_updated_at_idx\` ON \`_ingredients_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_ingredients_v_snapshot_idx\` ON \`_ingredients_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_ingredients_v_published_locale_idx\` ON \`_ingredients_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_ingredients_v_latest_idx\` ON \`_ingredients_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_11_idx\` ON \`_ingredients_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_ingredients_v_locales\` (
  	\`version_name\` text,
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_origin\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_ingredients_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_ingredients_v_locales_locale_parent_id_unique\` ON \`_ingredients_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_ingredients_v_locales_parent_idx\` ON \`_ingredients_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_sold_in\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_sold_in_order_idx\` ON \`products_sold_in\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_sold_in_parent_idx\` ON \`products_sold_in\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_sold_in_value_idx\` ON \`products_sold_in\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`products_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_images_order_idx\` ON \`products_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_images_parent_id_idx\` ON \`products_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_images_image_idx\` ON \`products_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`products_packs_shop_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_packs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_packs_shop_links_order_idx\` ON \`products_packs_shop_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_packs_shop_links_parent_id_idx\` ON \`products_packs_shop_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_packs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`weight_grams\` numeric,
  	\`sku\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_packs_order_idx\` ON \`products_packs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_packs_parent_id_idx\` ON \`products_packs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_packs_sku_idx\` ON \`products_packs\` (\`sku\`);`)
  await db.run(sql`CREATE TABLE \`products_packs_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_packs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_packs_locales_locale_parent_id_unique\` ON \`products_packs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`range_id\` integer,
  	\`format_id\` integer,
  	\`type_id\` integer,
  	\`caffeine\` text DEFAULT 'medium',
  	\`featured\` integer DEFAULT false,
  	\`is_infusion\` integer DEFAULT false,
  	\`sold_everywhere\` integer DEFAULT true,
  	\`estate_id\` integer,
  	\`brewing_water_temperature_c\` numeric,
  	\`brewing_steep_minutes\` numeric,
  	\`brewing_amount_grams\` numeric,
  	\`brewing_milk\` text DEFAULT 'optional',
  	\`range_slug\` text,
  	\`format_slug\` text,
  	\`type_slug\` text,
  	\`mood_slugs\` text,
  	\`flavour_slugs\` text,
  	\`ingredient_slugs\` text,
  	\`list_order\` text,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`seo_share_image_id\` integer,
  	\`seo_prevent_indexing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`range_id\`) REFERENCES \`tea_ranges\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`format_id\`) REFERENCES \`tea_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`type_id\`) REFERENCES \`tea_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`estate_id\`) REFERENCES \`tea_estates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`products_slug_idx\` ON \`products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`products_range_idx\` ON \`products\` (\`range_id\`);`)
  await db.run(sql`CREATE INDEX \`products_format_idx\` ON \`products\` (\`format_id\`);`)
  await db.run(sql`CREATE INDEX \`products_type_idx\` ON \`products\` (\`type_id\`);`)
  await db.run(sql`CREATE INDEX \`products_caffeine_idx\` ON \`products\` (\`caffeine\`);`)
  await db.run(sql`CREATE INDEX \`products_featured_idx\` ON \`products\` (\`featured\`);`)
  await db.run(sql`CREATE INDEX \`products_is_infusion_idx\` ON \`products\` (\`is_infusion\`);`)
  await db.run(sql`CREATE INDEX \`products_sold_everywhere_idx\` ON \`products\` (\`sold_everywhere\`);`)
  await db.run(sql`CREATE INDEX \`products_estate_idx\` ON \`products\` (\`estate_id\`);`)
  await db.run(sql`CREATE INDEX \`products_range_slug_idx\` ON \`products\` (\`range_slug\`);`)
  await db.run(sql`CREATE INDEX \`products_format_slug_idx\` ON \`products\` (\`format_slug\`);`)
  await db.run(sql`CREATE INDEX \`products_type_slug_idx\` ON \`products\` (\`type_slug\`);`)
  await db.run(sql`CREATE INDEX \`products_mood_slugs_idx\` ON \`products\` (\`mood_slugs\`);`)
  await db.run(sql`CREATE INDEX \`products_flavour_slugs_idx\` ON \`products\` (\`flavour_slugs\`);`)
  await db.run(sql`CREATE INDEX \`products_ingredient_slugs_idx\` ON \`products\` (\`ingredient_slugs\`);`)
  await db.run(sql`CREATE INDEX \`products_list_order_idx\` ON \`products\` (\`list_order\`);`)
  await db.run(sql`CREATE INDEX \`products_country_idx\` ON \`products\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`products_seo_seo_share_image_idx\` ON \`products\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`products__status_idx\` ON \`products\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_12_idx\` ON \`products\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE INDEX \`country__status_list_order_idx\` ON \`products\` (\`country\`,\`_status\`,\`list_order\`);`)
  await db.run(sql`CREATE TABLE \`products_locales\` (
  	\`name\` text,
  	\`origin\` text,
  	\`summary\` text,
  	\`description\` text,
  	\`tasting_notes_appearance\` text,
  	\`tasting_notes_aroma\` text,
  	\`tasting_notes_taste\` text,
  	\`brewing_amount_note\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_locales_locale_parent_id_unique\` ON \`products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_locales_parent_idx\` ON \`products_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tea_categories_id\` integer,
  	\`ingredients_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tea_categories_id\`) REFERENCES \`tea_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ingredients_id\`) REFERENCES \`ingredients\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_rels_order_idx\` ON \`products_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_parent_idx\` ON \`products_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_path_idx\` ON \`products_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_tea_categories_id_idx\` ON \`products_rels\` (\`tea_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_ingredients_id_idx\` ON \`products_rels\` (\`ingredients_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_sold_in\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_sold_in_order_idx\` ON \`_products_v_version_sold_in\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_sold_in_parent_idx\` ON \`_products_v_version_sold_in\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_sold_in_value_idx\` ON \`_products_v_version_sold_in\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_images_order_idx\` ON \`_products_v_version_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_images_parent_id_idx\` ON \`_products_v_version_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_images_image_idx\` ON \`_products_v_version_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_packs_shop_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_packs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_packs_shop_links_order_idx\` ON \`_products_v_version_packs_shop_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_packs_shop_links_parent_id_idx\` ON \`_products_v_version_packs_shop_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_packs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`weight_grams\` numeric,
  	\`sku\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_packs_order_idx\` ON \`_products_v_version_packs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_packs_parent_id_idx\` ON \`_products_v_version_packs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_packs_sku_idx\` ON \`_products_v_version_packs\` (\`sku\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_packs_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_packs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_packs_locales_locale_parent_id_unique\` ON \`_products_v_version_packs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_range_id\` integer,
  	\`version_format_id\` integer,
  	\`version_type_id\` integer,
  	\`version_caffeine\` text DEFAULT 'medium',
  	\`version_featured\` integer DEFAULT false,
  	\`version_is_infusion\` integer DEFAULT false,
  	\`version_sold_everywhere\` integer DEFAULT true,
  	\`version_estate_id\` integer,
  	\`version_brewing_water_temperature_c\` numeric,
  	\`version_brewing_steep_minutes\` numeric,
  	\`version_brewing_amount_grams\` numeric,
  	\`version_brewing_milk\` text DEFAULT 'optional',
  	\`version_range_slug\` text,
  	\`version_format_slug\` text,
  	\`version_type_slug\` text,
  	\`version_mood_slugs\` text,
  	\`version_flavour_slugs\` text,
  	\`version_ingredient_slugs\` text,
  	\`version_list_order\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_range_id\`) REFERENCES \`tea_ranges\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_format_id\`) REFERENCES \`tea_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_type_id\`) REFERENCES \`tea_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_estate_id\`) REFERENCES \`tea_estates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_slug_idx\` ON \`_products_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_range_idx\` ON \`_products_v\` (\`version_range_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_format_idx\` ON \`_products_v\` (\`version_format_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_type_idx\` ON \`_products_v\` (\`version_type_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_caffeine_idx\` ON \`_products_v\` (\`version_caffeine\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_featured_idx\` ON \`_products_v\` (\`version_featured\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_is_infusion_idx\` ON \`_products_v\` (\`version_is_infusion\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_sold_everywhere_idx\` ON \`_products_v\` (\`version_sold_everywhere\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_estate_idx\` ON \`_products_v\` (\`version_estate_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_range_slug_idx\` ON \`_products_v\` (\`version_range_slug\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_format_slug_idx\` ON \`_products_v\` (\`version_format_slug\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_type_slug_idx\` ON \`_products_v\` (\`version_type_slug\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_mood_slugs_idx\` ON \`_products_v\` (\`version_mood_slugs\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_flavour_slugs_idx\` ON \`_products_v\` (\`version_flavour_slugs\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_ingredient_slugs_idx\` ON \`_products_v\` (\`version_ingredient_slugs\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_list_order_idx\` ON \`_products_v\` (\`version_list_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_country_idx\` ON \`_products_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_seo_version_seo_share_image_idx\` ON \`_products_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_at_idx\` ON \`_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_created_at_idx\` ON \`_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version__status_idx\` ON \`_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_created_at_idx\` ON \`_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_updated_at_idx\` ON \`_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_snapshot_idx\` ON \`_products_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_published_locale_idx\` ON \`_products_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_latest_idx\` ON \`_products_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_12_idx\` ON \`_products_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`version_country_version__status_version_list_order_idx\` ON \`_products_v\` (\`version_country\`,\`version__status\`,\`version_list_order\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_locales\` (
  	\`version_name\` text,
  	\`version_origin\` text,
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_tasting_notes_appearance\` text,
  	\`version_tasting_notes_aroma\` text,
  	\`version_tasting_notes_taste\` text,
  	\`version_brewing_amount_note\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_locales_locale_parent_id_unique\` ON \`_products_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_locales_parent_idx\` ON \`_products_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tea_categories_id\` integer,
  	\`ingredients_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tea_categories_id\`) REFERENCES \`tea_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ingredients_id\`) REFERENCES \`ingredients\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_rels_order_idx\` ON \`_products_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_parent_idx\` ON \`_products_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_path_idx\` ON \`_products_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_tea_categories_id_idx\` ON \`_products_v_rels\` (\`tea_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_ingredients_id_idx\` ON \`_products_v_rels\` (\`ingredients_id\`);`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`tea_categories_id\` integer REFERENCES tea_categories(id);`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`tea_ranges_id\` integer REFERENCES tea_ranges(id);`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`ingredients_id\` integer REFERENCES ingredients(id);`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`products_id\` integer REFERENCES products(id);`)
  await db.run(sql`CREATE INDEX \`search_rels_tea_categories_id_idx\` ON \`search_rels\` (\`tea_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_tea_ranges_id_idx\` ON \`search_rels\` (\`tea_ranges_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_ingredients_id_idx\` ON \`search_rels\` (\`ingredients_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_products_id_idx\` ON \`search_rels\` (\`products_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tea_categories_id\` integer REFERENCES tea_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tea_ranges_id\` integer REFERENCES tea_ranges(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`ingredients_id\` integer REFERENCES ingredients(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`products_id\` integer REFERENCES products(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tea_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`tea_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tea_ranges_id_idx\` ON \`payload_locked_documents_rels\` (\`tea_ranges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ingredients_id_idx\` ON \`payload_locked_documents_rels\` (\`ingredients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`search_locales_parent_idx\` ON \`search_locales\` (\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`tea_categories\`;`)
  await db.run(sql`DROP TABLE \`tea_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`_tea_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_tea_categories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`tea_ranges\`;`)
  await db.run(sql`DROP TABLE \`tea_ranges_locales\`;`)
  await db.run(sql`DROP TABLE \`_tea_ranges_v\`;`)
  await db.run(sql`DROP TABLE \`_tea_ranges_v_locales\`;`)
  await db.run(sql`DROP TABLE \`ingredients\`;`)
  await db.run(sql`DROP TABLE \`ingredients_locales\`;`)
  await db.run(sql`DROP TABLE \`_ingredients_v\`;`)
  await db.run(sql`DROP TABLE \`_ingredients_v_locales\`;`)
  await db.run(sql`DROP TABLE \`products_sold_in\`;`)
  await db.run(sql`DROP TABLE \`products_images\`;`)
  await db.run(sql`DROP TABLE \`products_packs_shop_links\`;`)
  await db.run(sql`DROP TABLE \`products_packs\`;`)
  await db.run(sql`DROP TABLE \`products_packs_locales\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`DROP TABLE \`products_locales\`;`)
  await db.run(sql`DROP TABLE \`products_rels\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_sold_in\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_images\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_packs_shop_links\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_packs\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_packs_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_rels\`;`)
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tea_estates_id\`) REFERENCES \`tea_estates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcast_series_id\`) REFERENCES \`podcast_series\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcast_episodes_id\`) REFERENCES \`podcast_episodes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`e_books_id\`) REFERENCES \`e_books\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gift_teas_id\`) REFERENCES \`gift_teas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accessories_id\`) REFERENCES \`accessories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipes_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_search_rels\`("id", "order", "parent_id", "path", "pages_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessories_id", "recipes_id") SELECT "id", "order", "parent_id", "path", "pages_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessories_id", "recipes_id" FROM \`search_rels\`;`)
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
  	\`markets_id\` integer,
  	\`media_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`rate_limits_id\` integer,
  	\`cache_revalidations_id\` integer,
  	\`users_id\` integer,
  	\`contact_submissions_id\` integer,
  	\`cv_submissions_id\` integer,
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
  	FOREIGN KEY (\`markets_id\`) REFERENCES \`markets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cache_revalidations_id\`) REFERENCES \`cache_revalidations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_submissions_id\`) REFERENCES \`contact_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cv_submissions_id\`) REFERENCES \`cv_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "home_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessory_categories_id", "accessories_id", "recipes_id", "markets_id", "media_id", "newsletter_subscribers_id", "rate_limits_id", "cache_revalidations_id", "users_id", "contact_submissions_id", "cv_submissions_id", "search_id") SELECT "id", "order", "parent_id", "path", "pages_id", "home_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessory_categories_id", "accessories_id", "recipes_id", "markets_id", "media_id", "newsletter_subscribers_id", "rate_limits_id", "cache_revalidations_id", "users_id", "contact_submissions_id", "cv_submissions_id", "search_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_markets_id_idx\` ON \`payload_locked_documents_rels\` (\`markets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cache_revalidations_id_idx\` ON \`payload_locked_documents_rels\` (\`cache_revalidations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cv_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`cv_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_id_idx\` ON \`payload_locked_documents_rels\` (\`search_id\`);`)
  await db.run(sql`DROP INDEX \`search_locales_parent_idx\`;`)
}
