import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_brew_guide_sections_sub_contents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`has_header\` integer DEFAULT true,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_brew_guide_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_brew_guide_sections_sub_contents_order_idx\` ON \`pages_blocks_brew_guide_sections_sub_contents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_brew_guide_sections_sub_contents_parent_id_idx\` ON \`pages_blocks_brew_guide_sections_sub_contents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_brew_guide_sections_sub_contents_image_idx\` ON \`pages_blocks_brew_guide_sections_sub_contents\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_brew_guide_sections_sub_contents_locales\` (
  	\`header\` text,
  	\`contents\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_brew_guide_sections_sub_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_brew_guide_sections_sub_contents_locales_locale\` ON \`pages_blocks_brew_guide_sections_sub_contents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_brew_guide_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'content',
  	\`rule_number\` numeric,
  	\`has_header\` integer DEFAULT true,
  	\`image_id\` integer,
  	\`has_link\` integer DEFAULT false,
  	\`link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_brew_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_brew_guide_sections_order_idx\` ON \`pages_blocks_brew_guide_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_brew_guide_sections_parent_id_idx\` ON \`pages_blocks_brew_guide_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_brew_guide_sections_image_idx\` ON \`pages_blocks_brew_guide_sections\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_brew_guide_sections_locales\` (
  	\`header\` text,
  	\`content\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_brew_guide_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_brew_guide_sections_locales_locale_parent_id_un\` ON \`pages_blocks_brew_guide_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_brew_guide\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`video_url\` text,
  	\`video_file_id\` integer,
  	\`video_poster_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_brew_guide_order_idx\` ON \`pages_blocks_brew_guide\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_brew_guide_parent_id_idx\` ON \`pages_blocks_brew_guide\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_brew_guide_path_idx\` ON \`pages_blocks_brew_guide\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_brew_guide_video_file_idx\` ON \`pages_blocks_brew_guide\` (\`video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_brew_guide_video_poster_idx\` ON \`pages_blocks_brew_guide\` (\`video_poster_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_brew_guide_locales\` (
  	\`video_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_brew_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_brew_guide_locales_locale_parent_id_unique\` ON \`pages_blocks_brew_guide_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_e_books\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_e_books_order_idx\` ON \`pages_blocks_e_books\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_e_books_parent_id_idx\` ON \`pages_blocks_e_books\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_e_books_path_idx\` ON \`pages_blocks_e_books\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_e_books_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_e_books\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_e_books_locales_locale_parent_id_unique\` ON \`pages_blocks_e_books_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_brew_guide_sections_sub_contents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`has_header\` integer DEFAULT true,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_brew_guide_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brew_guide_sections_sub_contents_order_idx\` ON \`_pages_v_blocks_brew_guide_sections_sub_contents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brew_guide_sections_sub_contents_parent_id_idx\` ON \`_pages_v_blocks_brew_guide_sections_sub_contents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brew_guide_sections_sub_contents_image_idx\` ON \`_pages_v_blocks_brew_guide_sections_sub_contents\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_brew_guide_sections_sub_contents_locales\` (
  	\`header\` text,
  	\`contents\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_brew_guide_sections_sub_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_brew_guide_sections_sub_contents_locales_loc\` ON \`_pages_v_blocks_brew_guide_sections_sub_contents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_brew_guide_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'content',
  	\`rule_number\` numeric,
  	\`has_header\` integer DEFAULT true,
  	\`image_id\` integer,
  	\`has_link\` integer DEFAULT false,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_brew_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brew_guide_sections_order_idx\` ON \`_pages_v_blocks_brew_guide_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brew_guide_sections_parent_id_idx\` ON \`_pages_v_blocks_brew_guide_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brew_guide_sections_image_idx\` ON \`_pages_v_blocks_brew_guide_sections\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_brew_guide_sections_locales\` (
  	\`header\` text,
  	\`content\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_brew_guide_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_brew_guide_sections_locales_locale_parent_id\` ON \`_pages_v_blocks_brew_guide_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_brew_guide\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`video_url\` text,
  	\`video_file_id\` integer,
  	\`video_poster_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brew_guide_order_idx\` ON \`_pages_v_blocks_brew_guide\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brew_guide_parent_id_idx\` ON \`_pages_v_blocks_brew_guide\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brew_guide_path_idx\` ON \`_pages_v_blocks_brew_guide\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brew_guide_video_file_idx\` ON \`_pages_v_blocks_brew_guide\` (\`video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brew_guide_video_poster_idx\` ON \`_pages_v_blocks_brew_guide\` (\`video_poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_brew_guide_locales\` (
  	\`video_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_brew_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_brew_guide_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_brew_guide_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_e_books\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_e_books_order_idx\` ON \`_pages_v_blocks_e_books\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_e_books_parent_id_idx\` ON \`_pages_v_blocks_e_books\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_e_books_path_idx\` ON \`_pages_v_blocks_e_books\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_e_books_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_e_books\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_e_books_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_e_books_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_brew_guide_sections_sub_contents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`has_header\` integer DEFAULT true,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_brew_guide_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_brew_guide_sections_sub_contents_order_idx\` ON \`home_blocks_brew_guide_sections_sub_contents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_brew_guide_sections_sub_contents_parent_id_idx\` ON \`home_blocks_brew_guide_sections_sub_contents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_brew_guide_sections_sub_contents_image_idx\` ON \`home_blocks_brew_guide_sections_sub_contents\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_brew_guide_sections_sub_contents_locales\` (
  	\`header\` text,
  	\`contents\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_brew_guide_sections_sub_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_brew_guide_sections_sub_contents_locales_locale_\` ON \`home_blocks_brew_guide_sections_sub_contents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_brew_guide_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'content',
  	\`rule_number\` numeric,
  	\`has_header\` integer DEFAULT true,
  	\`image_id\` integer,
  	\`has_link\` integer DEFAULT false,
  	\`link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_brew_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_brew_guide_sections_order_idx\` ON \`home_blocks_brew_guide_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_brew_guide_sections_parent_id_idx\` ON \`home_blocks_brew_guide_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_brew_guide_sections_image_idx\` ON \`home_blocks_brew_guide_sections\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_brew_guide_sections_locales\` (
  	\`header\` text,
  	\`content\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_brew_guide_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_brew_guide_sections_locales_locale_parent_id_uni\` ON \`home_blocks_brew_guide_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_brew_guide\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`video_url\` text,
  	\`video_file_id\` integer,
  	\`video_poster_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_brew_guide_order_idx\` ON \`home_blocks_brew_guide\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_brew_guide_parent_id_idx\` ON \`home_blocks_brew_guide\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_brew_guide_path_idx\` ON \`home_blocks_brew_guide\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_brew_guide_video_file_idx\` ON \`home_blocks_brew_guide\` (\`video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_brew_guide_video_poster_idx\` ON \`home_blocks_brew_guide\` (\`video_poster_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_brew_guide_locales\` (
  	\`video_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_brew_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_brew_guide_locales_locale_parent_id_unique\` ON \`home_blocks_brew_guide_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_e_books\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_e_books_order_idx\` ON \`home_blocks_e_books\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_e_books_parent_id_idx\` ON \`home_blocks_e_books\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_e_books_path_idx\` ON \`home_blocks_e_books\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_e_books_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_e_books\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_e_books_locales_locale_parent_id_unique\` ON \`home_blocks_e_books_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_brew_guide_sections_sub_contents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`has_header\` integer DEFAULT true,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_brew_guide_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_brew_guide_sections_sub_contents_order_idx\` ON \`_home_v_blocks_brew_guide_sections_sub_contents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_brew_guide_sections_sub_contents_parent_id_idx\` ON \`_home_v_blocks_brew_guide_sections_sub_contents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_brew_guide_sections_sub_contents_image_idx\` ON \`_home_v_blocks_brew_guide_sections_sub_contents\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_brew_guide_sections_sub_contents_locales\` (
  	\`header\` text,
  	\`contents\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_brew_guide_sections_sub_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_brew_guide_sections_sub_contents_locales_loca\` ON \`_home_v_blocks_brew_guide_sections_sub_contents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_brew_guide_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'content',
  	\`rule_number\` numeric,
  	\`has_header\` integer DEFAULT true,
  	\`image_id\` integer,
  	\`has_link\` integer DEFAULT false,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_brew_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_brew_guide_sections_order_idx\` ON \`_home_v_blocks_brew_guide_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_brew_guide_sections_parent_id_idx\` ON \`_home_v_blocks_brew_guide_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_brew_guide_sections_image_idx\` ON \`_home_v_blocks_brew_guide_sections\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_brew_guide_sections_locales\` (
  	\`header\` text,
  	\`content\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_brew_guide_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_brew_guide_sections_locales_locale_parent_id_\` ON \`_home_v_blocks_brew_guide_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_brew_guide\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`video_url\` text,
  	\`video_file_id\` integer,
  	\`video_poster_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_brew_guide_order_idx\` ON \`_home_v_blocks_brew_guide\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_brew_guide_parent_id_idx\` ON \`_home_v_blocks_brew_guide\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_brew_guide_path_idx\` ON \`_home_v_blocks_brew_guide\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_brew_guide_video_file_idx\` ON \`_home_v_blocks_brew_guide\` (\`video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_brew_guide_video_poster_idx\` ON \`_home_v_blocks_brew_guide\` (\`video_poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_brew_guide_locales\` (
  	\`video_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_brew_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_brew_guide_locales_locale_parent_id_unique\` ON \`_home_v_blocks_brew_guide_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_e_books\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_e_books_order_idx\` ON \`_home_v_blocks_e_books\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_e_books_parent_id_idx\` ON \`_home_v_blocks_e_books\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_e_books_path_idx\` ON \`_home_v_blocks_e_books\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_e_books_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_e_books\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_e_books_locales_locale_parent_id_unique\` ON \`_home_v_blocks_e_books_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`e_books\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 0,
  	\`pages\` numeric,
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
  await db.run(sql`CREATE INDEX \`e_books_slug_idx\` ON \`e_books\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`e_books_cover_image_idx\` ON \`e_books\` (\`cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`e_books_book_file_idx\` ON \`e_books\` (\`book_file_id\`);`)
  await db.run(sql`CREATE INDEX \`e_books_country_idx\` ON \`e_books\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`e_books_seo_seo_share_image_idx\` ON \`e_books\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`e_books_updated_at_idx\` ON \`e_books\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`e_books_created_at_idx\` ON \`e_books\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`e_books__status_idx\` ON \`e_books\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_4_idx\` ON \`e_books\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`e_books_locales\` (
  	\`title\` text,
  	\`section\` text,
  	\`author\` text,
  	\`summary\` text,
  	\`description\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`e_books\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`e_books_locales_locale_parent_id_unique\` ON \`e_books_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_e_books_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_pages\` numeric,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`e_books\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_book_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_e_books_v_parent_idx\` ON \`_e_books_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_e_books_v_version_version_slug_idx\` ON \`_e_books_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_e_books_v_version_version_cover_image_idx\` ON \`_e_books_v\` (\`version_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_e_books_v_version_version_book_file_idx\` ON \`_e_books_v\` (\`version_book_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_e_books_v_version_version_country_idx\` ON \`_e_books_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_e_books_v_version_seo_version_seo_share_image_idx\` ON \`_e_books_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_e_books_v_version_version_updated_at_idx\` ON \`_e_books_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_e_books_v_version_version_created_at_idx\` ON \`_e_books_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_e_books_v_version_version__status_idx\` ON \`_e_books_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_e_books_v_created_at_idx\` ON \`_e_books_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_e_books_v_updated_at_idx\` ON \`_e_books_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_e_books_v_snapshot_idx\` ON \`_e_books_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_e_books_v_published_locale_idx\` ON \`_e_books_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_e_books_v_latest_idx\` ON \`_e_books_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_4_idx\` ON \`_e_books_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_e_books_v_locales\` (
  	\`version_title\` text,
  	\`version_section\` text,
  	\`version_author\` text,
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_e_books_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_e_books_v_locales_locale_parent_id_unique\` ON \`_e_books_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`e_books_id\` integer REFERENCES e_books(id);`)
  await db.run(sql`CREATE INDEX \`search_rels_e_books_id_idx\` ON \`search_rels\` (\`e_books_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`e_books_id\` integer REFERENCES e_books(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_e_books_id_idx\` ON \`payload_locked_documents_rels\` (\`e_books_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_brew_guide_sections_sub_contents\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_brew_guide_sections_sub_contents_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_brew_guide_sections\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_brew_guide_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_brew_guide\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_brew_guide_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_e_books\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_e_books_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_brew_guide_sections_sub_contents\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_brew_guide_sections_sub_contents_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_brew_guide_sections\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_brew_guide_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_brew_guide\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_brew_guide_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_e_books\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_e_books_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_brew_guide_sections_sub_contents\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_brew_guide_sections_sub_contents_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_brew_guide_sections\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_brew_guide_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_brew_guide\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_brew_guide_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_e_books\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_e_books_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_brew_guide_sections_sub_contents\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_brew_guide_sections_sub_contents_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_brew_guide_sections\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_brew_guide_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_brew_guide\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_brew_guide_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_e_books\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_e_books_locales\`;`)
  await db.run(sql`DROP TABLE \`e_books\`;`)
  await db.run(sql`DROP TABLE \`e_books_locales\`;`)
  await db.run(sql`DROP TABLE \`_e_books_v\`;`)
  await db.run(sql`DROP TABLE \`_e_books_v_locales\`;`)
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tea_estates_id\`) REFERENCES \`tea_estates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcast_series_id\`) REFERENCES \`podcast_series\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcast_episodes_id\`) REFERENCES \`podcast_episodes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_search_rels\`("id", "order", "parent_id", "path", "pages_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id") SELECT "id", "order", "parent_id", "path", "pages_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id" FROM \`search_rels\`;`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "home_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "markets_id", "media_id", "newsletter_subscribers_id", "rate_limits_id", "cache_revalidations_id", "users_id", "contact_submissions_id", "cv_submissions_id", "search_id") SELECT "id", "order", "parent_id", "path", "pages_id", "home_id", "tea_estates_id", "testimonials_id", "podcast_series_id", "podcast_episodes_id", "markets_id", "media_id", "newsletter_subscribers_id", "rate_limits_id", "cache_revalidations_id", "users_id", "contact_submissions_id", "cv_submissions_id", "search_id" FROM \`payload_locked_documents_rels\`;`)
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
