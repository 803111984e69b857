import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_founder_message\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`signature_id\` integer,
  	\`video_url\` text,
  	\`video_file_id\` integer,
  	\`video_poster_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`signature_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_founder_message_order_idx\` ON \`pages_blocks_founder_message\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_founder_message_parent_id_idx\` ON \`pages_blocks_founder_message\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_founder_message_path_idx\` ON \`pages_blocks_founder_message\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_founder_message_signature_idx\` ON \`pages_blocks_founder_message\` (\`signature_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_founder_message_video_file_idx\` ON \`pages_blocks_founder_message\` (\`video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_founder_message_video_poster_idx\` ON \`pages_blocks_founder_message\` (\`video_poster_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_founder_message_locales\` (
  	\`header\` text,
  	\`message\` text,
  	\`founder_name\` text,
  	\`founder_role\` text,
  	\`video_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_founder_message\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_founder_message_locales_locale_parent_id_unique\` ON \`pages_blocks_founder_message_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_value_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_value_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_value_cards_cards_order_idx\` ON \`pages_blocks_value_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_value_cards_cards_parent_id_idx\` ON \`pages_blocks_value_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_value_cards_cards_image_idx\` ON \`pages_blocks_value_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_value_cards_cards_locales\` (
  	\`title\` text,
  	\`short_text\` text,
  	\`long_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_value_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_value_cards_cards_locales_locale_parent_id_uniq\` ON \`pages_blocks_value_cards_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_value_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_value_cards_order_idx\` ON \`pages_blocks_value_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_value_cards_parent_id_idx\` ON \`pages_blocks_value_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_value_cards_path_idx\` ON \`pages_blocks_value_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_value_cards_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_value_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_value_cards_locales_locale_parent_id_unique\` ON \`pages_blocks_value_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_certificates_awards_certificates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`file_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_certificates_awards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_certificates_awards_certificates_order_idx\` ON \`pages_blocks_certificates_awards_certificates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_certificates_awards_certificates_parent_id_idx\` ON \`pages_blocks_certificates_awards_certificates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_certificates_awards_certificates_image_idx\` ON \`pages_blocks_certificates_awards_certificates\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_certificates_awards_certificates_file_idx\` ON \`pages_blocks_certificates_awards_certificates\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_certificates_awards_certificates_locales\` (
  	\`sub_heading\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_certificates_awards_certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_certificates_awards_certificates_locales_locale\` ON \`pages_blocks_certificates_awards_certificates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_certificates_awards_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`file_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_certificates_awards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_certificates_awards_awards_order_idx\` ON \`pages_blocks_certificates_awards_awards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_certificates_awards_awards_parent_id_idx\` ON \`pages_blocks_certificates_awards_awards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_certificates_awards_awards_image_idx\` ON \`pages_blocks_certificates_awards_awards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_certificates_awards_awards_file_idx\` ON \`pages_blocks_certificates_awards_awards\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_certificates_awards_awards_locales\` (
  	\`sub_heading\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_certificates_awards_awards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_certificates_awards_awards_locales_locale_paren\` ON \`pages_blocks_certificates_awards_awards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_certificates_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_certificates_awards_order_idx\` ON \`pages_blocks_certificates_awards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_certificates_awards_parent_id_idx\` ON \`pages_blocks_certificates_awards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_certificates_awards_path_idx\` ON \`pages_blocks_certificates_awards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_certificates_awards_locales\` (
  	\`header\` text,
  	\`description\` text,
  	\`certificate_btn_text\` text,
  	\`award_btn_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_certificates_awards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_certificates_awards_locales_locale_parent_id_un\` ON \`pages_blocks_certificates_awards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_timeline_time_line\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_time_line_order_idx\` ON \`pages_blocks_timeline_time_line\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_time_line_parent_id_idx\` ON \`pages_blocks_timeline_time_line\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_timeline_time_line_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_timeline_time_line\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_timeline_time_line_locales_locale_parent_id_uni\` ON \`pages_blocks_timeline_time_line_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_order_idx\` ON \`pages_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_parent_id_idx\` ON \`pages_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_path_idx\` ON \`pages_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_timeline_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_timeline_locales_locale_parent_id_unique\` ON \`pages_blocks_timeline_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quote\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_order_idx\` ON \`pages_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_parent_id_idx\` ON \`pages_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_path_idx\` ON \`pages_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quote_locales\` (
  	\`title\` text,
  	\`quote\` text,
  	\`author\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_quote_locales_locale_parent_id_unique\` ON \`pages_blocks_quote_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_downloads_files\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_downloads_files_order_idx\` ON \`pages_blocks_downloads_files\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_downloads_files_parent_id_idx\` ON \`pages_blocks_downloads_files\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_downloads_files_file_idx\` ON \`pages_blocks_downloads_files\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_downloads_files_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_downloads_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_downloads_files_locales_locale_parent_id_unique\` ON \`pages_blocks_downloads_files_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_downloads_order_idx\` ON \`pages_blocks_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_downloads_parent_id_idx\` ON \`pages_blocks_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_downloads_path_idx\` ON \`pages_blocks_downloads\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_downloads_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_downloads_locales_locale_parent_id_unique\` ON \`pages_blocks_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_goals_goals\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`colour\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_goals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_goals_goals_order_idx\` ON \`pages_blocks_goals_goals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_goals_goals_parent_id_idx\` ON \`pages_blocks_goals_goals\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_goals_goals_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_goals_goals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_goals_goals_locales_locale_parent_id_unique\` ON \`pages_blocks_goals_goals_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_goals\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_goals_order_idx\` ON \`pages_blocks_goals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_goals_parent_id_idx\` ON \`pages_blocks_goals\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_goals_path_idx\` ON \`pages_blocks_goals\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_goals_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_goals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_goals_locales_locale_parent_id_unique\` ON \`pages_blocks_goals_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stats_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_stats_order_idx\` ON \`pages_blocks_stats_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_stats_parent_id_idx\` ON \`pages_blocks_stats_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stats_stats_locales\` (
  	\`figure\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_stats_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_stats_stats_locales_locale_parent_id_unique\` ON \`pages_blocks_stats_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_order_idx\` ON \`pages_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_parent_id_idx\` ON \`pages_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_path_idx\` ON \`pages_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stats_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_stats_locales_locale_parent_id_unique\` ON \`pages_blocks_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_policy_sections_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_policy_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_policy_sections_sections_order_idx\` ON \`pages_blocks_policy_sections_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_policy_sections_sections_parent_id_idx\` ON \`pages_blocks_policy_sections_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_policy_sections_sections_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_policy_sections_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_policy_sections_sections_locales_locale_parent_\` ON \`pages_blocks_policy_sections_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_policy_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`effective_date\` text,
  	\`show_contents\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_policy_sections_order_idx\` ON \`pages_blocks_policy_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_policy_sections_parent_id_idx\` ON \`pages_blocks_policy_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_policy_sections_path_idx\` ON \`pages_blocks_policy_sections\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cookie_settings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cookie_settings_order_idx\` ON \`pages_blocks_cookie_settings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cookie_settings_parent_id_idx\` ON \`pages_blocks_cookie_settings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cookie_settings_path_idx\` ON \`pages_blocks_cookie_settings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cookie_settings_locales\` (
  	\`header\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cookie_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_cookie_settings_locales_locale_parent_id_unique\` ON \`pages_blocks_cookie_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_map_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`items_order_idx\` ON \`items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`items_parent_id_idx\` ON \`items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`items_image_idx\` ON \`items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`items_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`items_locales_locale_parent_id_unique\` ON \`items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_map_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_map\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_map_sections_order_idx\` ON \`site_map_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_map_sections_parent_id_idx\` ON \`site_map_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_map_sections_locales\` (
  	\`section_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_map_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_map_sections_locales_locale_parent_id_unique\` ON \`site_map_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_map_order_idx\` ON \`site_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_map_parent_id_idx\` ON \`site_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_map_path_idx\` ON \`site_map\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tea_estates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`show_map\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_estates_order_idx\` ON \`pages_blocks_tea_estates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_estates_parent_id_idx\` ON \`pages_blocks_tea_estates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_estates_path_idx\` ON \`pages_blocks_tea_estates\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tea_estates_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tea_estates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_tea_estates_locales_locale_parent_id_unique\` ON \`pages_blocks_tea_estates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 6,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_order_idx\` ON \`pages_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_parent_id_idx\` ON \`pages_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_path_idx\` ON \`pages_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_testimonials_locales_locale_parent_id_unique\` ON \`pages_blocks_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_details\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`contact_details_contact_no_1\` text,
  	\`contact_details_contact_no_2\` text,
  	\`contact_details_email\` text,
  	\`contact_details_latitude\` numeric,
  	\`contact_details_longitude\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_details_order_idx\` ON \`pages_blocks_contact_details\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_details_parent_id_idx\` ON \`pages_blocks_contact_details\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_details_path_idx\` ON \`pages_blocks_contact_details\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_details_locales\` (
  	\`contact_details_address\` text,
  	\`content\` text,
  	\`agreement_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_details\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_contact_details_locales_locale_parent_id_unique\` ON \`pages_blocks_contact_details_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_people_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_people_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_people_cards_items_order_idx\` ON \`pages_blocks_people_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_people_cards_items_parent_id_idx\` ON \`pages_blocks_people_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_people_cards_items_image_idx\` ON \`pages_blocks_people_cards_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_people_cards_items_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_people_cards_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_people_cards_items_locales_locale_parent_id_uni\` ON \`pages_blocks_people_cards_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_people_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_people_cards_order_idx\` ON \`pages_blocks_people_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_people_cards_parent_id_idx\` ON \`pages_blocks_people_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_people_cards_path_idx\` ON \`pages_blocks_people_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_people_cards_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_people_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_people_cards_locales_locale_parent_id_unique\` ON \`pages_blocks_people_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_careers_actions_vacancies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_careers_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_careers_actions_vacancies_order_idx\` ON \`pages_blocks_careers_actions_vacancies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_careers_actions_vacancies_parent_id_idx\` ON \`pages_blocks_careers_actions_vacancies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_careers_actions_vacancies_locales\` (
  	\`title\` text,
  	\`location\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_careers_actions_vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_careers_actions_vacancies_locales_locale_parent\` ON \`pages_blocks_careers_actions_vacancies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_careers_actions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_careers_actions_order_idx\` ON \`pages_blocks_careers_actions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_careers_actions_parent_id_idx\` ON \`pages_blocks_careers_actions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_careers_actions_path_idx\` ON \`pages_blocks_careers_actions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_careers_actions_locales\` (
  	\`vacancy_btn_text\` text DEFAULT 'View vacancies',
  	\`submit_cv_btn_text\` text DEFAULT 'Submit your CV',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_careers_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_careers_actions_locales_locale_parent_id_unique\` ON \`pages_blocks_careers_actions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_podcasts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`show_featured\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_podcasts_order_idx\` ON \`pages_blocks_podcasts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_podcasts_parent_id_idx\` ON \`pages_blocks_podcasts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_podcasts_path_idx\` ON \`pages_blocks_podcasts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_podcasts_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_podcasts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_podcasts_locales_locale_parent_id_unique\` ON \`pages_blocks_podcasts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_media_id_idx\` ON \`pages_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_founder_message\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`signature_id\` integer,
  	\`video_url\` text,
  	\`video_file_id\` integer,
  	\`video_poster_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`signature_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_founder_message_order_idx\` ON \`_pages_v_blocks_founder_message\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_founder_message_parent_id_idx\` ON \`_pages_v_blocks_founder_message\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_founder_message_path_idx\` ON \`_pages_v_blocks_founder_message\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_founder_message_signature_idx\` ON \`_pages_v_blocks_founder_message\` (\`signature_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_founder_message_video_file_idx\` ON \`_pages_v_blocks_founder_message\` (\`video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_founder_message_video_poster_idx\` ON \`_pages_v_blocks_founder_message\` (\`video_poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_founder_message_locales\` (
  	\`header\` text,
  	\`message\` text,
  	\`founder_name\` text,
  	\`founder_role\` text,
  	\`video_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_founder_message\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_founder_message_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_founder_message_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_value_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_value_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_value_cards_cards_order_idx\` ON \`_pages_v_blocks_value_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_value_cards_cards_parent_id_idx\` ON \`_pages_v_blocks_value_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_value_cards_cards_image_idx\` ON \`_pages_v_blocks_value_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_value_cards_cards_locales\` (
  	\`title\` text,
  	\`short_text\` text,
  	\`long_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_value_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_value_cards_cards_locales_locale_parent_id_u\` ON \`_pages_v_blocks_value_cards_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_value_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_value_cards_order_idx\` ON \`_pages_v_blocks_value_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_value_cards_parent_id_idx\` ON \`_pages_v_blocks_value_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_value_cards_path_idx\` ON \`_pages_v_blocks_value_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_value_cards_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_value_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_value_cards_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_value_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_certificates_awards_certificates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_certificates_awards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_certificates_awards_certificates_order_idx\` ON \`_pages_v_blocks_certificates_awards_certificates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_certificates_awards_certificates_parent_id_idx\` ON \`_pages_v_blocks_certificates_awards_certificates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_certificates_awards_certificates_image_idx\` ON \`_pages_v_blocks_certificates_awards_certificates\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_certificates_awards_certificates_file_idx\` ON \`_pages_v_blocks_certificates_awards_certificates\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_certificates_awards_certificates_locales\` (
  	\`sub_heading\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_certificates_awards_certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_certificates_awards_certificates_locales_loc\` ON \`_pages_v_blocks_certificates_awards_certificates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_certificates_awards_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_certificates_awards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_certificates_awards_awards_order_idx\` ON \`_pages_v_blocks_certificates_awards_awards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_certificates_awards_awards_parent_id_idx\` ON \`_pages_v_blocks_certificates_awards_awards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_certificates_awards_awards_image_idx\` ON \`_pages_v_blocks_certificates_awards_awards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_certificates_awards_awards_file_idx\` ON \`_pages_v_blocks_certificates_awards_awards\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_certificates_awards_awards_locales\` (
  	\`sub_heading\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_certificates_awards_awards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_certificates_awards_awards_locales_locale_pa\` ON \`_pages_v_blocks_certificates_awards_awards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_certificates_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_certificates_awards_order_idx\` ON \`_pages_v_blocks_certificates_awards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_certificates_awards_parent_id_idx\` ON \`_pages_v_blocks_certificates_awards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_certificates_awards_path_idx\` ON \`_pages_v_blocks_certificates_awards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_certificates_awards_locales\` (
  	\`header\` text,
  	\`description\` text,
  	\`certificate_btn_text\` text,
  	\`award_btn_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_certificates_awards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_certificates_awards_locales_locale_parent_id\` ON \`_pages_v_blocks_certificates_awards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_timeline_time_line\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_time_line_order_idx\` ON \`_pages_v_blocks_timeline_time_line\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_time_line_parent_id_idx\` ON \`_pages_v_blocks_timeline_time_line\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_timeline_time_line_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_timeline_time_line\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_timeline_time_line_locales_locale_parent_id_\` ON \`_pages_v_blocks_timeline_time_line_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_order_idx\` ON \`_pages_v_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_parent_id_idx\` ON \`_pages_v_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_path_idx\` ON \`_pages_v_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_timeline_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_timeline_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_timeline_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quote\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_order_idx\` ON \`_pages_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_parent_id_idx\` ON \`_pages_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_path_idx\` ON \`_pages_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quote_locales\` (
  	\`title\` text,
  	\`quote\` text,
  	\`author\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_quote\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_quote_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_quote_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_downloads_files\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_downloads_files_order_idx\` ON \`_pages_v_blocks_downloads_files\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_downloads_files_parent_id_idx\` ON \`_pages_v_blocks_downloads_files\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_downloads_files_file_idx\` ON \`_pages_v_blocks_downloads_files\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_downloads_files_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_downloads_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_downloads_files_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_downloads_files_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_downloads_order_idx\` ON \`_pages_v_blocks_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_downloads_parent_id_idx\` ON \`_pages_v_blocks_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_downloads_path_idx\` ON \`_pages_v_blocks_downloads\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_downloads_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_downloads_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_goals_goals\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`colour\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_goals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_goals_goals_order_idx\` ON \`_pages_v_blocks_goals_goals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_goals_goals_parent_id_idx\` ON \`_pages_v_blocks_goals_goals\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_goals_goals_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_goals_goals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_goals_goals_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_goals_goals_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_goals\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_goals_order_idx\` ON \`_pages_v_blocks_goals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_goals_parent_id_idx\` ON \`_pages_v_blocks_goals\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_goals_path_idx\` ON \`_pages_v_blocks_goals\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_goals_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_goals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_goals_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_goals_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stats_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_stats_order_idx\` ON \`_pages_v_blocks_stats_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_stats_parent_id_idx\` ON \`_pages_v_blocks_stats_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stats_stats_locales\` (
  	\`figure\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_stats_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_stats_stats_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_stats_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_order_idx\` ON \`_pages_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_parent_id_idx\` ON \`_pages_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_path_idx\` ON \`_pages_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stats_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_stats_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_policy_sections_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_policy_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_policy_sections_sections_order_idx\` ON \`_pages_v_blocks_policy_sections_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_policy_sections_sections_parent_id_idx\` ON \`_pages_v_blocks_policy_sections_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_policy_sections_sections_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_policy_sections_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_policy_sections_sections_locales_locale_pare\` ON \`_pages_v_blocks_policy_sections_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_policy_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`effective_date\` text,
  	\`show_contents\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_policy_sections_order_idx\` ON \`_pages_v_blocks_policy_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_policy_sections_parent_id_idx\` ON \`_pages_v_blocks_policy_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_policy_sections_path_idx\` ON \`_pages_v_blocks_policy_sections\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cookie_settings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cookie_settings_order_idx\` ON \`_pages_v_blocks_cookie_settings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cookie_settings_parent_id_idx\` ON \`_pages_v_blocks_cookie_settings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cookie_settings_path_idx\` ON \`_pages_v_blocks_cookie_settings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cookie_settings_locales\` (
  	\`header\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cookie_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_cookie_settings_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_cookie_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_items_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_map_v_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_items_v_order_idx\` ON \`_items_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_items_v_parent_id_idx\` ON \`_items_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_items_v_image_idx\` ON \`_items_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_items_v_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_items_v_locales_locale_parent_id_unique\` ON \`_items_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_map_v_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_map_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_map_v_sections_order_idx\` ON \`_site_map_v_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_map_v_sections_parent_id_idx\` ON \`_site_map_v_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_map_v_sections_locales\` (
  	\`section_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_map_v_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_map_v_sections_locales_locale_parent_id_unique\` ON \`_site_map_v_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_map_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_map_v_order_idx\` ON \`_site_map_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_map_v_parent_id_idx\` ON \`_site_map_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_map_v_path_idx\` ON \`_site_map_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tea_estates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_map\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_estates_order_idx\` ON \`_pages_v_blocks_tea_estates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_estates_parent_id_idx\` ON \`_pages_v_blocks_tea_estates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_estates_path_idx\` ON \`_pages_v_blocks_tea_estates\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tea_estates_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tea_estates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_tea_estates_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_tea_estates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonials\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_order_idx\` ON \`_pages_v_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_parent_id_idx\` ON \`_pages_v_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_path_idx\` ON \`_pages_v_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonials_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_testimonials_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_details\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`contact_details_contact_no_1\` text,
  	\`contact_details_contact_no_2\` text,
  	\`contact_details_email\` text,
  	\`contact_details_latitude\` numeric,
  	\`contact_details_longitude\` numeric,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_details_order_idx\` ON \`_pages_v_blocks_contact_details\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_details_parent_id_idx\` ON \`_pages_v_blocks_contact_details\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_details_path_idx\` ON \`_pages_v_blocks_contact_details\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_details_locales\` (
  	\`contact_details_address\` text,
  	\`content\` text,
  	\`agreement_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_contact_details\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_contact_details_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_contact_details_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_people_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_people_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_people_cards_items_order_idx\` ON \`_pages_v_blocks_people_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_people_cards_items_parent_id_idx\` ON \`_pages_v_blocks_people_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_people_cards_items_image_idx\` ON \`_pages_v_blocks_people_cards_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_people_cards_items_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_people_cards_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_people_cards_items_locales_locale_parent_id_\` ON \`_pages_v_blocks_people_cards_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_people_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_people_cards_order_idx\` ON \`_pages_v_blocks_people_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_people_cards_parent_id_idx\` ON \`_pages_v_blocks_people_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_people_cards_path_idx\` ON \`_pages_v_blocks_people_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_people_cards_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_people_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_people_cards_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_people_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_careers_actions_vacancies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_careers_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_careers_actions_vacancies_order_idx\` ON \`_pages_v_blocks_careers_actions_vacancies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_careers_actions_vacancies_parent_id_idx\` ON \`_pages_v_blocks_careers_actions_vacancies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_careers_actions_vacancies_locales\` (
  	\`title\` text,
  	\`location\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_careers_actions_vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_careers_actions_vacancies_locales_locale_par\` ON \`_pages_v_blocks_careers_actions_vacancies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_careers_actions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_careers_actions_order_idx\` ON \`_pages_v_blocks_careers_actions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_careers_actions_parent_id_idx\` ON \`_pages_v_blocks_careers_actions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_careers_actions_path_idx\` ON \`_pages_v_blocks_careers_actions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_careers_actions_locales\` (
  	\`vacancy_btn_text\` text DEFAULT 'View vacancies',
  	\`submit_cv_btn_text\` text DEFAULT 'Submit your CV',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_careers_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_careers_actions_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_careers_actions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_podcasts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_featured\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_podcasts_order_idx\` ON \`_pages_v_blocks_podcasts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_podcasts_parent_id_idx\` ON \`_pages_v_blocks_podcasts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_podcasts_path_idx\` ON \`_pages_v_blocks_podcasts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_podcasts_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_podcasts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_podcasts_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_podcasts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_media_id_idx\` ON \`_pages_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_founder_message\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`signature_id\` integer,
  	\`video_url\` text,
  	\`video_file_id\` integer,
  	\`video_poster_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`signature_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_founder_message_order_idx\` ON \`home_blocks_founder_message\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_founder_message_parent_id_idx\` ON \`home_blocks_founder_message\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_founder_message_path_idx\` ON \`home_blocks_founder_message\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_founder_message_signature_idx\` ON \`home_blocks_founder_message\` (\`signature_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_founder_message_video_file_idx\` ON \`home_blocks_founder_message\` (\`video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_founder_message_video_poster_idx\` ON \`home_blocks_founder_message\` (\`video_poster_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_founder_message_locales\` (
  	\`header\` text,
  	\`message\` text,
  	\`founder_name\` text,
  	\`founder_role\` text,
  	\`video_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_founder_message\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_founder_message_locales_locale_parent_id_unique\` ON \`home_blocks_founder_message_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_value_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_value_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_value_cards_cards_order_idx\` ON \`home_blocks_value_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_value_cards_cards_parent_id_idx\` ON \`home_blocks_value_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_value_cards_cards_image_idx\` ON \`home_blocks_value_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_value_cards_cards_locales\` (
  	\`title\` text,
  	\`short_text\` text,
  	\`long_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_value_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_value_cards_cards_locales_locale_parent_id_uniqu\` ON \`home_blocks_value_cards_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_value_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_value_cards_order_idx\` ON \`home_blocks_value_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_value_cards_parent_id_idx\` ON \`home_blocks_value_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_value_cards_path_idx\` ON \`home_blocks_value_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_value_cards_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_value_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_value_cards_locales_locale_parent_id_unique\` ON \`home_blocks_value_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_certificates_awards_certificates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`file_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_certificates_awards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_certificates_awards_certificates_order_idx\` ON \`home_blocks_certificates_awards_certificates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_certificates_awards_certificates_parent_id_idx\` ON \`home_blocks_certificates_awards_certificates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_certificates_awards_certificates_image_idx\` ON \`home_blocks_certificates_awards_certificates\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_certificates_awards_certificates_file_idx\` ON \`home_blocks_certificates_awards_certificates\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_certificates_awards_certificates_locales\` (
  	\`sub_heading\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_certificates_awards_certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_certificates_awards_certificates_locales_locale_\` ON \`home_blocks_certificates_awards_certificates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_certificates_awards_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`file_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_certificates_awards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_certificates_awards_awards_order_idx\` ON \`home_blocks_certificates_awards_awards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_certificates_awards_awards_parent_id_idx\` ON \`home_blocks_certificates_awards_awards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_certificates_awards_awards_image_idx\` ON \`home_blocks_certificates_awards_awards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_certificates_awards_awards_file_idx\` ON \`home_blocks_certificates_awards_awards\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_certificates_awards_awards_locales\` (
  	\`sub_heading\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_certificates_awards_awards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_certificates_awards_awards_locales_locale_parent\` ON \`home_blocks_certificates_awards_awards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_certificates_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_certificates_awards_order_idx\` ON \`home_blocks_certificates_awards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_certificates_awards_parent_id_idx\` ON \`home_blocks_certificates_awards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_certificates_awards_path_idx\` ON \`home_blocks_certificates_awards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_certificates_awards_locales\` (
  	\`header\` text,
  	\`description\` text,
  	\`certificate_btn_text\` text,
  	\`award_btn_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_certificates_awards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_certificates_awards_locales_locale_parent_id_uni\` ON \`home_blocks_certificates_awards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_timeline_time_line\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_timeline_time_line_order_idx\` ON \`home_blocks_timeline_time_line\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_timeline_time_line_parent_id_idx\` ON \`home_blocks_timeline_time_line\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_timeline_time_line_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_timeline_time_line\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_timeline_time_line_locales_locale_parent_id_uniq\` ON \`home_blocks_timeline_time_line_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_timeline_order_idx\` ON \`home_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_timeline_parent_id_idx\` ON \`home_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_timeline_path_idx\` ON \`home_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_timeline_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_timeline_locales_locale_parent_id_unique\` ON \`home_blocks_timeline_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_quote\` (
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
  await db.run(sql`CREATE INDEX \`home_blocks_quote_order_idx\` ON \`home_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_quote_parent_id_idx\` ON \`home_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_quote_path_idx\` ON \`home_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_quote_locales\` (
  	\`title\` text,
  	\`quote\` text,
  	\`author\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_quote\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_quote_locales_locale_parent_id_unique\` ON \`home_blocks_quote_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_downloads_files\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_downloads_files_order_idx\` ON \`home_blocks_downloads_files\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_downloads_files_parent_id_idx\` ON \`home_blocks_downloads_files\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_downloads_files_file_idx\` ON \`home_blocks_downloads_files\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_downloads_files_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_downloads_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_downloads_files_locales_locale_parent_id_unique\` ON \`home_blocks_downloads_files_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_downloads_order_idx\` ON \`home_blocks_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_downloads_parent_id_idx\` ON \`home_blocks_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_downloads_path_idx\` ON \`home_blocks_downloads\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_downloads_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_downloads_locales_locale_parent_id_unique\` ON \`home_blocks_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_goals_goals\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`colour\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_goals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_goals_goals_order_idx\` ON \`home_blocks_goals_goals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_goals_goals_parent_id_idx\` ON \`home_blocks_goals_goals\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_goals_goals_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_goals_goals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_goals_goals_locales_locale_parent_id_unique\` ON \`home_blocks_goals_goals_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_goals\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_goals_order_idx\` ON \`home_blocks_goals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_goals_parent_id_idx\` ON \`home_blocks_goals\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_goals_path_idx\` ON \`home_blocks_goals\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_goals_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_goals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_goals_locales_locale_parent_id_unique\` ON \`home_blocks_goals_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_stats_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_stats_stats_order_idx\` ON \`home_blocks_stats_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_stats_stats_parent_id_idx\` ON \`home_blocks_stats_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_stats_stats_locales\` (
  	\`figure\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_stats_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_stats_stats_locales_locale_parent_id_unique\` ON \`home_blocks_stats_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_stats_order_idx\` ON \`home_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_stats_parent_id_idx\` ON \`home_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_stats_path_idx\` ON \`home_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_stats_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_stats_locales_locale_parent_id_unique\` ON \`home_blocks_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_policy_sections_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_policy_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_policy_sections_sections_order_idx\` ON \`home_blocks_policy_sections_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_policy_sections_sections_parent_id_idx\` ON \`home_blocks_policy_sections_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_policy_sections_sections_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_policy_sections_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_policy_sections_sections_locales_locale_parent_i\` ON \`home_blocks_policy_sections_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_policy_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`effective_date\` text,
  	\`show_contents\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_policy_sections_order_idx\` ON \`home_blocks_policy_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_policy_sections_parent_id_idx\` ON \`home_blocks_policy_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_policy_sections_path_idx\` ON \`home_blocks_policy_sections\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_cookie_settings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_cookie_settings_order_idx\` ON \`home_blocks_cookie_settings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_cookie_settings_parent_id_idx\` ON \`home_blocks_cookie_settings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_cookie_settings_path_idx\` ON \`home_blocks_cookie_settings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_cookie_settings_locales\` (
  	\`header\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_cookie_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_cookie_settings_locales_locale_parent_id_unique\` ON \`home_blocks_cookie_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_tea_estates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`show_map\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_estates_order_idx\` ON \`home_blocks_tea_estates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_estates_parent_id_idx\` ON \`home_blocks_tea_estates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_estates_path_idx\` ON \`home_blocks_tea_estates\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_tea_estates_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_tea_estates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_tea_estates_locales_locale_parent_id_unique\` ON \`home_blocks_tea_estates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 6,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_testimonials_order_idx\` ON \`home_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_testimonials_parent_id_idx\` ON \`home_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_testimonials_path_idx\` ON \`home_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_testimonials_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_testimonials_locales_locale_parent_id_unique\` ON \`home_blocks_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_contact_details\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`contact_details_contact_no_1\` text,
  	\`contact_details_contact_no_2\` text,
  	\`contact_details_email\` text,
  	\`contact_details_latitude\` numeric,
  	\`contact_details_longitude\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_contact_details_order_idx\` ON \`home_blocks_contact_details\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_contact_details_parent_id_idx\` ON \`home_blocks_contact_details\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_contact_details_path_idx\` ON \`home_blocks_contact_details\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_contact_details_locales\` (
  	\`contact_details_address\` text,
  	\`content\` text,
  	\`agreement_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_contact_details\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_contact_details_locales_locale_parent_id_unique\` ON \`home_blocks_contact_details_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_people_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_people_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_people_cards_items_order_idx\` ON \`home_blocks_people_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_people_cards_items_parent_id_idx\` ON \`home_blocks_people_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_people_cards_items_image_idx\` ON \`home_blocks_people_cards_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_people_cards_items_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_people_cards_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_people_cards_items_locales_locale_parent_id_uniq\` ON \`home_blocks_people_cards_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_people_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_people_cards_order_idx\` ON \`home_blocks_people_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_people_cards_parent_id_idx\` ON \`home_blocks_people_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_people_cards_path_idx\` ON \`home_blocks_people_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_people_cards_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_people_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_people_cards_locales_locale_parent_id_unique\` ON \`home_blocks_people_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_careers_actions_vacancies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_careers_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_careers_actions_vacancies_order_idx\` ON \`home_blocks_careers_actions_vacancies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_careers_actions_vacancies_parent_id_idx\` ON \`home_blocks_careers_actions_vacancies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_careers_actions_vacancies_locales\` (
  	\`title\` text,
  	\`location\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_careers_actions_vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_careers_actions_vacancies_locales_locale_parent_\` ON \`home_blocks_careers_actions_vacancies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_careers_actions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_careers_actions_order_idx\` ON \`home_blocks_careers_actions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_careers_actions_parent_id_idx\` ON \`home_blocks_careers_actions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_careers_actions_path_idx\` ON \`home_blocks_careers_actions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_careers_actions_locales\` (
  	\`vacancy_btn_text\` text DEFAULT 'View vacancies',
  	\`submit_cv_btn_text\` text DEFAULT 'Submit your CV',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_careers_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_careers_actions_locales_locale_parent_id_unique\` ON \`home_blocks_careers_actions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_podcasts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`show_featured\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_podcasts_order_idx\` ON \`home_blocks_podcasts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_podcasts_parent_id_idx\` ON \`home_blocks_podcasts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_podcasts_path_idx\` ON \`home_blocks_podcasts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_podcasts_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_podcasts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_podcasts_locales_locale_parent_id_unique\` ON \`home_blocks_podcasts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_rels_order_idx\` ON \`home_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_parent_idx\` ON \`home_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_path_idx\` ON \`home_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_media_id_idx\` ON \`home_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_founder_message\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`signature_id\` integer,
  	\`video_url\` text,
  	\`video_file_id\` integer,
  	\`video_poster_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`signature_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_founder_message_order_idx\` ON \`_home_v_blocks_founder_message\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_founder_message_parent_id_idx\` ON \`_home_v_blocks_founder_message\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_founder_message_path_idx\` ON \`_home_v_blocks_founder_message\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_founder_message_signature_idx\` ON \`_home_v_blocks_founder_message\` (\`signature_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_founder_message_video_file_idx\` ON \`_home_v_blocks_founder_message\` (\`video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_founder_message_video_poster_idx\` ON \`_home_v_blocks_founder_message\` (\`video_poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_founder_message_locales\` (
  	\`header\` text,
  	\`message\` text,
  	\`founder_name\` text,
  	\`founder_role\` text,
  	\`video_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_founder_message\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_founder_message_locales_locale_parent_id_uniq\` ON \`_home_v_blocks_founder_message_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_value_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_value_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_value_cards_cards_order_idx\` ON \`_home_v_blocks_value_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_value_cards_cards_parent_id_idx\` ON \`_home_v_blocks_value_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_value_cards_cards_image_idx\` ON \`_home_v_blocks_value_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_value_cards_cards_locales\` (
  	\`title\` text,
  	\`short_text\` text,
  	\`long_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_value_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_value_cards_cards_locales_locale_parent_id_un\` ON \`_home_v_blocks_value_cards_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_value_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_value_cards_order_idx\` ON \`_home_v_blocks_value_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_value_cards_parent_id_idx\` ON \`_home_v_blocks_value_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_value_cards_path_idx\` ON \`_home_v_blocks_value_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_value_cards_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_value_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_value_cards_locales_locale_parent_id_unique\` ON \`_home_v_blocks_value_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_certificates_awards_certificates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_certificates_awards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_certificates_awards_certificates_order_idx\` ON \`_home_v_blocks_certificates_awards_certificates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_certificates_awards_certificates_parent_id_idx\` ON \`_home_v_blocks_certificates_awards_certificates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_certificates_awards_certificates_image_idx\` ON \`_home_v_blocks_certificates_awards_certificates\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_certificates_awards_certificates_file_idx\` ON \`_home_v_blocks_certificates_awards_certificates\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_certificates_awards_certificates_locales\` (
  	\`sub_heading\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_certificates_awards_certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_certificates_awards_certificates_locales_loca\` ON \`_home_v_blocks_certificates_awards_certificates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_certificates_awards_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_certificates_awards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_certificates_awards_awards_order_idx\` ON \`_home_v_blocks_certificates_awards_awards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_certificates_awards_awards_parent_id_idx\` ON \`_home_v_blocks_certificates_awards_awards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_certificates_awards_awards_image_idx\` ON \`_home_v_blocks_certificates_awards_awards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_certificates_awards_awards_file_idx\` ON \`_home_v_blocks_certificates_awards_awards\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_certificates_awards_awards_locales\` (
  	\`sub_heading\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_certificates_awards_awards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_certificates_awards_awards_locales_locale_par\` ON \`_home_v_blocks_certificates_awards_awards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_certificates_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_certificates_awards_order_idx\` ON \`_home_v_blocks_certificates_awards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_certificates_awards_parent_id_idx\` ON \`_home_v_blocks_certificates_awards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_certificates_awards_path_idx\` ON \`_home_v_blocks_certificates_awards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_certificates_awards_locales\` (
  	\`header\` text,
  	\`description\` text,
  	\`certificate_btn_text\` text,
  	\`award_btn_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_certificates_awards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_certificates_awards_locales_locale_parent_id_\` ON \`_home_v_blocks_certificates_awards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_timeline_time_line\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_timeline_time_line_order_idx\` ON \`_home_v_blocks_timeline_time_line\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_timeline_time_line_parent_id_idx\` ON \`_home_v_blocks_timeline_time_line\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_timeline_time_line_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_timeline_time_line\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_timeline_time_line_locales_locale_parent_id_u\` ON \`_home_v_blocks_timeline_time_line_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_timeline_order_idx\` ON \`_home_v_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_timeline_parent_id_idx\` ON \`_home_v_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_timeline_path_idx\` ON \`_home_v_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_timeline_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_timeline_locales_locale_parent_id_unique\` ON \`_home_v_blocks_timeline_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_quote\` (
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
  await db.run(sql`CREATE INDEX \`_home_v_blocks_quote_order_idx\` ON \`_home_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_quote_parent_id_idx\` ON \`_home_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_quote_path_idx\` ON \`_home_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_quote_locales\` (
  	\`title\` text,
  	\`quote\` text,
  	\`author\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_quote\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_quote_locales_locale_parent_id_unique\` ON \`_home_v_blocks_quote_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_downloads_files\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_downloads_files_order_idx\` ON \`_home_v_blocks_downloads_files\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_downloads_files_parent_id_idx\` ON \`_home_v_blocks_downloads_files\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_downloads_files_file_idx\` ON \`_home_v_blocks_downloads_files\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_downloads_files_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_downloads_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_downloads_files_locales_locale_parent_id_uniq\` ON \`_home_v_blocks_downloads_files_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_downloads_order_idx\` ON \`_home_v_blocks_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_downloads_parent_id_idx\` ON \`_home_v_blocks_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_downloads_path_idx\` ON \`_home_v_blocks_downloads\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_downloads_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_downloads_locales_locale_parent_id_unique\` ON \`_home_v_blocks_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_goals_goals\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`colour\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_goals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_goals_goals_order_idx\` ON \`_home_v_blocks_goals_goals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_goals_goals_parent_id_idx\` ON \`_home_v_blocks_goals_goals\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_goals_goals_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_goals_goals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_goals_goals_locales_locale_parent_id_unique\` ON \`_home_v_blocks_goals_goals_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_goals\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_goals_order_idx\` ON \`_home_v_blocks_goals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_goals_parent_id_idx\` ON \`_home_v_blocks_goals\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_goals_path_idx\` ON \`_home_v_blocks_goals\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_goals_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_goals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_goals_locales_locale_parent_id_unique\` ON \`_home_v_blocks_goals_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_stats_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_stats_stats_order_idx\` ON \`_home_v_blocks_stats_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_stats_stats_parent_id_idx\` ON \`_home_v_blocks_stats_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_stats_stats_locales\` (
  	\`figure\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_stats_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_stats_stats_locales_locale_parent_id_unique\` ON \`_home_v_blocks_stats_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_stats_order_idx\` ON \`_home_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_stats_parent_id_idx\` ON \`_home_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_stats_path_idx\` ON \`_home_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_stats_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_stats_locales_locale_parent_id_unique\` ON \`_home_v_blocks_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_policy_sections_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_policy_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_policy_sections_sections_order_idx\` ON \`_home_v_blocks_policy_sections_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_policy_sections_sections_parent_id_idx\` ON \`_home_v_blocks_policy_sections_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_policy_sections_sections_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_policy_sections_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_policy_sections_sections_locales_locale_paren\` ON \`_home_v_blocks_policy_sections_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_policy_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`effective_date\` text,
  	\`show_contents\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_policy_sections_order_idx\` ON \`_home_v_blocks_policy_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_policy_sections_parent_id_idx\` ON \`_home_v_blocks_policy_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_policy_sections_path_idx\` ON \`_home_v_blocks_policy_sections\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_cookie_settings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_cookie_settings_order_idx\` ON \`_home_v_blocks_cookie_settings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_cookie_settings_parent_id_idx\` ON \`_home_v_blocks_cookie_settings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_cookie_settings_path_idx\` ON \`_home_v_blocks_cookie_settings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_cookie_settings_locales\` (
  	\`header\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_cookie_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_cookie_settings_locales_locale_parent_id_uniq\` ON \`_home_v_blocks_cookie_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_tea_estates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_map\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_estates_order_idx\` ON \`_home_v_blocks_tea_estates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_estates_parent_id_idx\` ON \`_home_v_blocks_tea_estates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_estates_path_idx\` ON \`_home_v_blocks_tea_estates\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_tea_estates_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_tea_estates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_tea_estates_locales_locale_parent_id_unique\` ON \`_home_v_blocks_tea_estates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_testimonials\` (
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
  await db.run(sql`CREATE INDEX \`_home_v_blocks_testimonials_order_idx\` ON \`_home_v_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_testimonials_parent_id_idx\` ON \`_home_v_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_testimonials_path_idx\` ON \`_home_v_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_testimonials_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_testimonials_locales_locale_parent_id_unique\` ON \`_home_v_blocks_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_contact_details\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`contact_details_contact_no_1\` text,
  	\`contact_details_contact_no_2\` text,
  	\`contact_details_email\` text,
  	\`contact_details_latitude\` numeric,
  	\`contact_details_longitude\` numeric,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_contact_details_order_idx\` ON \`_home_v_blocks_contact_details\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_contact_details_parent_id_idx\` ON \`_home_v_blocks_contact_details\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_contact_details_path_idx\` ON \`_home_v_blocks_contact_details\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_contact_details_locales\` (
  	\`contact_details_address\` text,
  	\`content\` text,
  	\`agreement_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_contact_details\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_contact_details_locales_locale_parent_id_uniq\` ON \`_home_v_blocks_contact_details_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_people_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_people_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_people_cards_items_order_idx\` ON \`_home_v_blocks_people_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_people_cards_items_parent_id_idx\` ON \`_home_v_blocks_people_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_people_cards_items_image_idx\` ON \`_home_v_blocks_people_cards_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_people_cards_items_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_people_cards_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_people_cards_items_locales_locale_parent_id_u\` ON \`_home_v_blocks_people_cards_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_people_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_people_cards_order_idx\` ON \`_home_v_blocks_people_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_people_cards_parent_id_idx\` ON \`_home_v_blocks_people_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_people_cards_path_idx\` ON \`_home_v_blocks_people_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_people_cards_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_people_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_people_cards_locales_locale_parent_id_unique\` ON \`_home_v_blocks_people_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_careers_actions_vacancies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_careers_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_careers_actions_vacancies_order_idx\` ON \`_home_v_blocks_careers_actions_vacancies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_careers_actions_vacancies_parent_id_idx\` ON \`_home_v_blocks_careers_actions_vacancies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_careers_actions_vacancies_locales\` (
  	\`title\` text,
  	\`location\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_careers_actions_vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_careers_actions_vacancies_locales_locale_pare\` ON \`_home_v_blocks_careers_actions_vacancies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_careers_actions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_careers_actions_order_idx\` ON \`_home_v_blocks_careers_actions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_careers_actions_parent_id_idx\` ON \`_home_v_blocks_careers_actions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_careers_actions_path_idx\` ON \`_home_v_blocks_careers_actions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_careers_actions_locales\` (
  	\`vacancy_btn_text\` text DEFAULT 'View vacancies',
  	\`submit_cv_btn_text\` text DEFAULT 'Submit your CV',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_careers_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_careers_actions_locales_locale_parent_id_uniq\` ON \`_home_v_blocks_careers_actions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_podcasts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_featured\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_podcasts_order_idx\` ON \`_home_v_blocks_podcasts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_podcasts_parent_id_idx\` ON \`_home_v_blocks_podcasts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_podcasts_path_idx\` ON \`_home_v_blocks_podcasts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_podcasts_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_podcasts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_podcasts_locales_locale_parent_id_unique\` ON \`_home_v_blocks_podcasts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_rels_order_idx\` ON \`_home_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_parent_idx\` ON \`_home_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_path_idx\` ON \`_home_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_media_id_idx\` ON \`_home_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`tea_estates_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tea_estates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tea_estates_images_order_idx\` ON \`tea_estates_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tea_estates_images_parent_id_idx\` ON \`tea_estates_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tea_estates_images_image_idx\` ON \`tea_estates_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`tea_estates_images_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tea_estates_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tea_estates_images_locales_locale_parent_id_unique\` ON \`tea_estates_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tea_estates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 0,
  	\`type\` text DEFAULT 'family',
  	\`elevation\` numeric,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`cover_image_id\` integer,
  	\`video_video_url\` text,
  	\`video_video_file_id\` integer,
  	\`video_thumbnail_id\` integer,
  	\`tour_url\` text,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`seo_share_image_id\` integer,
  	\`seo_prevent_indexing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`tea_estates_slug_idx\` ON \`tea_estates\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`tea_estates_cover_image_idx\` ON \`tea_estates\` (\`cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`tea_estates_video_video_video_file_idx\` ON \`tea_estates\` (\`video_video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`tea_estates_video_video_thumbnail_idx\` ON \`tea_estates\` (\`video_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`tea_estates_country_idx\` ON \`tea_estates\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`tea_estates_seo_seo_share_image_idx\` ON \`tea_estates\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`tea_estates_updated_at_idx\` ON \`tea_estates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tea_estates_created_at_idx\` ON \`tea_estates\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`tea_estates__status_idx\` ON \`tea_estates\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_idx\` ON \`tea_estates\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`tea_estates_locales\` (
  	\`name\` text,
  	\`region\` text,
  	\`summary\` text,
  	\`description\` text,
  	\`video_title\` text,
  	\`tour_text\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tea_estates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tea_estates_locales_locale_parent_id_unique\` ON \`tea_estates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_tea_estates_v_version_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_tea_estates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_tea_estates_v_version_images_order_idx\` ON \`_tea_estates_v_version_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_tea_estates_v_version_images_parent_id_idx\` ON \`_tea_estates_v_version_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tea_estates_v_version_images_image_idx\` ON \`_tea_estates_v_version_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_tea_estates_v_version_images_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_tea_estates_v_version_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_tea_estates_v_version_images_locales_locale_parent_id_uniqu\` ON \`_tea_estates_v_version_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_tea_estates_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_type\` text DEFAULT 'family',
  	\`version_elevation\` numeric,
  	\`version_latitude\` numeric,
  	\`version_longitude\` numeric,
  	\`version_cover_image_id\` integer,
  	\`version_video_video_url\` text,
  	\`version_video_video_file_id\` integer,
  	\`version_video_thumbnail_id\` integer,
  	\`version_tour_url\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`tea_estates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_video_video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_video_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_tea_estates_v_parent_idx\` ON \`_tea_estates_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tea_estates_v_version_version_slug_idx\` ON \`_tea_estates_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_tea_estates_v_version_version_cover_image_idx\` ON \`_tea_estates_v\` (\`version_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_tea_estates_v_version_video_version_video_video_file_idx\` ON \`_tea_estates_v\` (\`version_video_video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_tea_estates_v_version_video_version_video_thumbnail_idx\` ON \`_tea_estates_v\` (\`version_video_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_tea_estates_v_version_version_country_idx\` ON \`_tea_estates_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_tea_estates_v_version_seo_version_seo_share_image_idx\` ON \`_tea_estates_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_tea_estates_v_version_version_updated_at_idx\` ON \`_tea_estates_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_tea_estates_v_version_version_created_at_idx\` ON \`_tea_estates_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tea_estates_v_version_version__status_idx\` ON \`_tea_estates_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_tea_estates_v_created_at_idx\` ON \`_tea_estates_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tea_estates_v_updated_at_idx\` ON \`_tea_estates_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_tea_estates_v_snapshot_idx\` ON \`_tea_estates_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_tea_estates_v_published_locale_idx\` ON \`_tea_estates_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_tea_estates_v_latest_idx\` ON \`_tea_estates_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_idx\` ON \`_tea_estates_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_tea_estates_v_locales\` (
  	\`version_name\` text,
  	\`version_region\` text,
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_video_title\` text,
  	\`version_tour_text\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_tea_estates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_tea_estates_v_locales_locale_parent_id_unique\` ON \`_tea_estates_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`author_name\` text,
  	\`slug\` text,
  	\`date\` text,
  	\`year\` numeric,
  	\`month\` numeric,
  	\`photo_id\` integer,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`seo_share_image_id\` integer,
  	\`seo_prevent_indexing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`testimonials_slug_idx\` ON \`testimonials\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_date_idx\` ON \`testimonials\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_year_idx\` ON \`testimonials\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_month_idx\` ON \`testimonials\` (\`month\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_photo_idx\` ON \`testimonials\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_country_idx\` ON \`testimonials\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_seo_seo_share_image_idx\` ON \`testimonials\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials__status_idx\` ON \`testimonials\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_1_idx\` ON \`testimonials\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`testimonials_locales\` (
  	\`role\` text,
  	\`place\` text,
  	\`text\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`testimonials_locales_locale_parent_id_unique\` ON \`testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_author_name\` text,
  	\`version_slug\` text,
  	\`version_date\` text,
  	\`version_year\` numeric,
  	\`version_month\` numeric,
  	\`version_photo_id\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_testimonials_v_parent_idx\` ON \`_testimonials_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_slug_idx\` ON \`_testimonials_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_date_idx\` ON \`_testimonials_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_year_idx\` ON \`_testimonials_v\` (\`version_year\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_month_idx\` ON \`_testimonials_v\` (\`version_month\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_photo_idx\` ON \`_testimonials_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_country_idx\` ON \`_testimonials_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_seo_version_seo_share_image_idx\` ON \`_testimonials_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_updated_at_idx\` ON \`_testimonials_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_created_at_idx\` ON \`_testimonials_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version__status_idx\` ON \`_testimonials_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_created_at_idx\` ON \`_testimonials_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_updated_at_idx\` ON \`_testimonials_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_snapshot_idx\` ON \`_testimonials_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_published_locale_idx\` ON \`_testimonials_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_latest_idx\` ON \`_testimonials_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_1_idx\` ON \`_testimonials_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v_locales\` (
  	\`version_role\` text,
  	\`version_place\` text,
  	\`version_text\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_testimonials_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_testimonials_v_locales_locale_parent_id_unique\` ON \`_testimonials_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`podcast_series\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 0,
  	\`cover_image_id\` integer,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`seo_share_image_id\` integer,
  	\`seo_prevent_indexing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`podcast_series_slug_idx\` ON \`podcast_series\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`podcast_series_cover_image_idx\` ON \`podcast_series\` (\`cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`podcast_series_country_idx\` ON \`podcast_series\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`podcast_series_seo_seo_share_image_idx\` ON \`podcast_series\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`podcast_series_updated_at_idx\` ON \`podcast_series\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`podcast_series_created_at_idx\` ON \`podcast_series\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`podcast_series__status_idx\` ON \`podcast_series\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_2_idx\` ON \`podcast_series\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`podcast_series_locales\` (
  	\`title\` text,
  	\`host\` text,
  	\`summary\` text,
  	\`description\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`podcast_series\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`podcast_series_locales_locale_parent_id_unique\` ON \`podcast_series_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_podcast_series_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_cover_image_id\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`podcast_series\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_podcast_series_v_parent_idx\` ON \`_podcast_series_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_series_v_version_version_slug_idx\` ON \`_podcast_series_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_series_v_version_version_cover_image_idx\` ON \`_podcast_series_v\` (\`version_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_series_v_version_version_country_idx\` ON \`_podcast_series_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_series_v_version_seo_version_seo_share_image_idx\` ON \`_podcast_series_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_series_v_version_version_updated_at_idx\` ON \`_podcast_series_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_series_v_version_version_created_at_idx\` ON \`_podcast_series_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_series_v_version_version__status_idx\` ON \`_podcast_series_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_series_v_created_at_idx\` ON \`_podcast_series_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_series_v_updated_at_idx\` ON \`_podcast_series_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_series_v_snapshot_idx\` ON \`_podcast_series_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_series_v_published_locale_idx\` ON \`_podcast_series_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_series_v_latest_idx\` ON \`_podcast_series_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_2_idx\` ON \`_podcast_series_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_podcast_series_v_locales\` (
  	\`version_title\` text,
  	\`version_host\` text,
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_podcast_series_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_podcast_series_v_locales_locale_parent_id_unique\` ON \`_podcast_series_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`podcast_episodes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`series_id\` integer,
  	\`series_slug\` text,
  	\`episode_number\` numeric,
  	\`published_on\` text,
  	\`featured\` integer DEFAULT false,
  	\`audio_id\` integer,
  	\`duration_seconds\` numeric,
  	\`cover_image_id\` integer,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`seo_share_image_id\` integer,
  	\`seo_prevent_indexing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`series_id\`) REFERENCES \`podcast_series\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`audio_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`podcast_episodes_slug_idx\` ON \`podcast_episodes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`podcast_episodes_series_idx\` ON \`podcast_episodes\` (\`series_id\`);`)
  await db.run(sql`CREATE INDEX \`podcast_episodes_series_slug_idx\` ON \`podcast_episodes\` (\`series_slug\`);`)
  await db.run(sql`CREATE INDEX \`podcast_episodes_published_on_idx\` ON \`podcast_episodes\` (\`published_on\`);`)
  await db.run(sql`CREATE INDEX \`podcast_episodes_audio_idx\` ON \`podcast_episodes\` (\`audio_id\`);`)
  await db.run(sql`CREATE INDEX \`podcast_episodes_cover_image_idx\` ON \`podcast_episodes\` (\`cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`podcast_episodes_country_idx\` ON \`podcast_episodes\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`podcast_episodes_seo_seo_share_image_idx\` ON \`podcast_episodes\` (\`seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`podcast_episodes_updated_at_idx\` ON \`podcast_episodes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`podcast_episodes_created_at_idx\` ON \`podcast_episodes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`podcast_episodes__status_idx\` ON \`podcast_episodes\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_3_idx\` ON \`podcast_episodes\` (\`slug\`,\`country\`);`)
  await db.run(sql`CREATE TABLE \`podcast_episodes_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`notes\` text,
  	\`transcript\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_keywords\` text,
  	\`seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`podcast_episodes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`podcast_episodes_locales_locale_parent_id_unique\` ON \`podcast_episodes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_podcast_episodes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_series_id\` integer,
  	\`version_series_slug\` text,
  	\`version_episode_number\` numeric,
  	\`version_published_on\` text,
  	\`version_featured\` integer DEFAULT false,
  	\`version_audio_id\` integer,
  	\`version_duration_seconds\` numeric,
  	\`version_cover_image_id\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`podcast_episodes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_series_id\`) REFERENCES \`podcast_series\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_audio_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_parent_idx\` ON \`_podcast_episodes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_version_version_slug_idx\` ON \`_podcast_episodes_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_version_version_series_idx\` ON \`_podcast_episodes_v\` (\`version_series_id\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_version_version_series_slug_idx\` ON \`_podcast_episodes_v\` (\`version_series_slug\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_version_version_published_on_idx\` ON \`_podcast_episodes_v\` (\`version_published_on\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_version_version_audio_idx\` ON \`_podcast_episodes_v\` (\`version_audio_id\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_version_version_cover_image_idx\` ON \`_podcast_episodes_v\` (\`version_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_version_version_country_idx\` ON \`_podcast_episodes_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_version_seo_version_seo_share_image_idx\` ON \`_podcast_episodes_v\` (\`version_seo_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_version_version_updated_at_idx\` ON \`_podcast_episodes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_version_version_created_at_idx\` ON \`_podcast_episodes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_version_version__status_idx\` ON \`_podcast_episodes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_created_at_idx\` ON \`_podcast_episodes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_updated_at_idx\` ON \`_podcast_episodes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_snapshot_idx\` ON \`_podcast_episodes_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_published_locale_idx\` ON \`_podcast_episodes_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_latest_idx\` ON \`_podcast_episodes_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_3_idx\` ON \`_podcast_episodes_v\` (\`version_slug\`,\`version_country\`);`)
  await db.run(sql`CREATE TABLE \`_podcast_episodes_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_notes\` text,
  	\`version_transcript\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_seo_share_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_podcast_episodes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_podcast_episodes_v_locales_locale_parent_id_unique\` ON \`_podcast_episodes_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`agreement\` integer DEFAULT false NOT NULL,
  	\`notification\` text DEFAULT 'pending',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_submissions_updated_at_idx\` ON \`contact_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_created_at_idx\` ON \`contact_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cv_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`position\` text NOT NULL,
  	\`consent\` integer DEFAULT false NOT NULL,
  	\`notification\` text DEFAULT 'pending',
  	\`prefix\` text DEFAULT 'cv-submissions',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`cv_submissions_updated_at_idx\` ON \`cv_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cv_submissions_created_at_idx\` ON \`cv_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`cv_submissions_filename_idx\` ON \`cv_submissions\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`role\` text DEFAULT 'editor';`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`tea_estates_id\` integer REFERENCES tea_estates(id);`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`testimonials_id\` integer REFERENCES testimonials(id);`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`podcast_series_id\` integer REFERENCES podcast_series(id);`)
  await db.run(sql`ALTER TABLE \`search_rels\` ADD \`podcast_episodes_id\` integer REFERENCES podcast_episodes(id);`)
  await db.run(sql`CREATE INDEX \`search_rels_tea_estates_id_idx\` ON \`search_rels\` (\`tea_estates_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_testimonials_id_idx\` ON \`search_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_podcast_series_id_idx\` ON \`search_rels\` (\`podcast_series_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_podcast_episodes_id_idx\` ON \`search_rels\` (\`podcast_episodes_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tea_estates_id\` integer REFERENCES tea_estates(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`testimonials_id\` integer REFERENCES testimonials(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`podcast_series_id\` integer REFERENCES podcast_series(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`podcast_episodes_id\` integer REFERENCES podcast_episodes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contact_submissions_id\` integer REFERENCES contact_submissions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cv_submissions_id\` integer REFERENCES cv_submissions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tea_estates_id_idx\` ON \`payload_locked_documents_rels\` (\`tea_estates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_podcast_series_id_idx\` ON \`payload_locked_documents_rels\` (\`podcast_series_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_podcast_episodes_id_idx\` ON \`payload_locked_documents_rels\` (\`podcast_episodes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cv_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`cv_submissions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_founder_message\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_founder_message_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_value_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_value_cards_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_value_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_value_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_certificates_awards_certificates\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_certificates_awards_certificates_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_certificates_awards_awards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_certificates_awards_awards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_certificates_awards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_certificates_awards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_timeline_time_line\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_timeline_time_line_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_timeline_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_downloads_files\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_downloads_files_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_downloads\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_goals_goals\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_goals_goals_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_goals\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_goals_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stats_stats\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stats_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_policy_sections_sections\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_policy_sections_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_policy_sections\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cookie_settings\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cookie_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`items\`;`)
  await db.run(sql`DROP TABLE \`items_locales\`;`)
  await db.run(sql`DROP TABLE \`site_map_sections\`;`)
  await db.run(sql`DROP TABLE \`site_map_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`site_map\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tea_estates\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tea_estates_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_details\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_details_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_people_cards_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_people_cards_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_people_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_people_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_careers_actions_vacancies\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_careers_actions_vacancies_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_careers_actions\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_careers_actions_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_podcasts\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_podcasts_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_founder_message\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_founder_message_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_value_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_value_cards_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_value_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_value_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_certificates_awards_certificates\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_certificates_awards_certificates_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_certificates_awards_awards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_certificates_awards_awards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_certificates_awards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_certificates_awards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_timeline_time_line\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_timeline_time_line_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_timeline_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_downloads_files\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_downloads_files_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_downloads\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_goals_goals\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_goals_goals_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_goals\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_goals_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stats_stats\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stats_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_policy_sections_sections\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_policy_sections_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_policy_sections\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cookie_settings\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cookie_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`_items_v\`;`)
  await db.run(sql`DROP TABLE \`_items_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_map_v_sections\`;`)
  await db.run(sql`DROP TABLE \`_site_map_v_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_map_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tea_estates\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tea_estates_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_details\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_details_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_people_cards_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_people_cards_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_people_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_people_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_careers_actions_vacancies\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_careers_actions_vacancies_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_careers_actions\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_careers_actions_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_podcasts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_podcasts_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_founder_message\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_founder_message_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_value_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_value_cards_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_value_cards\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_value_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_certificates_awards_certificates\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_certificates_awards_certificates_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_certificates_awards_awards\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_certificates_awards_awards_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_certificates_awards\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_certificates_awards_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_timeline_time_line\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_timeline_time_line_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_timeline_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_quote_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_downloads_files\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_downloads_files_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_downloads\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_goals_goals\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_goals_goals_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_goals\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_goals_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_stats_stats\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_stats_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_policy_sections_sections\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_policy_sections_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_policy_sections\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_cookie_settings\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_cookie_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_tea_estates\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_tea_estates_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_contact_details\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_contact_details_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_people_cards_items\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_people_cards_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_people_cards\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_people_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_careers_actions_vacancies\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_careers_actions_vacancies_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_careers_actions\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_careers_actions_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_podcasts\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_podcasts_locales\`;`)
  await db.run(sql`DROP TABLE \`home_rels\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_founder_message\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_founder_message_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_value_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_value_cards_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_value_cards\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_value_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_certificates_awards_certificates\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_certificates_awards_certificates_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_certificates_awards_awards\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_certificates_awards_awards_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_certificates_awards\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_certificates_awards_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_timeline_time_line\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_timeline_time_line_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_timeline_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_quote_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_downloads_files\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_downloads_files_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_downloads\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_goals_goals\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_goals_goals_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_goals\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_goals_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_stats_stats\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_stats_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_policy_sections_sections\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_policy_sections_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_policy_sections\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_cookie_settings\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_cookie_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_tea_estates\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_tea_estates_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_contact_details\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_contact_details_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_people_cards_items\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_people_cards_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_people_cards\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_people_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_careers_actions_vacancies\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_careers_actions_vacancies_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_careers_actions\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_careers_actions_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_podcasts\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_podcasts_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_rels\`;`)
  await db.run(sql`DROP TABLE \`tea_estates_images\`;`)
  await db.run(sql`DROP TABLE \`tea_estates_images_locales\`;`)
  await db.run(sql`DROP TABLE \`tea_estates\`;`)
  await db.run(sql`DROP TABLE \`tea_estates_locales\`;`)
  await db.run(sql`DROP TABLE \`_tea_estates_v_version_images\`;`)
  await db.run(sql`DROP TABLE \`_tea_estates_v_version_images_locales\`;`)
  await db.run(sql`DROP TABLE \`_tea_estates_v\`;`)
  await db.run(sql`DROP TABLE \`_tea_estates_v_locales\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v_locales\`;`)
  await db.run(sql`DROP TABLE \`podcast_series\`;`)
  await db.run(sql`DROP TABLE \`podcast_series_locales\`;`)
  await db.run(sql`DROP TABLE \`_podcast_series_v\`;`)
  await db.run(sql`DROP TABLE \`_podcast_series_v_locales\`;`)
  await db.run(sql`DROP TABLE \`podcast_episodes\`;`)
  await db.run(sql`DROP TABLE \`podcast_episodes_locales\`;`)
  await db.run(sql`DROP TABLE \`_podcast_episodes_v\`;`)
  await db.run(sql`DROP TABLE \`_podcast_episodes_v_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_submissions\`;`)
  await db.run(sql`DROP TABLE \`cv_submissions\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_search_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_search_rels\`("id", "order", "parent_id", "path", "pages_id") SELECT "id", "order", "parent_id", "path", "pages_id" FROM \`search_rels\`;`)
  await db.run(sql`DROP TABLE \`search_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_search_rels\` RENAME TO \`search_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`search_rels_order_idx\` ON \`search_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_parent_idx\` ON \`search_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_path_idx\` ON \`search_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_pages_id_idx\` ON \`search_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`home_id\` integer,
  	\`markets_id\` integer,
  	\`media_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`rate_limits_id\` integer,
  	\`cache_revalidations_id\` integer,
  	\`users_id\` integer,
  	\`search_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`home_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`markets_id\`) REFERENCES \`markets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cache_revalidations_id\`) REFERENCES \`cache_revalidations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "home_id", "markets_id", "media_id", "newsletter_subscribers_id", "rate_limits_id", "cache_revalidations_id", "users_id", "search_id") SELECT "id", "order", "parent_id", "path", "pages_id", "home_id", "markets_id", "media_id", "newsletter_subscribers_id", "rate_limits_id", "cache_revalidations_id", "users_id", "search_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_home_id_idx\` ON \`payload_locked_documents_rels\` (\`home_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_markets_id_idx\` ON \`payload_locked_documents_rels\` (\`markets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cache_revalidations_id_idx\` ON \`payload_locked_documents_rels\` (\`cache_revalidations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_id_idx\` ON \`payload_locked_documents_rels\` (\`search_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`role\`;`)
}
