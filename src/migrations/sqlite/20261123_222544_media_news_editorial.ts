import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_media_covers_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_media_covers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_covers_items_order_idx\` ON \`pages_blocks_media_covers_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_covers_items_parent_id_idx\` ON \`pages_blocks_media_covers_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_covers_items_image_idx\` ON \`pages_blocks_media_covers_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_media_covers_items_locales\` (
  	\`header\` text,
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_media_covers_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_media_covers_items_locales_locale_parent_id_uni\` ON \`pages_blocks_media_covers_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_media_covers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_covers_order_idx\` ON \`pages_blocks_media_covers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_covers_parent_id_idx\` ON \`pages_blocks_media_covers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_covers_path_idx\` ON \`pages_blocks_media_covers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_media_covers_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_media_covers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_media_covers_locales_locale_parent_id_unique\` ON \`pages_blocks_media_covers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_featured_stories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`story_type\` text DEFAULT 'featured',
  	\`count\` numeric DEFAULT 3,
  	\`media_only\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_featured_stories_order_idx\` ON \`pages_blocks_featured_stories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_featured_stories_parent_id_idx\` ON \`pages_blocks_featured_stories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_featured_stories_path_idx\` ON \`pages_blocks_featured_stories\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_featured_stories_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_featured_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_featured_stories_locales_locale_parent_id_uniqu\` ON \`pages_blocks_featured_stories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_social_wall\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`count\` numeric DEFAULT 12,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_wall_order_idx\` ON \`pages_blocks_social_wall\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_wall_parent_id_idx\` ON \`pages_blocks_social_wall\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_wall_path_idx\` ON \`pages_blocks_social_wall\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_social_wall_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_social_wall\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_social_wall_locales_locale_parent_id_unique\` ON \`pages_blocks_social_wall_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 9,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_list_order_idx\` ON \`pages_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_list_parent_id_idx\` ON \`pages_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_list_path_idx\` ON \`pages_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_news_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_news_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_news_list_locales_locale_parent_id_unique\` ON \`pages_blocks_news_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_events_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 9,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_events_list_order_idx\` ON \`pages_blocks_events_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_events_list_parent_id_idx\` ON \`pages_blocks_events_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_events_list_path_idx\` ON \`pages_blocks_events_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_events_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_events_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_events_list_locales_locale_parent_id_unique\` ON \`pages_blocks_events_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_press_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 9,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_press_list_order_idx\` ON \`pages_blocks_press_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_press_list_parent_id_idx\` ON \`pages_blocks_press_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_press_list_path_idx\` ON \`pages_blocks_press_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_press_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_press_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_press_list_locales_locale_parent_id_unique\` ON \`pages_blocks_press_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_latest_news\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`count\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_news_order_idx\` ON \`pages_blocks_latest_news\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_news_parent_id_idx\` ON \`pages_blocks_latest_news\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_news_path_idx\` ON \`pages_blocks_latest_news\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_latest_news_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_latest_news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_latest_news_locales_locale_parent_id_unique\` ON \`pages_blocks_latest_news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_upcoming_events\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`count\` numeric DEFAULT 3,
  	\`show_all_link\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_upcoming_events_order_idx\` ON \`pages_blocks_upcoming_events\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_upcoming_events_parent_id_idx\` ON \`pages_blocks_upcoming_events\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_upcoming_events_path_idx\` ON \`pages_blocks_upcoming_events\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_upcoming_events_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_upcoming_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_upcoming_events_locales_locale_parent_id_unique\` ON \`pages_blocks_upcoming_events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_media_covers_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_media_covers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_covers_items_order_idx\` ON \`_pages_v_blocks_media_covers_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_covers_items_parent_id_idx\` ON \`_pages_v_blocks_media_covers_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_covers_items_image_idx\` ON \`_pages_v_blocks_media_covers_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_media_covers_items_locales\` (
  	\`header\` text,
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_media_covers_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_media_covers_items_locales_locale_parent_id_\` ON \`_pages_v_blocks_media_covers_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_media_covers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_covers_order_idx\` ON \`_pages_v_blocks_media_covers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_covers_parent_id_idx\` ON \`_pages_v_blocks_media_covers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_covers_path_idx\` ON \`_pages_v_blocks_media_covers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_media_covers_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_media_covers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_media_covers_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_media_covers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_featured_stories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`story_type\` text DEFAULT 'featured',
  	\`count\` numeric DEFAULT 3,
  	\`media_only\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_featured_stories_order_idx\` ON \`_pages_v_blocks_featured_stories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_featured_stories_parent_id_idx\` ON \`_pages_v_blocks_featured_stories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_featured_stories_path_idx\` ON \`_pages_v_blocks_featured_stories\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_featured_stories_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_featured_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_featured_stories_locales_locale_parent_id_un\` ON \`_pages_v_blocks_featured_stories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_social_wall\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`count\` numeric DEFAULT 12,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_wall_order_idx\` ON \`_pages_v_blocks_social_wall\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_wall_parent_id_idx\` ON \`_pages_v_blocks_social_wall\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_wall_path_idx\` ON \`_pages_v_blocks_social_wall\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_social_wall_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_social_wall\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_social_wall_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_social_wall_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_news_list\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_list_order_idx\` ON \`_pages_v_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_list_parent_id_idx\` ON \`_pages_v_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_list_path_idx\` ON \`_pages_v_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_news_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_news_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_news_list_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_news_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_events_list\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_events_list_order_idx\` ON \`_pages_v_blocks_events_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_events_list_parent_id_idx\` ON \`_pages_v_blocks_events_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_events_list_path_idx\` ON \`_pages_v_blocks_events_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_events_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_events_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_events_list_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_events_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_press_list\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_press_list_order_idx\` ON \`_pages_v_blocks_press_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_press_list_parent_id_idx\` ON \`_pages_v_blocks_press_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_press_list_path_idx\` ON \`_pages_v_blocks_press_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_press_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_press_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_press_list_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_press_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_latest_news\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`count\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_latest_news_order_idx\` ON \`_pages_v_blocks_latest_news\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_latest_news_parent_id_idx\` ON \`_pages_v_blocks_latest_news\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_latest_news_path_idx\` ON \`_pages_v_blocks_latest_news\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_latest_news_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_latest_news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_latest_news_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_latest_news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_upcoming_events\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`count\` numeric DEFAULT 3,
  	\`show_all_link\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_upcoming_events_order_idx\` ON \`_pages_v_blocks_upcoming_events\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_upcoming_events_parent_id_idx\` ON \`_pages_v_blocks_upcoming_events\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_upcoming_events_path_idx\` ON \`_pages_v_blocks_upcoming_events\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_upcoming_events_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_upcoming_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_upcoming_events_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_upcoming_events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_media_covers_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_media_covers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_media_covers_items_order_idx\` ON \`home_blocks_media_covers_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_media_covers_items_parent_id_idx\` ON \`home_blocks_media_covers_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_media_covers_items_image_idx\` ON \`home_blocks_media_covers_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_media_covers_items_locales\` (
  	\`header\` text,
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_media_covers_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_media_covers_items_locales_locale_parent_id_uniq\` ON \`home_blocks_media_covers_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_media_covers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_media_covers_order_idx\` ON \`home_blocks_media_covers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_media_covers_parent_id_idx\` ON \`home_blocks_media_covers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_media_covers_path_idx\` ON \`home_blocks_media_covers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_media_covers_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_media_covers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_media_covers_locales_locale_parent_id_unique\` ON \`home_blocks_media_covers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_featured_stories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`story_type\` text DEFAULT 'featured',
  	\`count\` numeric DEFAULT 3,
  	\`media_only\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_featured_stories_order_idx\` ON \`home_blocks_featured_stories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_featured_stories_parent_id_idx\` ON \`home_blocks_featured_stories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_featured_stories_path_idx\` ON \`home_blocks_featured_stories\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_featured_stories_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_featured_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_featured_stories_locales_locale_parent_id_unique\` ON \`home_blocks_featured_stories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_social_wall\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`count\` numeric DEFAULT 12,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_social_wall_order_idx\` ON \`home_blocks_social_wall\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_social_wall_parent_id_idx\` ON \`home_blocks_social_wall\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_social_wall_path_idx\` ON \`home_blocks_social_wall\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_social_wall_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_social_wall\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_social_wall_locales_locale_parent_id_unique\` ON \`home_blocks_social_wall_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 9,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_news_list_order_idx\` ON \`home_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_news_list_parent_id_idx\` ON \`home_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_news_list_path_idx\` ON \`home_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_news_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_news_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_news_list_locales_locale_parent_id_unique\` ON \`home_blocks_news_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_events_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 9,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_events_list_order_idx\` ON \`home_blocks_events_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_events_list_parent_id_idx\` ON \`home_blocks_events_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_events_list_path_idx\` ON \`home_blocks_events_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_events_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_events_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_events_list_locales_locale_parent_id_unique\` ON \`home_blocks_events_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_press_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 9,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_press_list_order_idx\` ON \`home_blocks_press_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_press_list_parent_id_idx\` ON \`home_blocks_press_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_press_list_path_idx\` ON \`home_blocks_press_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_press_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_press_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_press_list_locales_locale_parent_id_unique\` ON \`home_blocks_press_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_latest_news\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`count\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_latest_news_order_idx\` ON \`home_blocks_latest_news\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_latest_news_parent_id_idx\` ON \`home_blocks_latest_news\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_latest_news_path_idx\` ON \`home_blocks_latest_news\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_latest_news_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_latest_news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_latest_news_locales_locale_parent_id_unique\` ON \`home_blocks_latest_news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_upcoming_events\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`count\` numeric DEFAULT 3,
  	\`show_all_link\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_upcoming_events_order_idx\` ON \`home_blocks_upcoming_events\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_upcoming_events_parent_id_idx\` ON \`home_blocks_upcoming_events\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_upcoming_events_path_idx\` ON \`home_blocks_upcoming_events\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_upcoming_events_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_upcoming_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_upcoming_events_locales_locale_parent_id_unique\` ON \`home_blocks_upcoming_events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_media_covers_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_media_covers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_media_covers_items_order_idx\` ON \`_home_v_blocks_media_covers_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_media_covers_items_parent_id_idx\` ON \`_home_v_blocks_media_covers_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_media_covers_items_image_idx\` ON \`_home_v_blocks_media_covers_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_media_covers_items_locales\` (
  	\`header\` text,
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_media_covers_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_media_covers_items_locales_locale_parent_id_u\` ON \`_home_v_blocks_media_covers_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_media_covers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_media_covers_order_idx\` ON \`_home_v_blocks_media_covers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_media_covers_parent_id_idx\` ON \`_home_v_blocks_media_covers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_media_covers_path_idx\` ON \`_home_v_blocks_media_covers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_media_covers_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_media_covers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_media_covers_locales_locale_parent_id_unique\` ON \`_home_v_blocks_media_covers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_featured_stories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`story_type\` text DEFAULT 'featured',
  	\`count\` numeric DEFAULT 3,
  	\`media_only\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_featured_stories_order_idx\` ON \`_home_v_blocks_featured_stories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_featured_stories_parent_id_idx\` ON \`_home_v_blocks_featured_stories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_featured_stories_path_idx\` ON \`_home_v_blocks_featured_stories\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_featured_stories_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_featured_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_featured_stories_locales_locale_parent_id_uni\` ON \`_home_v_blocks_featured_stories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_social_wall\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`count\` numeric DEFAULT 12,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_social_wall_order_idx\` ON \`_home_v_blocks_social_wall\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_social_wall_parent_id_idx\` ON \`_home_v_blocks_social_wall\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_social_wall_path_idx\` ON \`_home_v_blocks_social_wall\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_social_wall_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_social_wall\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_social_wall_locales_locale_parent_id_unique\` ON \`_home_v_blocks_social_wall_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_news_list\` (
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
  await db.run(sql`CREATE INDEX \`_home_v_blocks_news_list_order_idx\` ON \`_home_v_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_news_list_parent_id_idx\` ON \`_home_v_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_news_list_path_idx\` ON \`_home_v_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_news_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_news_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_news_list_locales_locale_parent_id_unique\` ON \`_home_v_blocks_news_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_events_list\` (
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
  await db.run(sql`CREATE INDEX \`_home_v_blocks_events_list_order_idx\` ON \`_home_v_blocks_events_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_events_list_parent_id_idx\` ON \`_home_v_blocks_events_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_events_list_path_idx\` ON \`_home_v_blocks_events_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_events_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_events_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_events_list_locales_locale_parent_id_unique\` ON \`_home_v_blocks_events_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_press_list\` (
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
  await db.run(sql`CREATE INDEX \`_home_v_blocks_press_list_order_idx\` ON \`_home_v_blocks_press_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_press_list_parent_id_idx\` ON \`_home_v_blocks_press_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_press_list_path_idx\` ON \`_home_v_blocks_press_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_press_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_press_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_press_list_locales_locale_parent_id_unique\` ON \`_home_v_blocks_press_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_latest_news\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`count\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_latest_news_order_idx\` ON \`_home_v_blocks_latest_news\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_latest_news_parent_id_idx\` ON \`_home_v_blocks_latest_news\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_latest_news_path_idx\` ON \`_home_v_blocks_latest_news\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_latest_news_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_latest_news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_latest_news_locales_locale_parent_id_unique\` ON \`_home_v_blocks_latest_news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_upcoming_events\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`count\` numeric DEFAULT 3,
  	\`show_all_link\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_upcoming_events_order_idx\` ON \`_home_v_blocks_upcoming_events\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_upcoming_events_parent_id_idx\` ON \`_home_v_blocks_upcoming_events\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_upcoming_events_path_idx\` ON \`_home_v_blocks_upcoming_events\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_upcoming_events_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_upcoming_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_upcoming_events_locales_locale_parent_id_uniq\` ON \`_home_v_blocks_upcoming_events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`featured_stories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`link\` text,
  	\`image_id\` integer,
  	\`type\` text DEFAULT 'featured',
  	\`date\` text,
  	\`is_media\` integer DEFAULT false,
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
  await db.run(sql`CREATE INDEX \`featured_stories_slug_idx\` ON \`featured_stories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`featured_stories_image_idx\` ON \`featured_stories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`featured_stories_type_idx\` ON \`featured_stories\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`featured_stories_date_idx\` ON \`featured_stories\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`featured_stories_is_media_idx\` ON \`featured_stories\` (\`is_media\`);`)
  await db.run(sql`CREATE INDEX \`featured_stories_country_idx\` ON \`featured_stories\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`featured_stories_seo_seo_share_image_idx\` ON \`featured_stories\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`featured_stories_updated_at_idx\` ON \`featured_stories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`featured_stories_created_at_idx\` ON \`featured_stories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`featured_stories__status_idx\` ON \`featured_stories\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_13_idx\` ON \`featured_stories\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`featured_stories_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`featured_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`featured_stories_locales_locale_parent_id_unique\` ON \`featured_stories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_featured_stories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_link\` text,
  	\`version_image_id\` integer,
  	\`version_type\` text DEFAULT 'featured',
  	\`version_date\` text,
  	\`version_is_media\` integer DEFAULT false,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`featured_stories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_featured_stories_v_parent_idx\` ON \`_featured_stories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_featured_stories_v_version_version_slug_idx\` ON \`_featured_stories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_featured_stories_v_version_version_image_idx\` ON \`_featured_stories_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_featured_stories_v_version_version_type_idx\` ON \`_featured_stories_v\` (\`version_type\`);`)
  await db.run(sql`CREATE INDEX \`_featured_stories_v_version_version_date_idx\` ON \`_featured_stories_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_featured_stories_v_version_version_is_media_idx\` ON \`_featured_stories_v\` (\`version_is_media\`);`)
  await db.run(sql`CREATE INDEX \`_featured_stories_v_version_version_country_idx\` ON \`_featured_stories_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_featured_stories_v_version_seo_version_seo_share_image_idx\` ON \`_featured_stories_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_featured_stories_v_version_version_updated_at_idx\` ON \`_featured_stories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_featured_stories_v_version_version_created_at_idx\` ON \`_featured_stories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_featured_stories_v_version_version__status_idx\` ON \`_featured_stories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_featured_stories_v_created_at_idx\` ON \`_featured_stories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_featured_stories_v_updated_at_idx\` ON \`_featured_stories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_featured_stories_v_snapshot_idx\` ON \`_featured_stories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_featured_stories_v_published_locale_idx\` ON \`_featured_stories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_featured_stories_v_latest_idx\` ON \`_featured_stories_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_13_idx\` ON \`_featured_stories_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_featured_stories_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_featured_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_featured_stories_v_locales_locale_parent_id_unique\` ON \`_featured_stories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`social_wall_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`image_id\` integer,
  	\`icon_type\` text,
  	\`link\` text,
  	\`posted_at\` text,
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
  await db.run(sql`CREATE INDEX \`social_wall_items_slug_idx\` ON \`social_wall_items\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`social_wall_items_image_idx\` ON \`social_wall_items\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`social_wall_items_posted_at_idx\` ON \`social_wall_items\` (\`posted_at\`);`)
  await db.run(sql`CREATE INDEX \`social_wall_items_country_idx\` ON \`social_wall_items\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`social_wall_items_seo_seo_share_image_idx\` ON \`social_wall_items\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`social_wall_items_updated_at_idx\` ON \`social_wall_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`social_wall_items_created_at_idx\` ON \`social_wall_items\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`social_wall_items__status_idx\` ON \`social_wall_items\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_14_idx\` ON \`social_wall_items\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`social_wall_items_locales\` (
  	\`description\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`social_wall_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`social_wall_items_locales_locale_parent_id_unique\` ON \`social_wall_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_social_wall_items_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_image_id\` integer,
  	\`version_icon_type\` text,
  	\`version_link\` text,
  	\`version_posted_at\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`social_wall_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_social_wall_items_v_parent_idx\` ON \`_social_wall_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_social_wall_items_v_version_version_slug_idx\` ON \`_social_wall_items_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_social_wall_items_v_version_version_image_idx\` ON \`_social_wall_items_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_social_wall_items_v_version_version_posted_at_idx\` ON \`_social_wall_items_v\` (\`version_posted_at\`);`)
  await db.run(sql`CREATE INDEX \`_social_wall_items_v_version_version_country_idx\` ON \`_social_wall_items_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_social_wall_items_v_version_seo_version_seo_share_image_idx\` ON \`_social_wall_items_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_social_wall_items_v_version_version_updated_at_idx\` ON \`_social_wall_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_social_wall_items_v_version_version_created_at_idx\` ON \`_social_wall_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_social_wall_items_v_version_version__status_idx\` ON \`_social_wall_items_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_social_wall_items_v_created_at_idx\` ON \`_social_wall_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_social_wall_items_v_updated_at_idx\` ON \`_social_wall_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_social_wall_items_v_snapshot_idx\` ON \`_social_wall_items_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_social_wall_items_v_published_locale_idx\` ON \`_social_wall_items_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_social_wall_items_v_latest_idx\` ON \`_social_wall_items_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_14_idx\` ON \`_social_wall_items_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_social_wall_items_v_locales\` (
  	\`version_description\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_social_wall_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_social_wall_items_v_locales_locale_parent_id_unique\` ON \`_social_wall_items_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_images_order_idx\` ON \`news_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_images_parent_id_idx\` ON \`news_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_images_image_idx\` ON \`news_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`date\` text,
  	\`year\` numeric,
  	\`month\` numeric,
  	\`sub_category\` text,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`seo_share_image_id\` integer,
  	\`seo_prevent_indexing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_date_idx\` ON \`news\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`news_year_idx\` ON \`news\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`news_month_idx\` ON \`news\` (\`month\`);`)
  await db.run(sql`CREATE INDEX \`news_sub_category_idx\` ON \`news\` (\`sub_category\`);`)
  await db.run(sql`CREATE INDEX \`news_country_idx\` ON \`news\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`news_seo_seo_share_image_idx\` ON \`news\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_15_idx\` ON \`news\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`news_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_version_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_version_images_order_idx\` ON \`_news_v_version_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_images_parent_id_idx\` ON \`_news_v_version_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_images_image_idx\` ON \`_news_v_version_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_date\` text,
  	\`version_year\` numeric,
  	\`version_month\` numeric,
  	\`version_sub_category\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_date_idx\` ON \`_news_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_year_idx\` ON \`_news_v\` (\`version_year\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_month_idx\` ON \`_news_v\` (\`version_month\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_sub_category_idx\` ON \`_news_v\` (\`version_sub_category\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_country_idx\` ON \`_news_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_seo_version_seo_share_image_idx\` ON \`_news_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_15_idx\` ON \`_news_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_v_locales_locale_parent_id_unique\` ON \`_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_images_order_idx\` ON \`events_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_images_parent_id_idx\` ON \`events_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_images_image_idx\` ON \`events_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`start\` text,
  	\`end\` text,
  	\`all_day\` integer DEFAULT false,
  	\`ends_at\` text,
  	\`year\` numeric,
  	\`month\` numeric,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`seo_share_image_id\` integer,
  	\`seo_prevent_indexing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`events_slug_idx\` ON \`events\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`events_start_idx\` ON \`events\` (\`start\`);`)
  await db.run(sql`CREATE INDEX \`events_ends_at_idx\` ON \`events\` (\`ends_at\`);`)
  await db.run(sql`CREATE INDEX \`events_year_idx\` ON \`events\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`events_month_idx\` ON \`events\` (\`month\`);`)
  await db.run(sql`CREATE INDEX \`events_country_idx\` ON \`events\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`events_seo_seo_share_image_idx\` ON \`events\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_16_idx\` ON \`events\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`events_locales\` (
  	\`title\` text,
  	\`place\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_locales_locale_parent_id_unique\` ON \`events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_images_order_idx\` ON \`_events_v_version_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_images_parent_id_idx\` ON \`_events_v_version_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_images_image_idx\` ON \`_events_v_version_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_start\` text,
  	\`version_end\` text,
  	\`version_all_day\` integer DEFAULT false,
  	\`version_ends_at\` text,
  	\`version_year\` numeric,
  	\`version_month\` numeric,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_slug_idx\` ON \`_events_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_start_idx\` ON \`_events_v\` (\`version_start\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_ends_at_idx\` ON \`_events_v\` (\`version_ends_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_year_idx\` ON \`_events_v\` (\`version_year\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_month_idx\` ON \`_events_v\` (\`version_month\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_country_idx\` ON \`_events_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_seo_version_seo_share_image_idx\` ON \`_events_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version__status_idx\` ON \`_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_snapshot_idx\` ON \`_events_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_published_locale_idx\` ON \`_events_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_latest_idx\` ON \`_events_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_16_idx\` ON \`_events_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_locales\` (
  	\`version_title\` text,
  	\`version_place\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_events_v_locales_locale_parent_id_unique\` ON \`_events_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`press_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`parent_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`seo_share_image_id\` integer,
  	\`seo_prevent_indexing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`press_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`press_categories_slug_idx\` ON \`press_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`press_categories_parent_idx\` ON \`press_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`press_categories_country_idx\` ON \`press_categories\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`press_categories_seo_seo_share_image_idx\` ON \`press_categories\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`press_categories_updated_at_idx\` ON \`press_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`press_categories_created_at_idx\` ON \`press_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`press_categories__status_idx\` ON \`press_categories\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_17_idx\` ON \`press_categories\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`press_categories_locales\` (
  	\`name\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`press_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`press_categories_locales_locale_parent_id_unique\` ON \`press_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_press_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_parent_id\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`press_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`press_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_press_categories_v_parent_idx\` ON \`_press_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_categories_v_version_version_slug_idx\` ON \`_press_categories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_press_categories_v_version_version_parent_idx\` ON \`_press_categories_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_categories_v_version_version_country_idx\` ON \`_press_categories_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_press_categories_v_version_seo_version_seo_share_image_idx\` ON \`_press_categories_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_categories_v_version_version_updated_at_idx\` ON \`_press_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_categories_v_version_version_created_at_idx\` ON \`_press_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_categories_v_version_version__status_idx\` ON \`_press_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_press_categories_v_created_at_idx\` ON \`_press_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_categories_v_updated_at_idx\` ON \`_press_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_categories_v_snapshot_idx\` ON \`_press_categories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_press_categories_v_published_locale_idx\` ON \`_press_categories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_press_categories_v_latest_idx\` ON \`_press_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_17_idx\` ON \`_press_categories_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_press_categories_v_locales\` (
  	\`version_name\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_press_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_press_categories_v_locales_locale_parent_id_unique\` ON \`_press_categories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`press_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`press\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`press_images_order_idx\` ON \`press_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`press_images_parent_id_idx\` ON \`press_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`press_images_image_idx\` ON \`press_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`press\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`date\` text,
  	\`year\` numeric,
  	\`month\` numeric,
  	\`category_id\` integer,
  	\`sub_category_id\` integer,
  	\`category_slug\` text,
  	\`sub_category_slug\` text,
  	\`file_id\` integer,
  	\`link\` text,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`seo_share_image_id\` integer,
  	\`seo_prevent_indexing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`press_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sub_category_id\`) REFERENCES \`press_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`press_slug_idx\` ON \`press\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`press_date_idx\` ON \`press\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`press_year_idx\` ON \`press\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`press_month_idx\` ON \`press\` (\`month\`);`)
  await db.run(sql`CREATE INDEX \`press_category_idx\` ON \`press\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`press_sub_category_idx\` ON \`press\` (\`sub_category_id\`);`)
  await db.run(sql`CREATE INDEX \`press_category_slug_idx\` ON \`press\` (\`category_slug\`);`)
  await db.run(sql`CREATE INDEX \`press_sub_category_slug_idx\` ON \`press\` (\`sub_category_slug\`);`)
  await db.run(sql`CREATE INDEX \`press_file_idx\` ON \`press\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`press_country_idx\` ON \`press\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`press_seo_seo_share_image_idx\` ON \`press\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`press_updated_at_idx\` ON \`press\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`press_created_at_idx\` ON \`press\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`press__status_idx\` ON \`press\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_18_idx\` ON \`press\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`press_locales\` (
  	\`title\` text,
  	\`publication\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`press\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`press_locales_locale_parent_id_unique\` ON \`press_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_press_v_version_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_press_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_press_v_version_images_order_idx\` ON \`_press_v_version_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_version_images_parent_id_idx\` ON \`_press_v_version_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_version_images_image_idx\` ON \`_press_v_version_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_press_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_date\` text,
  	\`version_year\` numeric,
  	\`version_month\` numeric,
  	\`version_category_id\` integer,
  	\`version_sub_category_id\` integer,
  	\`version_category_slug\` text,
  	\`version_sub_category_slug\` text,
  	\`version_file_id\` integer,
  	\`version_link\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`press\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`press_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_sub_category_id\`) REFERENCES \`press_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_press_v_parent_idx\` ON \`_press_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_version_version_slug_idx\` ON \`_press_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_version_version_date_idx\` ON \`_press_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_version_version_year_idx\` ON \`_press_v\` (\`version_year\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_version_version_month_idx\` ON \`_press_v\` (\`version_month\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_version_version_category_idx\` ON \`_press_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_version_version_sub_category_idx\` ON \`_press_v\` (\`version_sub_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_version_version_category_slug_idx\` ON \`_press_v\` (\`version_category_slug\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_version_version_sub_category_slug_idx\` ON \`_press_v\` (\`version_sub_category_slug\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_version_version_file_idx\` ON \`_press_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_version_version_country_idx\` ON \`_press_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_version_seo_version_seo_share_image_idx\` ON \`_press_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_version_version_updated_at_idx\` ON \`_press_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_version_version_created_at_idx\` ON \`_press_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_version_version__status_idx\` ON \`_press_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_created_at_idx\` ON \`_press_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_updated_at_idx\` ON \`_press_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_snapshot_idx\` ON \`_press_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_published_locale_idx\` ON \`_press_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_press_v_latest_idx\` ON \`_press_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_18_idx\` ON \`_press_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_press_v_locales\` (
  	\`version_title\` text,
  	\`version_publication\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_press_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_press_v_locales_locale_parent_id_unique\` ON \`_press_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`share_counts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`item_collection\` text NOT NULL,
  	\`item_slug\` text NOT NULL,
  	\`network\` text NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`share_counts_updated_at_idx\` ON \`share_counts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`share_counts_created_at_idx\` ON \`share_counts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`item_collection_item_slug_network_idx\` ON \`share_counts\` (\`item_collection\`,\`item_slug\`,\`network\`);`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`news_id\` integer REFERENCES news(id);`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`events_id\` integer REFERENCES events(id);`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`press_id\` integer REFERENCES press(id);`)
  await db.run(sql`CREATE INDEX \`search_rels_news_id_idx\` ON \`search_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_events_id_idx\` ON \`search_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_press_id_idx\` ON \`search_rels\` (\`press_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`featured_stories_id\` integer REFERENCES featured_stories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`social_wall_items_id\` integer REFERENCES social_wall_items(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`news_id\` integer REFERENCES news(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`events_id\` integer REFERENCES events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`press_categories_id\` integer REFERENCES press_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`press_id\` integer REFERENCES press(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`share_counts_id\` integer REFERENCES share_counts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_featured_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`featured_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_social_wall_items_id_idx\` ON \`payload_locked_documents_rels\` (\`social_wall_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_press_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`press_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_press_id_idx\` ON \`payload_locked_documents_rels\` (\`press_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_share_counts_id_idx\` ON \`payload_locked_documents_rels\` (\`share_counts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_media_covers_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_media_covers_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_media_covers\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_media_covers_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_featured_stories\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_featured_stories_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_social_wall\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_social_wall_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_news_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_events_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_events_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_press_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_press_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_latest_news\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_latest_news_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_upcoming_events\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_upcoming_events_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_media_covers_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_media_covers_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_media_covers\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_media_covers_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_featured_stories\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_featured_stories_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_social_wall\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_social_wall_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_news_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_events_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_events_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_press_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_press_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_latest_news\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_latest_news_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_upcoming_events\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_upcoming_events_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_media_covers_items\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_media_covers_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_media_covers\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_media_covers_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_featured_stories\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_featured_stories_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_social_wall\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_social_wall_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_news_list_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_events_list\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_events_list_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_press_list\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_press_list_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_latest_news\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_latest_news_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_upcoming_events\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_upcoming_events_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_media_covers_items\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_media_covers_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_media_covers\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_media_covers_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_featured_stories\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_featured_stories_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_social_wall\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_social_wall_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_news_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_events_list\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_events_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_press_list\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_press_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_latest_news\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_latest_news_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_upcoming_events\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_upcoming_events_locales\`;`)
  await db.run(sql`DROP TABLE \`featured_stories\`;`)
  await db.run(sql`DROP TABLE \`featured_stories_locales\`;`)
  await db.run(sql`DROP TABLE \`_featured_stories_v\`;`)
  await db.run(sql`DROP TABLE \`_featured_stories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`social_wall_items\`;`)
  await db.run(sql`DROP TABLE \`social_wall_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_social_wall_items_v\`;`)
  await db.run(sql`DROP TABLE \`_social_wall_items_v_locales\`;`)
  await db.run(sql`DROP TABLE \`news_images\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_v_version_images\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`events_images\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`DROP TABLE \`events_locales\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_images\`;`)
  await db.run(sql`DROP TABLE \`_events_v\`;`)
  await db.run(sql`DROP TABLE \`_events_v_locales\`;`)
  await db.run(sql`DROP TABLE \`press_categories\`;`)
  await db.run(sql`DROP TABLE \`press_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`_press_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_press_categories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`press_images\`;`)
  await db.run(sql`DROP TABLE \`press\`;`)
  await db.run(sql`DROP TABLE \`press_locales\`;`)
  await db.run(sql`DROP TABLE \`_press_v_version_images\`;`)
  await db.run(sql`DROP TABLE \`_press_v\`;`)
  await db.run(sql`DROP TABLE \`_press_v_locales\`;`)
  await db.run(sql`DROP TABLE \`share_counts\`;`)
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
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_search_rels\`("id", "order", "parent_id", "path", "pages_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessories_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "ingredients_id", "products_id") SELECT "id", "order", "parent_id", "path", "pages_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessories_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "ingredients_id", "products_id" FROM \`search_rels\`;`)
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
  	FOREIGN KEY (\`tea_categories_id\`) REFERENCES \`tea_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tea_ranges_id\`) REFERENCES \`tea_ranges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ingredients_id\`) REFERENCES \`ingredients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "home_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessory_categories_id", "accessories_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "ingredients_id", "products_id", "markets_id", "media_id", "newsletter_subscribers_id", "rate_limits_id", "cache_revalidations_id", "users_id", "contact_submissions_id", "cv_submissions_id", "search_id") SELECT "id", "order", "parent_id", "path", "pages_id", "home_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "e_books_id", "gift_teas_id", "accessory_categories_id", "accessories_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "ingredients_id", "products_id", "markets_id", "media_id", "newsletter_subscribers_id", "rate_limits_id", "cache_revalidations_id", "users_id", "contact_submissions_id", "cv_submissions_id", "search_id" FROM \`payload_locked_documents_rels\`;`)
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
