import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_gift_teas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'gift',
  	\`page_size\` numeric DEFAULT 9,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_gift_teas_order_idx\` ON \`pages_blocks_gift_teas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gift_teas_parent_id_idx\` ON \`pages_blocks_gift_teas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gift_teas_path_idx\` ON \`pages_blocks_gift_teas\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_gift_teas_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_gift_teas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_gift_teas_locales_locale_parent_id_unique\` ON \`pages_blocks_gift_teas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accessories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 6,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accessories_order_idx\` ON \`pages_blocks_accessories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accessories_parent_id_idx\` ON \`pages_blocks_accessories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accessories_path_idx\` ON \`pages_blocks_accessories\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accessories_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_accessories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_accessories_locales_locale_parent_id_unique\` ON \`pages_blocks_accessories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_gift_teas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'gift',
  	\`page_size\` numeric DEFAULT 9,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gift_teas_order_idx\` ON \`_pages_v_blocks_gift_teas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gift_teas_parent_id_idx\` ON \`_pages_v_blocks_gift_teas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gift_teas_path_idx\` ON \`_pages_v_blocks_gift_teas\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_gift_teas_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_gift_teas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_gift_teas_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_gift_teas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accessories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 6,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accessories_order_idx\` ON \`_pages_v_blocks_accessories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accessories_parent_id_idx\` ON \`_pages_v_blocks_accessories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accessories_path_idx\` ON \`_pages_v_blocks_accessories\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accessories_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_accessories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_accessories_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_accessories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_gift_teas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'gift',
  	\`page_size\` numeric DEFAULT 9,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_gift_teas_order_idx\` ON \`home_blocks_gift_teas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_gift_teas_parent_id_idx\` ON \`home_blocks_gift_teas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_gift_teas_path_idx\` ON \`home_blocks_gift_teas\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_gift_teas_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_gift_teas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_gift_teas_locales_locale_parent_id_unique\` ON \`home_blocks_gift_teas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_accessories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 6,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_accessories_order_idx\` ON \`home_blocks_accessories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_accessories_parent_id_idx\` ON \`home_blocks_accessories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_accessories_path_idx\` ON \`home_blocks_accessories\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_accessories_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_accessories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_accessories_locales_locale_parent_id_unique\` ON \`home_blocks_accessories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_gift_teas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'gift',
  	\`page_size\` numeric DEFAULT 9,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_gift_teas_order_idx\` ON \`_home_v_blocks_gift_teas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_gift_teas_parent_id_idx\` ON \`_home_v_blocks_gift_teas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_gift_teas_path_idx\` ON \`_home_v_blocks_gift_teas\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_gift_teas_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_gift_teas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_gift_teas_locales_locale_parent_id_unique\` ON \`_home_v_blocks_gift_teas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_accessories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 6,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_accessories_order_idx\` ON \`_home_v_blocks_accessories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_accessories_parent_id_idx\` ON \`_home_v_blocks_accessories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_accessories_path_idx\` ON \`_home_v_blocks_accessories\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_accessories_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_accessories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_accessories_locales_locale_parent_id_unique\` ON \`_home_v_blocks_accessories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`gift_teas_sold_in\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`gift_teas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`gift_teas_sold_in_order_idx\` ON \`gift_teas_sold_in\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`gift_teas_sold_in_parent_idx\` ON \`gift_teas_sold_in\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`gift_teas_sold_in_value_idx\` ON \`gift_teas_sold_in\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`gift_teas_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`gift_teas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`gift_teas_images_order_idx\` ON \`gift_teas_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`gift_teas_images_parent_id_idx\` ON \`gift_teas_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`gift_teas_images_image_idx\` ON \`gift_teas_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`gift_teas_packs_shop_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`gift_teas_packs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`gift_teas_packs_shop_links_order_idx\` ON \`gift_teas_packs_shop_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`gift_teas_packs_shop_links_parent_id_idx\` ON \`gift_teas_packs_shop_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`gift_teas_packs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`sku\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`gift_teas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`gift_teas_packs_order_idx\` ON \`gift_teas_packs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`gift_teas_packs_parent_id_idx\` ON \`gift_teas_packs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`gift_teas_packs_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`gift_teas_packs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`gift_teas_packs_locales_locale_parent_id_unique\` ON \`gift_teas_packs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`gift_teas\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`kind\` text DEFAULT 'gift',
  	\`order\` numeric DEFAULT 0,
  	\`featured\` integer DEFAULT false,
  	\`sold_everywhere\` integer DEFAULT true,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`seo_share_image_id\` integer,
  	\`seo_prevent_indexing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`gift_teas_slug_idx\` ON \`gift_teas\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`gift_teas_kind_idx\` ON \`gift_teas\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`gift_teas_sold_everywhere_idx\` ON \`gift_teas\` (\`sold_everywhere\`);`)
  await db.run(sql`CREATE INDEX \`gift_teas_country_idx\` ON \`gift_teas\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`gift_teas_seo_seo_share_image_idx\` ON \`gift_teas\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`gift_teas_updated_at_idx\` ON \`gift_teas\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`gift_teas_created_at_idx\` ON \`gift_teas\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`gift_teas__status_idx\` ON \`gift_teas\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_5_idx\` ON \`gift_teas\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`gift_teas_locales\` (
  	\`name\` text,
  	\`summary\` text,
  	\`description\` text,
  	\`price_note\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`gift_teas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`gift_teas_locales_locale_parent_id_unique\` ON \`gift_teas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_gift_teas_v_version_sold_in\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_gift_teas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_version_sold_in_order_idx\` ON \`_gift_teas_v_version_sold_in\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_version_sold_in_parent_idx\` ON \`_gift_teas_v_version_sold_in\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_version_sold_in_value_idx\` ON \`_gift_teas_v_version_sold_in\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_gift_teas_v_version_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_gift_teas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_version_images_order_idx\` ON \`_gift_teas_v_version_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_version_images_parent_id_idx\` ON \`_gift_teas_v_version_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_version_images_image_idx\` ON \`_gift_teas_v_version_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_gift_teas_v_version_packs_shop_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_gift_teas_v_version_packs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_version_packs_shop_links_order_idx\` ON \`_gift_teas_v_version_packs_shop_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_version_packs_shop_links_parent_id_idx\` ON \`_gift_teas_v_version_packs_shop_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_gift_teas_v_version_packs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sku\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_gift_teas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_version_packs_order_idx\` ON \`_gift_teas_v_version_packs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_version_packs_parent_id_idx\` ON \`_gift_teas_v_version_packs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_gift_teas_v_version_packs_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_gift_teas_v_version_packs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_gift_teas_v_version_packs_locales_locale_parent_id_unique\` ON \`_gift_teas_v_version_packs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_gift_teas_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_kind\` text DEFAULT 'gift',
  	\`version_order\` numeric DEFAULT 0,
  	\`version_featured\` integer DEFAULT false,
  	\`version_sold_everywhere\` integer DEFAULT true,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`gift_teas\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_parent_idx\` ON \`_gift_teas_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_version_version_slug_idx\` ON \`_gift_teas_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_version_version_kind_idx\` ON \`_gift_teas_v\` (\`version_kind\`);`)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_version_version_sold_everywhere_idx\` ON \`_gift_teas_v\` (\`version_sold_everywhere\`);`)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_version_version_country_idx\` ON \`_gift_teas_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_version_seo_version_seo_share_image_idx\` ON \`_gift_teas_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_version_version_updated_at_idx\` ON \`_gift_teas_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_version_version_created_at_idx\` ON \`_gift_teas_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_version_version__status_idx\` ON \`_gift_teas_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_created_at_idx\` ON \`_gift_teas_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_updated_at_idx\` ON \`_gift_teas_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_snapshot_idx\` ON \`_gift_teas_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_published_locale_idx\` ON \`_gift_teas_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_latest_idx\` ON \`_gift_teas_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_5_idx\` ON \`_gift_teas_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_gift_teas_v_locales\` (
  	\`version_name\` text,
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_price_note\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_gift_teas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_gift_teas_v_locales_locale_parent_id_unique\` ON \`_gift_teas_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`accessory_categories\` (
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
  await db.run(sql`CREATE INDEX \`accessory_categories_slug_idx\` ON \`accessory_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`accessory_categories_country_idx\` ON \`accessory_categories\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`accessory_categories_seo_seo_share_image_idx\` ON \`accessory_categories\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`accessory_categories_updated_at_idx\` ON \`accessory_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`accessory_categories_created_at_idx\` ON \`accessory_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`accessory_categories__status_idx\` ON \`accessory_categories\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_6_idx\` ON \`accessory_categories\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`accessory_categories_locales\` (
  	\`name\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`accessory_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`accessory_categories_locales_locale_parent_id_unique\` ON \`accessory_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_accessory_categories_v\` (
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`accessory_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_accessory_categories_v_parent_idx\` ON \`_accessory_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_accessory_categories_v_version_version_slug_idx\` ON \`_accessory_categories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_accessory_categories_v_version_version_country_idx\` ON \`_accessory_categories_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_accessory_categories_v_version_seo_version_seo_share_im_idx\` ON \`_accessory_categories_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_accessory_categories_v_version_version_updated_at_idx\` ON \`_accessory_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_accessory_categories_v_version_version_created_at_idx\` ON \`_accessory_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_accessory_categories_v_version_version__status_idx\` ON \`_accessory_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_accessory_categories_v_created_at_idx\` ON \`_accessory_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_accessory_categories_v_updated_at_idx\` ON \`_accessory_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_accessory_categories_v_snapshot_idx\` ON \`_accessory_categories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_accessory_categories_v_published_locale_idx\` ON \`_accessory_categories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_accessory_categories_v_latest_idx\` ON \`_accessory_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_6_idx\` ON \`_accessory_categories_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_accessory_categories_v_locales\` (
  	\`version_name\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_accessory_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_accessory_categories_v_locales_locale_parent_id_unique\` ON \`_accessory_categories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`accessories_sold_in\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`accessories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`accessories_sold_in_order_idx\` ON \`accessories_sold_in\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`accessories_sold_in_parent_idx\` ON \`accessories_sold_in\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`accessories_sold_in_value_idx\` ON \`accessories_sold_in\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`accessories_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`accessories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`accessories_images_order_idx\` ON \`accessories_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`accessories_images_parent_id_idx\` ON \`accessories_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`accessories_images_image_idx\` ON \`accessories_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`accessories_packs_shop_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`accessories_packs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`accessories_packs_shop_links_order_idx\` ON \`accessories_packs_shop_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`accessories_packs_shop_links_parent_id_idx\` ON \`accessories_packs_shop_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`accessories_packs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`sku\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`accessories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`accessories_packs_order_idx\` ON \`accessories_packs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`accessories_packs_parent_id_idx\` ON \`accessories_packs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`accessories_packs_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`accessories_packs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`accessories_packs_locales_locale_parent_id_unique\` ON \`accessories_packs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`accessories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 0,
  	\`sold_everywhere\` integer DEFAULT true,
  	\`material\` text,
  	\`category_id\` integer,
  	\`category_slug\` text,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`seo_share_image_id\` integer,
  	\`seo_prevent_indexing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`accessory_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`accessories_slug_idx\` ON \`accessories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`accessories_sold_everywhere_idx\` ON \`accessories\` (\`sold_everywhere\`);`)
  await db.run(sql`CREATE INDEX \`accessories_material_idx\` ON \`accessories\` (\`material\`);`)
  await db.run(sql`CREATE INDEX \`accessories_category_idx\` ON \`accessories\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`accessories_category_slug_idx\` ON \`accessories\` (\`category_slug\`);`)
  await db.run(sql`CREATE INDEX \`accessories_country_idx\` ON \`accessories\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`accessories_seo_seo_share_image_idx\` ON \`accessories\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`accessories_updated_at_idx\` ON \`accessories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`accessories_created_at_idx\` ON \`accessories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`accessories__status_idx\` ON \`accessories\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_7_idx\` ON \`accessories\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`accessories_locales\` (
  	\`name\` text,
  	\`summary\` text,
  	\`description\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`accessories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`accessories_locales_locale_parent_id_unique\` ON \`accessories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_accessories_v_version_sold_in\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_accessories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_accessories_v_version_sold_in_order_idx\` ON \`_accessories_v_version_sold_in\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_accessories_v_version_sold_in_parent_idx\` ON \`_accessories_v_version_sold_in\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_accessories_v_version_sold_in_value_idx\` ON \`_accessories_v_version_sold_in\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_accessories_v_version_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_accessories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_accessories_v_version_images_order_idx\` ON \`_accessories_v_version_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_accessories_v_version_images_parent_id_idx\` ON \`_accessories_v_version_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_accessories_v_version_images_image_idx\` ON \`_accessories_v_version_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_accessories_v_version_packs_shop_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_accessories_v_version_packs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_accessories_v_version_packs_shop_links_order_idx\` ON \`_accessories_v_version_packs_shop_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_accessories_v_version_packs_shop_links_parent_id_idx\` ON \`_accessories_v_version_packs_shop_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_accessories_v_version_packs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sku\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_accessories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_accessories_v_version_packs_order_idx\` ON \`_accessories_v_version_packs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_accessories_v_version_packs_parent_id_idx\` ON \`_accessories_v_version_packs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_accessories_v_version_packs_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_accessories_v_version_packs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_accessories_v_version_packs_locales_locale_parent_id_unique\` ON \`_accessories_v_version_packs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_accessories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_sold_everywhere\` integer DEFAULT true,
  	\`version_material\` text,
  	\`version_category_id\` integer,
  	\`version_category_slug\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`accessories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`accessory_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_accessories_v_parent_idx\` ON \`_accessories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_accessories_v_version_version_slug_idx\` ON \`_accessories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_accessories_v_version_version_sold_everywhere_idx\` ON \`_accessories_v\` (\`version_sold_everywhere\`);`)
  await db.run(sql`CREATE INDEX \`_accessories_v_version_version_material_idx\` ON \`_accessories_v\` (\`version_material\`);`)
  await db.run(sql`CREATE INDEX \`_accessories_v_version_version_category_idx\` ON \`_accessories_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_accessories_v_version_version_category_slug_idx\` ON \`_accessories_v\` (\`version_category_slug\`);`)
  await db.run(sql`CREATE INDEX \`_accessories_v_version_version_country_idx\` ON \`_accessories_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_accessories_v_version_seo_version_seo_share_image_idx\` ON \`_accessories_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_accessories_v_version_version_updated_at_idx\` ON \`_accessories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_accessories_v_version_version_created_at_idx\` ON \`_accessories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_accessories_v_version_version__status_idx\` ON \`_accessories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_accessories_v_created_at_idx\` ON \`_accessories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_accessories_v_updated_at_idx\` ON \`_accessories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_accessories_v_snapshot_idx\` ON \`_accessories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_accessories_v_published_locale_idx\` ON \`_accessories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_accessories_v_latest_idx\` ON \`_accessories_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_7_idx\` ON \`_accessories_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_accessories_v_locales\` (
  	\`version_name\` text,
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_accessories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_accessories_v_locales_locale_parent_id_unique\` ON \`_accessories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`recipes_ingredients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`recipes_ingredients_order_idx\` ON \`recipes_ingredients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`recipes_ingredients_parent_id_idx\` ON \`recipes_ingredients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`recipes_ingredients_locales\` (
  	\`amount\` text,
  	\`item\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recipes_ingredients\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`recipes_ingredients_locales_locale_parent_id_unique\` ON \`recipes_ingredients_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`recipes_method\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`recipes_method_order_idx\` ON \`recipes_method\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`recipes_method_parent_id_idx\` ON \`recipes_method\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`recipes_method_locales\` (
  	\`step\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recipes_method\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`recipes_method_locales_locale_parent_id_unique\` ON \`recipes_method_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`recipes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`kind\` text DEFAULT 'recipe',
  	\`order\` numeric DEFAULT 0,
  	\`image_id\` integer,
  	\`serves\` numeric,
  	\`prep_minutes\` numeric,
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
  await db.run(sql`CREATE INDEX \`recipes_slug_idx\` ON \`recipes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`recipes_kind_idx\` ON \`recipes\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`recipes_image_idx\` ON \`recipes\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`recipes_country_idx\` ON \`recipes\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`recipes_seo_seo_share_image_idx\` ON \`recipes\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`recipes_updated_at_idx\` ON \`recipes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`recipes_created_at_idx\` ON \`recipes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`recipes__status_idx\` ON \`recipes\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_8_idx\` ON \`recipes\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`recipes_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`tips\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`recipes_locales_locale_parent_id_unique\` ON \`recipes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_recipes_v_version_ingredients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_recipes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_ingredients_order_idx\` ON \`_recipes_v_version_ingredients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_ingredients_parent_id_idx\` ON \`_recipes_v_version_ingredients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_recipes_v_version_ingredients_locales\` (
  	\`amount\` text,
  	\`item\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_recipes_v_version_ingredients\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_recipes_v_version_ingredients_locales_locale_parent_id_uniq\` ON \`_recipes_v_version_ingredients_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_recipes_v_version_method\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_recipes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_method_order_idx\` ON \`_recipes_v_version_method\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_method_parent_id_idx\` ON \`_recipes_v_version_method\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_recipes_v_version_method_locales\` (
  	\`step\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_recipes_v_version_method\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_recipes_v_version_method_locales_locale_parent_id_unique\` ON \`_recipes_v_version_method_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_recipes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_kind\` text DEFAULT 'recipe',
  	\`version_order\` numeric DEFAULT 0,
  	\`version_image_id\` integer,
  	\`version_serves\` numeric,
  	\`version_prep_minutes\` numeric,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_recipes_v_parent_idx\` ON \`_recipes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_version_slug_idx\` ON \`_recipes_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_version_kind_idx\` ON \`_recipes_v\` (\`version_kind\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_version_image_idx\` ON \`_recipes_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_version_country_idx\` ON \`_recipes_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_seo_version_seo_share_image_idx\` ON \`_recipes_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_version_updated_at_idx\` ON \`_recipes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_version_created_at_idx\` ON \`_recipes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_version__status_idx\` ON \`_recipes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_created_at_idx\` ON \`_recipes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_updated_at_idx\` ON \`_recipes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_snapshot_idx\` ON \`_recipes_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_published_locale_idx\` ON \`_recipes_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_latest_idx\` ON \`_recipes_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_8_idx\` ON \`_recipes_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_recipes_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_tips\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_recipes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_recipes_v_locales_locale_parent_id_unique\` ON \`_recipes_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`gift_teas_id\` integer REFERENCES gift_teas(id);`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`accessories_id\` integer REFERENCES accessories(id);`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`recipes_id\` integer REFERENCES recipes(id);`)
  await db.run(sql`CREATE INDEX \`search_rels_gift_teas_id_idx\` ON \`search_rels\` (\`gift_teas_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_accessories_id_idx\` ON \`search_rels\` (\`accessories_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_recipes_id_idx\` ON \`search_rels\` (\`recipes_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`gift_teas_id\` integer REFERENCES gift_teas(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`accessory_categories_id\` integer REFERENCES accessory_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`accessories_id\` integer REFERENCES accessories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`recipes_id\` integer REFERENCES recipes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gift_teas_id_idx\` ON \`payload_locked_documents_rels\` (\`gift_teas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accessory_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`accessory_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accessories_id_idx\` ON \`payload_locked_documents_rels\` (\`accessories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recipes_id_idx\` ON \`payload_locked_documents_rels\` (\`recipes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_gift_teas\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_gift_teas_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accessories\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accessories_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_gift_teas\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_gift_teas_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accessories\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accessories_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_gift_teas\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_gift_teas_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_accessories\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_accessories_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_gift_teas\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_gift_teas_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_accessories\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_accessories_locales\`;`)
  await db.run(sql`DROP TABLE \`gift_teas_sold_in\`;`)
  await db.run(sql`DROP TABLE \`gift_teas_images\`;`)
  await db.run(sql`DROP TABLE \`gift_teas_packs_shop_links\`;`)
  await db.run(sql`DROP TABLE \`gift_teas_packs\`;`)
  await db.run(sql`DROP TABLE \`gift_teas_packs_locales\`;`)
  await db.run(sql`DROP TABLE \`gift_teas\`;`)
  await db.run(sql`DROP TABLE \`gift_teas_locales\`;`)
  await db.run(sql`DROP TABLE \`_gift_teas_v_version_sold_in\`;`)
  await db.run(sql`DROP TABLE \`_gift_teas_v_version_images\`;`)
  await db.run(sql`DROP TABLE \`_gift_teas_v_version_packs_shop_links\`;`)
  await db.run(sql`DROP TABLE \`_gift_teas_v_version_packs\`;`)
  await db.run(sql`DROP TABLE \`_gift_teas_v_version_packs_locales\`;`)
  await db.run(sql`DROP TABLE \`_gift_teas_v\`;`)
  await db.run(sql`DROP TABLE \`_gift_teas_v_locales\`;`)
  await db.run(sql`DROP TABLE \`accessory_categories\`;`)
  await db.run(sql`DROP TABLE \`accessory_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`_accessory_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_accessory_categories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`accessories_sold_in\`;`)
  await db.run(sql`DROP TABLE \`accessories_images\`;`)
  await db.run(sql`DROP TABLE \`accessories_packs_shop_links\`;`)
  await db.run(sql`DROP TABLE \`accessories_packs\`;`)
  await db.run(sql`DROP TABLE \`accessories_packs_locales\`;`)
  await db.run(sql`DROP TABLE \`accessories\`;`)
  await db.run(sql`DROP TABLE \`accessories_locales\`;`)
  await db.run(sql`DROP TABLE \`_accessories_v_version_sold_in\`;`)
  await db.run(sql`DROP TABLE \`_accessories_v_version_images\`;`)
  await db.run(sql`DROP TABLE \`_accessories_v_version_packs_shop_links\`;`)
  await db.run(sql`DROP TABLE \`_accessories_v_version_packs\`;`)
  await db.run(sql`DROP TABLE \`_accessories_v_version_packs_locales\`;`)
  await db.run(sql`DROP TABLE \`_accessories_v\`;`)
  await db.run(sql`DROP TABLE \`_accessories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`recipes_ingredients\`;`)
  await db.run(sql`DROP TABLE \`recipes_ingredients_locales\`;`)
  await db.run(sql`DROP TABLE \`recipes_method\`;`)
  await db.run(sql`DROP TABLE \`recipes_method_locales\`;`)
  await db.run(sql`DROP TABLE \`recipes\`;`)
  await db.run(sql`DROP TABLE \`recipes_locales\`;`)
  await db.run(sql`DROP TABLE \`_recipes_v_version_ingredients\`;`)
  await db.run(sql`DROP TABLE \`_recipes_v_version_ingredients_locales\`;`)
  await db.run(sql`DROP TABLE \`_recipes_v_version_method\`;`)
  await db.run(sql`DROP TABLE \`_recipes_v_version_method_locales\`;`)
  await db.run(sql`DROP TABLE \`_recipes_v\`;`)
  await db.run(sql`DROP TABLE \`_recipes_v_locales\`;`)
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tea_estates_id\`) REFERENCES \`tea_estates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcast_series_id\`) REFERENCES \`podcast_series\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcast_episodes_id\`) REFERENCES \`podcast_episodes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`e_books_id\`) REFERENCES \`e_books\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_search_rels\`("id", "order", "parent_id", "path", "pages_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id") SELECT "id", "order", "parent_id", "path", "pages_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id" FROM \`search_rels\`;`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "home_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "markets_id", "media_id", "newsletter_subscribers_id", "rate_limits_id", "cache_revalidations_id", "users_id", "contact_submissions_id", "cv_submissions_id", "search_id") SELECT "id", "order", "parent_id", "path", "pages_id", "home_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "markets_id", "media_id", "newsletter_subscribers_id", "rate_limits_id", "cache_revalidations_id", "users_id", "contact_submissions_id", "cv_submissions_id", "search_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_markets_id_idx\` ON \`payload_locked_documents_rels\` (\`markets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cache_revalidations_id_idx\` ON \`payload_locked_documents_rels\` (\`cache_revalidations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cv_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`cv_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_id_idx\` ON \`payload_locked_documents_rels\` (\`search_id\`);`)
}
