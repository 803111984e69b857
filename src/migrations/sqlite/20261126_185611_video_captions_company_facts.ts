import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_video_grid_videos_captions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`language\` text,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_video_grid_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_grid_videos_captions_order_idx\` ON \`pages_blocks_video_grid_videos_captions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_grid_videos_captions_parent_id_idx\` ON \`pages_blocks_video_grid_videos_captions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_grid_videos_captions_file_idx\` ON \`pages_blocks_video_grid_videos_captions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_founder_message_captions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`language\` text,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_founder_message\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_founder_message_captions_order_idx\` ON \`pages_blocks_founder_message_captions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_founder_message_captions_parent_id_idx\` ON \`pages_blocks_founder_message_captions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_founder_message_captions_file_idx\` ON \`pages_blocks_founder_message_captions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_grid_videos_captions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`language\` text,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_video_grid_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_grid_videos_captions_order_idx\` ON \`_pages_v_blocks_video_grid_videos_captions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_grid_videos_captions_parent_id_idx\` ON \`_pages_v_blocks_video_grid_videos_captions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_grid_videos_captions_file_idx\` ON \`_pages_v_blocks_video_grid_videos_captions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_founder_message_captions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`language\` text,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_founder_message\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_founder_message_captions_order_idx\` ON \`_pages_v_blocks_founder_message_captions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_founder_message_captions_parent_id_idx\` ON \`_pages_v_blocks_founder_message_captions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_founder_message_captions_file_idx\` ON \`_pages_v_blocks_founder_message_captions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_video_grid_videos_captions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`language\` text,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_video_grid_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_video_grid_videos_captions_order_idx\` ON \`home_blocks_video_grid_videos_captions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_video_grid_videos_captions_parent_id_idx\` ON \`home_blocks_video_grid_videos_captions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_video_grid_videos_captions_file_idx\` ON \`home_blocks_video_grid_videos_captions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_founder_message_captions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`language\` text,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_founder_message\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_founder_message_captions_order_idx\` ON \`home_blocks_founder_message_captions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_founder_message_captions_parent_id_idx\` ON \`home_blocks_founder_message_captions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_founder_message_captions_file_idx\` ON \`home_blocks_founder_message_captions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_video_grid_videos_captions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`language\` text,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_video_grid_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_video_grid_videos_captions_order_idx\` ON \`_home_v_blocks_video_grid_videos_captions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_video_grid_videos_captions_parent_id_idx\` ON \`_home_v_blocks_video_grid_videos_captions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_video_grid_videos_captions_file_idx\` ON \`_home_v_blocks_video_grid_videos_captions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_founder_message_captions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`language\` text,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_founder_message\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_founder_message_captions_order_idx\` ON \`_home_v_blocks_founder_message_captions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_founder_message_captions_parent_id_idx\` ON \`_home_v_blocks_founder_message_captions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_founder_message_captions_file_idx\` ON \`_home_v_blocks_founder_message_captions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`tea_estates_video_captions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`language\` text,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tea_estates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tea_estates_video_captions_order_idx\` ON \`tea_estates_video_captions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tea_estates_video_captions_parent_id_idx\` ON \`tea_estates_video_captions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tea_estates_video_captions_file_idx\` ON \`tea_estates_video_captions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_tea_estates_v_version_video_captions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`language\` text,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_tea_estates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_tea_estates_v_version_video_captions_order_idx\` ON \`_tea_estates_v_version_video_captions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_tea_estates_v_version_video_captions_parent_id_idx\` ON \`_tea_estates_v_version_video_captions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tea_estates_v_version_video_captions_file_idx\` ON \`_tea_estates_v_version_video_captions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`video_items_captions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`language\` text,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`video_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`video_items_captions_order_idx\` ON \`video_items_captions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`video_items_captions_parent_id_idx\` ON \`video_items_captions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`video_items_captions_file_idx\` ON \`video_items_captions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_video_items_v_version_captions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`language\` text,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_video_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_video_items_v_version_captions_order_idx\` ON \`_video_items_v_version_captions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_video_items_v_version_captions_parent_id_idx\` ON \`_video_items_v_version_captions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_items_v_version_captions_file_idx\` ON \`_video_items_v_version_captions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`video_wishes_captions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`language\` text,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`video_wishes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`video_wishes_captions_order_idx\` ON \`video_wishes_captions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`video_wishes_captions_parent_id_idx\` ON \`video_wishes_captions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`video_wishes_captions_file_idx\` ON \`video_wishes_captions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_video_wishes_v_version_captions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`language\` text,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_video_wishes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_video_wishes_v_version_captions_order_idx\` ON \`_video_wishes_v_version_captions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_video_wishes_v_version_captions_parent_id_idx\` ON \`_video_wishes_v_version_captions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_wishes_v_version_captions_file_idx\` ON \`_video_wishes_v_version_captions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_company_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_company_social_order_idx\` ON \`site_settings_company_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_company_social_parent_id_idx\` ON \`site_settings_company_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`company_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`DROP TABLE \`footer_social\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video_grid_videos\` ADD \`video_file_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_grid_videos_video_file_idx\` ON \`pages_blocks_video_grid_videos\` (\`video_file_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video_grid_videos\` ADD \`video_file_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_grid_videos_video_file_idx\` ON \`_pages_v_blocks_video_grid_videos\` (\`video_file_id\`);`)
  await db.run(sql`ALTER TABLE \`home_blocks_video_grid_videos\` ADD \`video_file_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`home_blocks_video_grid_videos_video_file_idx\` ON \`home_blocks_video_grid_videos\` (\`video_file_id\`);`)
  await db.run(sql`ALTER TABLE \`_home_v_blocks_video_grid_videos\` ADD \`video_file_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_video_grid_videos_video_file_idx\` ON \`_home_v_blocks_video_grid_videos\` (\`video_file_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`company_founded\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`company_phone\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`company_email\` text;`)
  await db.run(sql`ALTER TABLE \`footer\` DROP COLUMN \`contact_phone\`;`)
  await db.run(sql`ALTER TABLE \`footer\` DROP COLUMN \`contact_email\`;`)
  await db.run(sql`ALTER TABLE \`footer_locales\` DROP COLUMN \`contact_address\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`footer_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_social_order_idx\` ON \`footer_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_social_parent_id_idx\` ON \`footer_social\` (\`_parent_id\`);`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_grid_videos_captions\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_founder_message_captions\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_grid_videos_captions\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_founder_message_captions\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_video_grid_videos_captions\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_founder_message_captions\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_video_grid_videos_captions\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_founder_message_captions\`;`)
  await db.run(sql`DROP TABLE \`tea_estates_video_captions\`;`)
  await db.run(sql`DROP TABLE \`_tea_estates_v_version_video_captions\`;`)
  await db.run(sql`DROP TABLE \`video_items_captions\`;`)
  await db.run(sql`DROP TABLE \`_video_items_v_version_captions\`;`)
  await db.run(sql`DROP TABLE \`video_wishes_captions\`;`)
  await db.run(sql`DROP TABLE \`_video_wishes_v_version_captions\`;`)
  await db.run(sql`DROP TABLE \`site_settings_company_social\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_video_grid_videos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`video_url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_video_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_video_grid_videos\`("_order", "_parent_id", "id", "image_id", "video_url") SELECT "_order", "_parent_id", "id", "image_id", "video_url" FROM \`pages_blocks_video_grid_videos\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_grid_videos\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_video_grid_videos\` RENAME TO \`pages_blocks_video_grid_videos\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_grid_videos_order_idx\` ON \`pages_blocks_video_grid_videos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_grid_videos_parent_id_idx\` ON \`pages_blocks_video_grid_videos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_grid_videos_image_idx\` ON \`pages_blocks_video_grid_videos\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_video_grid_videos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`video_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_video_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_video_grid_videos\`("_order", "_parent_id", "id", "image_id", "video_url", "_uuid") SELECT "_order", "_parent_id", "id", "image_id", "video_url", "_uuid" FROM \`_pages_v_blocks_video_grid_videos\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_grid_videos\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_video_grid_videos\` RENAME TO \`_pages_v_blocks_video_grid_videos\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_grid_videos_order_idx\` ON \`_pages_v_blocks_video_grid_videos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_grid_videos_parent_id_idx\` ON \`_pages_v_blocks_video_grid_videos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_grid_videos_image_idx\` ON \`_pages_v_blocks_video_grid_videos\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_video_grid_videos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`video_url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_video_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_video_grid_videos\`("_order", "_parent_id", "id", "image_id", "video_url") SELECT "_order", "_parent_id", "id", "image_id", "video_url" FROM \`home_blocks_video_grid_videos\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_video_grid_videos\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_video_grid_videos\` RENAME TO \`home_blocks_video_grid_videos\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_video_grid_videos_order_idx\` ON \`home_blocks_video_grid_videos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_video_grid_videos_parent_id_idx\` ON \`home_blocks_video_grid_videos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_video_grid_videos_image_idx\` ON \`home_blocks_video_grid_videos\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_video_grid_videos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`video_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_video_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_video_grid_videos\`("_order", "_parent_id", "id", "image_id", "video_url", "_uuid") SELECT "_order", "_parent_id", "id", "image_id", "video_url", "_uuid" FROM \`_home_v_blocks_video_grid_videos\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_video_grid_videos\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_video_grid_videos\` RENAME TO \`_home_v_blocks_video_grid_videos\`;`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_video_grid_videos_order_idx\` ON \`_home_v_blocks_video_grid_videos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_video_grid_videos_parent_id_idx\` ON \`_home_v_blocks_video_grid_videos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_video_grid_videos_image_idx\` ON \`_home_v_blocks_video_grid_videos\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`footer\` ADD \`contact_phone\` text;`)
  await db.run(sql`ALTER TABLE \`footer\` ADD \`contact_email\` text;`)
  await db.run(sql`ALTER TABLE \`footer_locales\` ADD \`contact_address\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`company_founded\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`company_phone\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`company_email\`;`)
}
