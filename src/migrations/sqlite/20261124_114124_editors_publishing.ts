import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_markets_v_version_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_markets_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_markets_v_version_languages_order_idx\` ON \`_markets_v_version_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_markets_v_version_languages_parent_idx\` ON \`_markets_v_version_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_markets_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_code\` text NOT NULL,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_enabled\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`markets\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_markets_v_parent_idx\` ON \`_markets_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_markets_v_version_version_code_idx\` ON \`_markets_v\` (\`version_code\`);`)
  await db.run(sql`CREATE INDEX \`_markets_v_version_version_updated_at_idx\` ON \`_markets_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_markets_v_version_version_created_at_idx\` ON \`_markets_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_markets_v_created_at_idx\` ON \`_markets_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_markets_v_updated_at_idx\` ON \`_markets_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_markets_v_locales\` (
  	\`version_name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_markets_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_markets_v_locales_locale_parent_id_unique\` ON \`_markets_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_media_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_prefix\` text DEFAULT '',
  	\`version__objectkey\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_url\` text,
  	\`version_thumbnail_u_r_l\` text,
  	\`version_filename\` text,
  	\`version_mime_type\` text,
  	\`version_filesize\` numeric,
  	\`version_width\` numeric,
  	\`version_height\` numeric,
  	\`version_focal_x\` numeric,
  	\`version_focal_y\` numeric,
  	\`version_sizes_thumbnail_url\` text,
  	\`version_sizes_thumbnail_width\` numeric,
  	\`version_sizes_thumbnail_height\` numeric,
  	\`version_sizes_thumbnail_mime_type\` text,
  	\`version_sizes_thumbnail_filesize\` numeric,
  	\`version_sizes_thumbnail_filename\` text,
  	\`version_sizes_share_url\` text,
  	\`version_sizes_share_width\` numeric,
  	\`version_sizes_share_height\` numeric,
  	\`version_sizes_share_mime_type\` text,
  	\`version_sizes_share_filesize\` numeric,
  	\`version_sizes_share_filename\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_media_v_parent_idx\` ON \`_media_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_media_v_version_version_updated_at_idx\` ON \`_media_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_v_version_version_created_at_idx\` ON \`_media_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_v_version_version_filename_idx\` ON \`_media_v\` (\`version_filename\`);`)
  await db.run(sql`CREATE INDEX \`_media_v_version_sizes_thumbnail_version_sizes_thumbnail_idx\` ON \`_media_v\` (\`version_sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`_media_v_version_sizes_share_version_sizes_share_filenam_idx\` ON \`_media_v\` (\`version_sizes_share_filename\`);`)
  await db.run(sql`CREATE INDEX \`_media_v_created_at_idx\` ON \`_media_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_v_updated_at_idx\` ON \`_media_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_media_v_locales\` (
  	\`version_alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_media_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_media_v_locales_locale_parent_id_unique\` ON \`_media_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_home_v_autosave_idx\` ON \`_home_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_tea_estates_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_tea_estates_v_autosave_idx\` ON \`_tea_estates_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_autosave_idx\` ON \`_testimonials_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_podcast_series_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_podcast_series_v_autosave_idx\` ON \`_podcast_series_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_podcast_episodes_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_autosave_idx\` ON \`_podcast_episodes_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_e_books_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_e_books_v_autosave_idx\` ON \`_e_books_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_gift_teas_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_gift_teas_v_autosave_idx\` ON \`_gift_teas_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_accessory_categories_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_accessory_categories_v_autosave_idx\` ON \`_accessory_categories_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_accessories_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_accessories_v_autosave_idx\` ON \`_accessories_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_recipes_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_recipes_v_autosave_idx\` ON \`_recipes_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_tea_categories_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_tea_categories_v_autosave_idx\` ON \`_tea_categories_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_tea_ranges_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_tea_ranges_v_autosave_idx\` ON \`_tea_ranges_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_ingredients_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_ingredients_v_autosave_idx\` ON \`_ingredients_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_products_v_autosave_idx\` ON \`_products_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_featured_stories_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_featured_stories_v_autosave_idx\` ON \`_featured_stories_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_social_wall_items_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_social_wall_items_v_autosave_idx\` ON \`_social_wall_items_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_news_v_autosave_idx\` ON \`_news_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_events_v_autosave_idx\` ON \`_events_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_press_categories_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_press_categories_v_autosave_idx\` ON \`_press_categories_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_press_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_press_v_autosave_idx\` ON \`_press_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_image_albums_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_image_albums_v_autosave_idx\` ON \`_image_albums_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_audio_items_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_audio_items_v_autosave_idx\` ON \`_audio_items_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_video_items_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_video_items_v_autosave_idx\` ON \`_video_items_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_blog_categories_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_autosave_idx\` ON \`_blog_categories_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_blog_posts_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_autosave_idx\` ON \`_blog_posts_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_inspired_galleries_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_inspired_galleries_v_autosave_idx\` ON \`_inspired_galleries_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_commemorative_teas_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_commemorative_teas_v_autosave_idx\` ON \`_commemorative_teas_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_video_wishes_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_video_wishes_v_autosave_idx\` ON \`_video_wishes_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_letters_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_letters_v_autosave_idx\` ON \`_letters_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_inspiration_books_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_inspiration_books_v_autosave_idx\` ON \`_inspiration_books_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_share_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_share_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_share_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_share_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_share_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_share_filename\` text;`)
  await db.run(sql`CREATE INDEX \`media_sizes_share_sizes_share_filename_idx\` ON \`media\` (\`sizes_share_filename\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_markets_v_version_languages\`;`)
  await db.run(sql`DROP TABLE \`_markets_v\`;`)
  await db.run(sql`DROP TABLE \`_markets_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_media_v\`;`)
  await db.run(sql`DROP TABLE \`_media_v_locales\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_home_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_tea_estates_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_tea_estates_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_testimonials_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_podcast_series_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_podcast_series_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_podcast_episodes_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_podcast_episodes_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_e_books_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_e_books_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_gift_teas_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_gift_teas_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_accessory_categories_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_accessory_categories_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_accessories_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_accessories_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_recipes_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_recipes_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_tea_categories_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_tea_categories_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_tea_ranges_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_tea_ranges_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_ingredients_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_ingredients_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_products_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_featured_stories_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_featured_stories_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_social_wall_items_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_social_wall_items_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_news_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_events_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_press_categories_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_press_categories_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_press_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_press_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_image_albums_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_image_albums_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_audio_items_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_audio_items_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_video_items_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_video_items_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_blog_categories_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_blog_categories_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_blog_posts_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_blog_posts_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_inspired_galleries_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_inspired_galleries_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_commemorative_teas_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_commemorative_teas_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_video_wishes_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_video_wishes_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_letters_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_letters_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_inspiration_books_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_inspiration_books_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`media_sizes_share_sizes_share_filename_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_share_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_share_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_share_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_share_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_share_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_share_filename\`;`)
}
