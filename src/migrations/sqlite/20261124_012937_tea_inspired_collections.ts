import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_inspired_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`group\` text DEFAULT 'albums',
  	\`page_size\` numeric DEFAULT 12,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_inspired_gallery_order_idx\` ON \`pages_blocks_inspired_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_inspired_gallery_parent_id_idx\` ON \`pages_blocks_inspired_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_inspired_gallery_path_idx\` ON \`pages_blocks_inspired_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_inspired_gallery_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_inspired_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_inspired_gallery_locales_locale_parent_id_uniqu\` ON \`pages_blocks_inspired_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_commemorative_teas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_commemorative_teas_order_idx\` ON \`pages_blocks_commemorative_teas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_commemorative_teas_parent_id_idx\` ON \`pages_blocks_commemorative_teas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_commemorative_teas_path_idx\` ON \`pages_blocks_commemorative_teas\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_commemorative_teas_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_commemorative_teas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_commemorative_teas_locales_locale_parent_id_uni\` ON \`pages_blocks_commemorative_teas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_wishes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_wishes_order_idx\` ON \`pages_blocks_video_wishes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_wishes_parent_id_idx\` ON \`pages_blocks_video_wishes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_wishes_path_idx\` ON \`pages_blocks_video_wishes\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_wishes_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_video_wishes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_video_wishes_locales_locale_parent_id_unique\` ON \`pages_blocks_video_wishes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_inspired_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`group\` text DEFAULT 'albums',
  	\`page_size\` numeric DEFAULT 12,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_inspired_gallery_order_idx\` ON \`_pages_v_blocks_inspired_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_inspired_gallery_parent_id_idx\` ON \`_pages_v_blocks_inspired_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_inspired_gallery_path_idx\` ON \`_pages_v_blocks_inspired_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_inspired_gallery_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_inspired_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_inspired_gallery_locales_locale_parent_id_un\` ON \`_pages_v_blocks_inspired_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_commemorative_teas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_commemorative_teas_order_idx\` ON \`_pages_v_blocks_commemorative_teas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_commemorative_teas_parent_id_idx\` ON \`_pages_v_blocks_commemorative_teas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_commemorative_teas_path_idx\` ON \`_pages_v_blocks_commemorative_teas\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_commemorative_teas_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_commemorative_teas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_commemorative_teas_locales_locale_parent_id_\` ON \`_pages_v_blocks_commemorative_teas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_wishes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_wishes_order_idx\` ON \`_pages_v_blocks_video_wishes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_wishes_parent_id_idx\` ON \`_pages_v_blocks_video_wishes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_wishes_path_idx\` ON \`_pages_v_blocks_video_wishes\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_wishes_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_video_wishes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_video_wishes_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_video_wishes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_inspired_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`group\` text DEFAULT 'albums',
  	\`page_size\` numeric DEFAULT 12,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_inspired_gallery_order_idx\` ON \`home_blocks_inspired_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_inspired_gallery_parent_id_idx\` ON \`home_blocks_inspired_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_inspired_gallery_path_idx\` ON \`home_blocks_inspired_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_inspired_gallery_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_inspired_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_inspired_gallery_locales_locale_parent_id_unique\` ON \`home_blocks_inspired_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_commemorative_teas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_commemorative_teas_order_idx\` ON \`home_blocks_commemorative_teas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_commemorative_teas_parent_id_idx\` ON \`home_blocks_commemorative_teas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_commemorative_teas_path_idx\` ON \`home_blocks_commemorative_teas\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_commemorative_teas_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_commemorative_teas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_commemorative_teas_locales_locale_parent_id_uniq\` ON \`home_blocks_commemorative_teas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_video_wishes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_video_wishes_order_idx\` ON \`home_blocks_video_wishes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_video_wishes_parent_id_idx\` ON \`home_blocks_video_wishes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_video_wishes_path_idx\` ON \`home_blocks_video_wishes\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_video_wishes_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_video_wishes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_video_wishes_locales_locale_parent_id_unique\` ON \`home_blocks_video_wishes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_inspired_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`group\` text DEFAULT 'albums',
  	\`page_size\` numeric DEFAULT 12,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_inspired_gallery_order_idx\` ON \`_home_v_blocks_inspired_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_inspired_gallery_parent_id_idx\` ON \`_home_v_blocks_inspired_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_inspired_gallery_path_idx\` ON \`_home_v_blocks_inspired_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_inspired_gallery_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_inspired_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_inspired_gallery_locales_locale_parent_id_uni\` ON \`_home_v_blocks_inspired_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_commemorative_teas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_commemorative_teas_order_idx\` ON \`_home_v_blocks_commemorative_teas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_commemorative_teas_parent_id_idx\` ON \`_home_v_blocks_commemorative_teas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_commemorative_teas_path_idx\` ON \`_home_v_blocks_commemorative_teas\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_commemorative_teas_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_commemorative_teas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_commemorative_teas_locales_locale_parent_id_u\` ON \`_home_v_blocks_commemorative_teas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_video_wishes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_video_wishes_order_idx\` ON \`_home_v_blocks_video_wishes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_video_wishes_parent_id_idx\` ON \`_home_v_blocks_video_wishes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_video_wishes_path_idx\` ON \`_home_v_blocks_video_wishes\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_video_wishes_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_video_wishes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_video_wishes_locales_locale_parent_id_unique\` ON \`_home_v_blocks_video_wishes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`inspired_galleries_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`inspired_galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`inspired_galleries_images_order_idx\` ON \`inspired_galleries_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`inspired_galleries_images_parent_id_idx\` ON \`inspired_galleries_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`inspired_galleries_images_image_idx\` ON \`inspired_galleries_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`inspired_galleries\` (
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
  await db.run(sql`CREATE INDEX \`inspired_galleries_group_idx\` ON \`inspired_galleries\` (\`group\`);`)
  await db.run(sql`CREATE INDEX \`inspired_galleries_slug_idx\` ON \`inspired_galleries\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`inspired_galleries_cover_idx\` ON \`inspired_galleries\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`inspired_galleries_country_idx\` ON \`inspired_galleries\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`inspired_galleries_seo_seo_share_image_idx\` ON \`inspired_galleries\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`inspired_galleries_updated_at_idx\` ON \`inspired_galleries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inspired_galleries_created_at_idx\` ON \`inspired_galleries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`inspired_galleries__status_idx\` ON \`inspired_galleries\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_24_idx\` ON \`inspired_galleries\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`inspired_galleries_locales\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`inspired_galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`inspired_galleries_locales_locale_parent_id_unique\` ON \`inspired_galleries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_inspired_galleries_v_version_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_inspired_galleries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_inspired_galleries_v_version_images_order_idx\` ON \`_inspired_galleries_v_version_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_inspired_galleries_v_version_images_parent_id_idx\` ON \`_inspired_galleries_v_version_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_inspired_galleries_v_version_images_image_idx\` ON \`_inspired_galleries_v_version_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_inspired_galleries_v\` (
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`inspired_galleries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
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
  await db.run(sql`CREATE INDEX \`version_slug_version_country_24_idx\` ON \`_inspired_galleries_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_inspired_galleries_v_locales\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_inspired_galleries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_inspired_galleries_v_locales_locale_parent_id_unique\` ON \`_inspired_galleries_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`commemorative_teas\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`year\` numeric,
  	\`image_id\` integer,
  	\`product_id\` integer,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`seo_share_image_id\` integer,
  	\`seo_prevent_indexing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`commemorative_teas_slug_idx\` ON \`commemorative_teas\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`commemorative_teas_image_idx\` ON \`commemorative_teas\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`commemorative_teas_product_idx\` ON \`commemorative_teas\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`commemorative_teas_country_idx\` ON \`commemorative_teas\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`commemorative_teas_seo_seo_share_image_idx\` ON \`commemorative_teas\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`commemorative_teas_updated_at_idx\` ON \`commemorative_teas\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`commemorative_teas_created_at_idx\` ON \`commemorative_teas\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`commemorative_teas__status_idx\` ON \`commemorative_teas\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_25_idx\` ON \`commemorative_teas\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`commemorative_teas_locales\` (
  	\`title\` text,
  	\`occasion\` text,
  	\`description\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`commemorative_teas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`commemorative_teas_locales_locale_parent_id_unique\` ON \`commemorative_teas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_commemorative_teas_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_year\` numeric,
  	\`version_image_id\` integer,
  	\`version_product_id\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`commemorative_teas\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_commemorative_teas_v_parent_idx\` ON \`_commemorative_teas_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_commemorative_teas_v_version_version_slug_idx\` ON \`_commemorative_teas_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_commemorative_teas_v_version_version_image_idx\` ON \`_commemorative_teas_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_commemorative_teas_v_version_version_product_idx\` ON \`_commemorative_teas_v\` (\`version_product_id\`);`)
  await db.run(sql`CREATE INDEX \`_commemorative_teas_v_version_version_country_idx\` ON \`_commemorative_teas_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_commemorative_teas_v_version_seo_version_seo_share_imag_idx\` ON \`_commemorative_teas_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_commemorative_teas_v_version_version_updated_at_idx\` ON \`_commemorative_teas_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_commemorative_teas_v_version_version_created_at_idx\` ON \`_commemorative_teas_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_commemorative_teas_v_version_version__status_idx\` ON \`_commemorative_teas_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_commemorative_teas_v_created_at_idx\` ON \`_commemorative_teas_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_commemorative_teas_v_updated_at_idx\` ON \`_commemorative_teas_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_commemorative_teas_v_snapshot_idx\` ON \`_commemorative_teas_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_commemorative_teas_v_published_locale_idx\` ON \`_commemorative_teas_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_commemorative_teas_v_latest_idx\` ON \`_commemorative_teas_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_25_idx\` ON \`_commemorative_teas_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_commemorative_teas_v_locales\` (
  	\`version_title\` text,
  	\`version_occasion\` text,
  	\`version_description\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_commemorative_teas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_commemorative_teas_v_locales_locale_parent_id_unique\` ON \`_commemorative_teas_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`video_wishes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`person\` text,
  	\`order\` numeric DEFAULT 0,
  	\`youtube_id\` text,
  	\`video_file_id\` integer,
  	\`thumbnail_id\` integer,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`seo_share_image_id\` integer,
  	\`seo_prevent_indexing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`video_wishes_slug_idx\` ON \`video_wishes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`video_wishes_video_file_idx\` ON \`video_wishes\` (\`video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`video_wishes_thumbnail_idx\` ON \`video_wishes\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`video_wishes_country_idx\` ON \`video_wishes\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`video_wishes_seo_seo_share_image_idx\` ON \`video_wishes\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`video_wishes_updated_at_idx\` ON \`video_wishes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`video_wishes_created_at_idx\` ON \`video_wishes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`video_wishes__status_idx\` ON \`video_wishes\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_26_idx\` ON \`video_wishes\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`video_wishes_locales\` (
  	\`title\` text,
  	\`place\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`video_wishes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`video_wishes_locales_locale_parent_id_unique\` ON \`video_wishes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_video_wishes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_person\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_youtube_id\` text,
  	\`version_video_file_id\` integer,
  	\`version_thumbnail_id\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`video_wishes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_video_wishes_v_parent_idx\` ON \`_video_wishes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_wishes_v_version_version_slug_idx\` ON \`_video_wishes_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_video_wishes_v_version_version_video_file_idx\` ON \`_video_wishes_v\` (\`version_video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_wishes_v_version_version_thumbnail_idx\` ON \`_video_wishes_v\` (\`version_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_wishes_v_version_version_country_idx\` ON \`_video_wishes_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_video_wishes_v_version_seo_version_seo_share_image_idx\` ON \`_video_wishes_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_wishes_v_version_version_updated_at_idx\` ON \`_video_wishes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_video_wishes_v_version_version_created_at_idx\` ON \`_video_wishes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_video_wishes_v_version_version__status_idx\` ON \`_video_wishes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_video_wishes_v_created_at_idx\` ON \`_video_wishes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_video_wishes_v_updated_at_idx\` ON \`_video_wishes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_video_wishes_v_snapshot_idx\` ON \`_video_wishes_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_video_wishes_v_published_locale_idx\` ON \`_video_wishes_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_video_wishes_v_latest_idx\` ON \`_video_wishes_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_26_idx\` ON \`_video_wishes_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_video_wishes_v_locales\` (
  	\`version_title\` text,
  	\`version_place\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_video_wishes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_video_wishes_v_locales_locale_parent_id_unique\` ON \`_video_wishes_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`inspired_galleries_id\` integer REFERENCES inspired_galleries(id);`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`commemorative_teas_id\` integer REFERENCES commemorative_teas(id);`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`video_wishes_id\` integer REFERENCES video_wishes(id);`)
  await db.run(sql`CREATE INDEX \`search_rels_inspired_galleries_id_idx\` ON \`search_rels\` (\`inspired_galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_commemorative_teas_id_idx\` ON \`search_rels\` (\`commemorative_teas_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_video_wishes_id_idx\` ON \`search_rels\` (\`video_wishes_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`inspired_galleries_id\` integer REFERENCES inspired_galleries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`commemorative_teas_id\` integer REFERENCES commemorative_teas(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`video_wishes_id\` integer REFERENCES video_wishes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inspired_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`inspired_galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_commemorative_teas_id_idx\` ON \`payload_locked_documents_rels\` (\`commemorative_teas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_wishes_id_idx\` ON \`payload_locked_documents_rels\` (\`video_wishes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_inspired_gallery\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_inspired_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_commemorative_teas\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_commemorative_teas_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_wishes\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_wishes_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_inspired_gallery\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_inspired_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_commemorative_teas\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_commemorative_teas_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_wishes\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_wishes_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_inspired_gallery\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_inspired_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_commemorative_teas\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_commemorative_teas_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_video_wishes\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_video_wishes_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_inspired_gallery\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_inspired_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_commemorative_teas\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_commemorative_teas_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_video_wishes\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_video_wishes_locales\`;`)
  await db.run(sql`DROP TABLE \`inspired_galleries_images\`;`)
  await db.run(sql`DROP TABLE \`inspired_galleries\`;`)
  await db.run(sql`DROP TABLE \`inspired_galleries_locales\`;`)
  await db.run(sql`DROP TABLE \`_inspired_galleries_v_version_images\`;`)
  await db.run(sql`DROP TABLE \`_inspired_galleries_v\`;`)
  await db.run(sql`DROP TABLE \`_inspired_galleries_v_locales\`;`)
  await db.run(sql`DROP TABLE \`commemorative_teas\`;`)
  await db.run(sql`DROP TABLE \`commemorative_teas_locales\`;`)
  await db.run(sql`DROP TABLE \`_commemorative_teas_v\`;`)
  await db.run(sql`DROP TABLE \`_commemorative_teas_v_locales\`;`)
  await db.run(sql`DROP TABLE \`video_wishes\`;`)
  await db.run(sql`DROP TABLE \`video_wishes_locales\`;`)
  await db.run(sql`DROP TABLE \`_video_wishes_v\`;`)
  await db.run(sql`DROP TABLE \`_video_wishes_v_locales\`;`)
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
  	FOREIGN KEY (\`blog_posts_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_search_rels\`("id", "order", "parent_id", "path", "pages_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessories_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "ingredients_id", "products_id", "news_id", "events_id", "press_id", "image_albums_id", "audio_items_id", "video_items_id", "blog_posts_id") SELECT "id", "order", "parent_id", "path", "pages_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessories_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "ingredients_id", "products_id", "news_id", "events_id", "press_id", "image_albums_id", "audio_items_id", "video_items_id", "blog_posts_id" FROM \`search_rels\`;`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "home_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessory_categories_id", "accessories_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "ingredients_id", "products_id", "featured_stories_id", "social_wall_items_id", "news_id", "events_id", "press_categories_id", "press_id", "image_albums_id", "audio_items_id", "video_items_id", "blog_categories_id", "blog_posts_id", "markets_id", "media_id", "newsletter_subscribers_id", "rate_limits_id", "cache_revalidations_id", "users_id", "contact_submissions_id", "cv_submissions_id", "share_counts_id", "search_id") SELECT "id", "order", "parent_id", "path", "pages_id", "home_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessory_categories_id", "accessories_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "ingredients_id", "products_id", "featured_stories_id", "social_wall_items_id", "news_id", "events_id", "press_categories_id", "press_id", "image_albums_id", "audio_items_id", "video_items_id", "blog_categories_id", "blog_posts_id", "markets_id", "media_id", "newsletter_subscribers_id", "rate_limits_id", "cache_revalidations_id", "users_id", "contact_submissions_id", "cv_submissions_id", "share_counts_id", "search_id" FROM \`payload_locked_documents_rels\`;`)
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
