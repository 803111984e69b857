import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_album_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 12,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_album_list_order_idx\` ON \`pages_blocks_album_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_album_list_parent_id_idx\` ON \`pages_blocks_album_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_album_list_path_idx\` ON \`pages_blocks_album_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_album_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_album_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_album_list_locales_locale_parent_id_unique\` ON \`pages_blocks_album_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_audio_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_audio_list_order_idx\` ON \`pages_blocks_audio_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_audio_list_parent_id_idx\` ON \`pages_blocks_audio_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_audio_list_path_idx\` ON \`pages_blocks_audio_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_audio_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_audio_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_audio_list_locales_locale_parent_id_unique\` ON \`pages_blocks_audio_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 9,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_list_order_idx\` ON \`pages_blocks_video_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_list_parent_id_idx\` ON \`pages_blocks_video_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_list_path_idx\` ON \`pages_blocks_video_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_video_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_video_list_locales_locale_parent_id_unique\` ON \`pages_blocks_video_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_album_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 12,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_album_list_order_idx\` ON \`_pages_v_blocks_album_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_album_list_parent_id_idx\` ON \`_pages_v_blocks_album_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_album_list_path_idx\` ON \`_pages_v_blocks_album_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_album_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_album_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_album_list_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_album_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_audio_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 10,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_audio_list_order_idx\` ON \`_pages_v_blocks_audio_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_audio_list_parent_id_idx\` ON \`_pages_v_blocks_audio_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_audio_list_path_idx\` ON \`_pages_v_blocks_audio_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_audio_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_audio_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_audio_list_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_audio_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_list\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_list_order_idx\` ON \`_pages_v_blocks_video_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_list_parent_id_idx\` ON \`_pages_v_blocks_video_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_list_path_idx\` ON \`_pages_v_blocks_video_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_video_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_video_list_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_video_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_album_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 12,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_album_list_order_idx\` ON \`home_blocks_album_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_album_list_parent_id_idx\` ON \`home_blocks_album_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_album_list_path_idx\` ON \`home_blocks_album_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_album_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_album_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_album_list_locales_locale_parent_id_unique\` ON \`home_blocks_album_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_audio_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 10,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_audio_list_order_idx\` ON \`home_blocks_audio_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_audio_list_parent_id_idx\` ON \`home_blocks_audio_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_audio_list_path_idx\` ON \`home_blocks_audio_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_audio_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_audio_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_audio_list_locales_locale_parent_id_unique\` ON \`home_blocks_audio_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_video_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 9,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_video_list_order_idx\` ON \`home_blocks_video_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_video_list_parent_id_idx\` ON \`home_blocks_video_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_video_list_path_idx\` ON \`home_blocks_video_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_video_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_video_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_video_list_locales_locale_parent_id_unique\` ON \`home_blocks_video_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_album_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 12,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_album_list_order_idx\` ON \`_home_v_blocks_album_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_album_list_parent_id_idx\` ON \`_home_v_blocks_album_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_album_list_path_idx\` ON \`_home_v_blocks_album_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_album_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_album_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_album_list_locales_locale_parent_id_unique\` ON \`_home_v_blocks_album_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_audio_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 10,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_audio_list_order_idx\` ON \`_home_v_blocks_audio_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_audio_list_parent_id_idx\` ON \`_home_v_blocks_audio_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_audio_list_path_idx\` ON \`_home_v_blocks_audio_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_audio_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_audio_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_audio_list_locales_locale_parent_id_unique\` ON \`_home_v_blocks_audio_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_video_list\` (
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
  await db.run(sql`CREATE INDEX \`_home_v_blocks_video_list_order_idx\` ON \`_home_v_blocks_video_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_video_list_parent_id_idx\` ON \`_home_v_blocks_video_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_video_list_path_idx\` ON \`_home_v_blocks_video_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_video_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_video_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_video_list_locales_locale_parent_id_unique\` ON \`_home_v_blocks_video_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`image_albums_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`image_albums\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`image_albums_images_order_idx\` ON \`image_albums_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`image_albums_images_parent_id_idx\` ON \`image_albums_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`image_albums_images_image_idx\` ON \`image_albums_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`image_albums_images_locales\` (
  	\`caption\` text,
  	\`alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`image_albums_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`image_albums_images_locales_locale_parent_id_unique\` ON \`image_albums_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`image_albums\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`date\` text,
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
  await db.run(sql`CREATE INDEX \`image_albums_slug_idx\` ON \`image_albums\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`image_albums_date_idx\` ON \`image_albums\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`image_albums_cover_idx\` ON \`image_albums\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`image_albums_country_idx\` ON \`image_albums\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`image_albums_seo_seo_share_image_idx\` ON \`image_albums\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`image_albums_updated_at_idx\` ON \`image_albums\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`image_albums_created_at_idx\` ON \`image_albums\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`image_albums__status_idx\` ON \`image_albums\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_19_idx\` ON \`image_albums\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`image_albums_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`image_albums\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`image_albums_locales_locale_parent_id_unique\` ON \`image_albums_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_image_albums_v_version_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_image_albums_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_image_albums_v_version_images_order_idx\` ON \`_image_albums_v_version_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_image_albums_v_version_images_parent_id_idx\` ON \`_image_albums_v_version_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_image_albums_v_version_images_image_idx\` ON \`_image_albums_v_version_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_image_albums_v_version_images_locales\` (
  	\`caption\` text,
  	\`alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_image_albums_v_version_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_image_albums_v_version_images_locales_locale_parent_id_uniq\` ON \`_image_albums_v_version_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_image_albums_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_date\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`image_albums\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_image_albums_v_parent_idx\` ON \`_image_albums_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_image_albums_v_version_version_slug_idx\` ON \`_image_albums_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_image_albums_v_version_version_date_idx\` ON \`_image_albums_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_image_albums_v_version_version_cover_idx\` ON \`_image_albums_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_image_albums_v_version_version_country_idx\` ON \`_image_albums_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_image_albums_v_version_seo_version_seo_share_image_idx\` ON \`_image_albums_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_image_albums_v_version_version_updated_at_idx\` ON \`_image_albums_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_image_albums_v_version_version_created_at_idx\` ON \`_image_albums_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_image_albums_v_version_version__status_idx\` ON \`_image_albums_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_image_albums_v_created_at_idx\` ON \`_image_albums_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_image_albums_v_updated_at_idx\` ON \`_image_albums_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_image_albums_v_snapshot_idx\` ON \`_image_albums_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_image_albums_v_published_locale_idx\` ON \`_image_albums_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_image_albums_v_latest_idx\` ON \`_image_albums_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_19_idx\` ON \`_image_albums_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_image_albums_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_image_albums_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_image_albums_v_locales_locale_parent_id_unique\` ON \`_image_albums_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`audio_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`year\` numeric,
  	\`sub_category\` text,
  	\`audio_file_id\` integer,
  	\`stream_url\` text,
  	\`duration_seconds\` numeric,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`seo_share_image_id\` integer,
  	\`seo_prevent_indexing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`audio_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audio_items_slug_idx\` ON \`audio_items\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`audio_items_year_idx\` ON \`audio_items\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`audio_items_sub_category_idx\` ON \`audio_items\` (\`sub_category\`);`)
  await db.run(sql`CREATE INDEX \`audio_items_audio_file_idx\` ON \`audio_items\` (\`audio_file_id\`);`)
  await db.run(sql`CREATE INDEX \`audio_items_country_idx\` ON \`audio_items\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`audio_items_seo_seo_share_image_idx\` ON \`audio_items\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`audio_items_updated_at_idx\` ON \`audio_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audio_items_created_at_idx\` ON \`audio_items\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`audio_items__status_idx\` ON \`audio_items\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_20_idx\` ON \`audio_items\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`audio_items_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`transcript\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`audio_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`audio_items_locales_locale_parent_id_unique\` ON \`audio_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_audio_items_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_year\` numeric,
  	\`version_sub_category\` text,
  	\`version_audio_file_id\` integer,
  	\`version_stream_url\` text,
  	\`version_duration_seconds\` numeric,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`audio_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_audio_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_audio_items_v_parent_idx\` ON \`_audio_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_audio_items_v_version_version_slug_idx\` ON \`_audio_items_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_audio_items_v_version_version_year_idx\` ON \`_audio_items_v\` (\`version_year\`);`)
  await db.run(sql`CREATE INDEX \`_audio_items_v_version_version_sub_category_idx\` ON \`_audio_items_v\` (\`version_sub_category\`);`)
  await db.run(sql`CREATE INDEX \`_audio_items_v_version_version_audio_file_idx\` ON \`_audio_items_v\` (\`version_audio_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_audio_items_v_version_version_country_idx\` ON \`_audio_items_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_audio_items_v_version_seo_version_seo_share_image_idx\` ON \`_audio_items_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_audio_items_v_version_version_updated_at_idx\` ON \`_audio_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_audio_items_v_version_version_created_at_idx\` ON \`_audio_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_audio_items_v_version_version__status_idx\` ON \`_audio_items_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_audio_items_v_created_at_idx\` ON \`_audio_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_audio_items_v_updated_at_idx\` ON \`_audio_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_audio_items_v_snapshot_idx\` ON \`_audio_items_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_audio_items_v_published_locale_idx\` ON \`_audio_items_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_audio_items_v_latest_idx\` ON \`_audio_items_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_20_idx\` ON \`_audio_items_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_audio_items_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_transcript\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_audio_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_audio_items_v_locales_locale_parent_id_unique\` ON \`_audio_items_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`video_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`year\` numeric,
  	\`sub_category\` text,
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
  await db.run(sql`CREATE INDEX \`video_items_slug_idx\` ON \`video_items\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`video_items_year_idx\` ON \`video_items\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`video_items_sub_category_idx\` ON \`video_items\` (\`sub_category\`);`)
  await db.run(sql`CREATE INDEX \`video_items_video_file_idx\` ON \`video_items\` (\`video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`video_items_thumbnail_idx\` ON \`video_items\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`video_items_country_idx\` ON \`video_items\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`video_items_seo_seo_share_image_idx\` ON \`video_items\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`video_items_updated_at_idx\` ON \`video_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`video_items_created_at_idx\` ON \`video_items\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`video_items__status_idx\` ON \`video_items\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_21_idx\` ON \`video_items\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`video_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`video_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`video_items_locales_locale_parent_id_unique\` ON \`video_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_video_items_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_year\` numeric,
  	\`version_sub_category\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`video_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_video_items_v_parent_idx\` ON \`_video_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_items_v_version_version_slug_idx\` ON \`_video_items_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_video_items_v_version_version_year_idx\` ON \`_video_items_v\` (\`version_year\`);`)
  await db.run(sql`CREATE INDEX \`_video_items_v_version_version_sub_category_idx\` ON \`_video_items_v\` (\`version_sub_category\`);`)
  await db.run(sql`CREATE INDEX \`_video_items_v_version_version_video_file_idx\` ON \`_video_items_v\` (\`version_video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_items_v_version_version_thumbnail_idx\` ON \`_video_items_v\` (\`version_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_items_v_version_version_country_idx\` ON \`_video_items_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_video_items_v_version_seo_version_seo_share_image_idx\` ON \`_video_items_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_items_v_version_version_updated_at_idx\` ON \`_video_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_video_items_v_version_version_created_at_idx\` ON \`_video_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_video_items_v_version_version__status_idx\` ON \`_video_items_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_video_items_v_created_at_idx\` ON \`_video_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_video_items_v_updated_at_idx\` ON \`_video_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_video_items_v_snapshot_idx\` ON \`_video_items_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_video_items_v_published_locale_idx\` ON \`_video_items_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_video_items_v_latest_idx\` ON \`_video_items_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_21_idx\` ON \`_video_items_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_video_items_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_video_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_video_items_v_locales_locale_parent_id_unique\` ON \`_video_items_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`image_albums_id\` integer REFERENCES image_albums(id);`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`audio_items_id\` integer REFERENCES audio_items(id);`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`video_items_id\` integer REFERENCES video_items(id);`)
  await db.run(sql`CREATE INDEX \`search_rels_image_albums_id_idx\` ON \`search_rels\` (\`image_albums_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_audio_items_id_idx\` ON \`search_rels\` (\`audio_items_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_video_items_id_idx\` ON \`search_rels\` (\`video_items_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`image_albums_id\` integer REFERENCES image_albums(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`audio_items_id\` integer REFERENCES audio_items(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`video_items_id\` integer REFERENCES video_items(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_image_albums_id_idx\` ON \`payload_locked_documents_rels\` (\`image_albums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audio_items_id_idx\` ON \`payload_locked_documents_rels\` (\`audio_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_items_id_idx\` ON \`payload_locked_documents_rels\` (\`video_items_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_album_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_album_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_audio_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_audio_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_album_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_album_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_audio_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_audio_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_list_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_album_list\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_album_list_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_audio_list\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_audio_list_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_video_list\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_video_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_album_list\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_album_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_audio_list\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_audio_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_video_list\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_video_list_locales\`;`)
  await db.run(sql`DROP TABLE \`image_albums_images\`;`)
  await db.run(sql`DROP TABLE \`image_albums_images_locales\`;`)
  await db.run(sql`DROP TABLE \`image_albums\`;`)
  await db.run(sql`DROP TABLE \`image_albums_locales\`;`)
  await db.run(sql`DROP TABLE \`_image_albums_v_version_images\`;`)
  await db.run(sql`DROP TABLE \`_image_albums_v_version_images_locales\`;`)
  await db.run(sql`DROP TABLE \`_image_albums_v\`;`)
  await db.run(sql`DROP TABLE \`_image_albums_v_locales\`;`)
  await db.run(sql`DROP TABLE \`audio_items\`;`)
  await db.run(sql`DROP TABLE \`audio_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_audio_items_v\`;`)
  await db.run(sql`DROP TABLE \`_audio_items_v_locales\`;`)
  await db.run(sql`DROP TABLE \`video_items\`;`)
  await db.run(sql`DROP TABLE \`video_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_video_items_v\`;`)
  await db.run(sql`DROP TABLE \`_video_items_v_locales\`;`)
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
  	FOREIGN KEY (\`press_id\`) REFERENCES \`press\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_search_rels\`("id", "order", "parent_id", "path", "pages_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessories_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "ingredients_id", "products_id", "news_id", "events_id", "press_id") SELECT "id", "order", "parent_id", "path", "pages_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessories_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "ingredients_id", "products_id", "news_id", "events_id", "press_id" FROM \`search_rels\`;`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "home_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessory_categories_id", "accessories_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "ingredients_id", "products_id", "featured_stories_id", "social_wall_items_id", "news_id", "events_id", "press_categories_id", "press_id", "markets_id", "media_id", "newsletter_subscribers_id", "rate_limits_id", "cache_revalidations_id", "users_id", "contact_submissions_id", "cv_submissions_id", "share_counts_id", "search_id") SELECT "id", "order", "parent_id", "path", "pages_id", "home_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessory_categories_id", "accessories_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "ingredients_id", "products_id", "featured_stories_id", "social_wall_items_id", "news_id", "events_id", "press_categories_id", "press_id", "markets_id", "media_id", "newsletter_subscribers_id", "rate_limits_id", "cache_revalidations_id", "users_id", "contact_submissions_id", "cv_submissions_id", "share_counts_id", "search_id" FROM \`payload_locked_documents_rels\`;`)
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
