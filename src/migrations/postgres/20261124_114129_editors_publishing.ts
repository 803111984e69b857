import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__markets_v_version_languages" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum__markets_v_version_code" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "_markets_v_version_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__markets_v_version_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_markets_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_code" "enum__markets_v_version_code" NOT NULL,
  	"version_sort" numeric DEFAULT 0,
  	"version_enabled" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_markets_v_locales" (
  	"version_name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_media_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_prefix" varchar DEFAULT '',
  	"version__objectkey" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_url" varchar,
  	"version_thumbnail_u_r_l" varchar,
  	"version_filename" varchar,
  	"version_mime_type" varchar,
  	"version_filesize" numeric,
  	"version_width" numeric,
  	"version_height" numeric,
  	"version_focal_x" numeric,
  	"version_focal_y" numeric,
  	"version_sizes_thumbnail_url" varchar,
  	"version_sizes_thumbnail_width" numeric,
  	"version_sizes_thumbnail_height" numeric,
  	"version_sizes_thumbnail_mime_type" varchar,
  	"version_sizes_thumbnail_filesize" numeric,
  	"version_sizes_thumbnail_filename" varchar,
  	"version_sizes_share_url" varchar,
  	"version_sizes_share_width" numeric,
  	"version_sizes_share_height" numeric,
  	"version_sizes_share_mime_type" varchar,
  	"version_sizes_share_filesize" numeric,
  	"version_sizes_share_filename" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_media_v_locales" (
  	"version_alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_home_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_tea_estates_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_testimonials_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_podcast_series_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_podcast_episodes_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_e_books_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_gift_teas_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_accessory_categories_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_accessories_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_recipes_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_tea_categories_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_tea_ranges_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_ingredients_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_products_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_featured_stories_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_social_wall_items_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_news_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_events_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_press_categories_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_press_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_image_albums_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_audio_items_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_video_items_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_blog_categories_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_blog_posts_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_inspired_galleries_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_commemorative_teas_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_video_wishes_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_letters_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_inspiration_books_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "media" ADD COLUMN "sizes_share_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_share_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_share_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_share_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_share_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_share_filename" varchar;
  ALTER TABLE "_markets_v_version_languages" ADD CONSTRAINT "_markets_v_version_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_markets_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_markets_v" ADD CONSTRAINT "_markets_v_parent_id_markets_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."markets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_markets_v_locales" ADD CONSTRAINT "_markets_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_markets_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_media_v" ADD CONSTRAINT "_media_v_parent_id_media_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_media_v_locales" ADD CONSTRAINT "_media_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_media_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_markets_v_version_languages_order_idx" ON "_markets_v_version_languages" USING btree ("order");
  CREATE INDEX "_markets_v_version_languages_parent_idx" ON "_markets_v_version_languages" USING btree ("parent_id");
  CREATE INDEX "_markets_v_parent_idx" ON "_markets_v" USING btree ("parent_id");
  CREATE INDEX "_markets_v_version_version_code_idx" ON "_markets_v" USING btree ("version_code");
  CREATE INDEX "_markets_v_version_version_updated_at_idx" ON "_markets_v" USING btree ("version_updated_at");
  CREATE INDEX "_markets_v_version_version_created_at_idx" ON "_markets_v" USING btree ("version_created_at");
  CREATE INDEX "_markets_v_created_at_idx" ON "_markets_v" USING btree ("created_at");
  CREATE INDEX "_markets_v_updated_at_idx" ON "_markets_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_markets_v_locales_locale_parent_id_unique" ON "_markets_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_media_v_parent_idx" ON "_media_v" USING btree ("parent_id");
  CREATE INDEX "_media_v_version_version_updated_at_idx" ON "_media_v" USING btree ("version_updated_at");
  CREATE INDEX "_media_v_version_version_created_at_idx" ON "_media_v" USING btree ("version_created_at");
  CREATE INDEX "_media_v_version_version_filename_idx" ON "_media_v" USING btree ("version_filename");
  CREATE INDEX "_media_v_version_sizes_thumbnail_version_sizes_thumbnail_idx" ON "_media_v" USING btree ("version_sizes_thumbnail_filename");
  CREATE INDEX "_media_v_version_sizes_share_version_sizes_share_filenam_idx" ON "_media_v" USING btree ("version_sizes_share_filename");
  CREATE INDEX "_media_v_created_at_idx" ON "_media_v" USING btree ("created_at");
  CREATE INDEX "_media_v_updated_at_idx" ON "_media_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_media_v_locales_locale_parent_id_unique" ON "_media_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_home_v_autosave_idx" ON "_home_v" USING btree ("autosave");
  CREATE INDEX "_tea_estates_v_autosave_idx" ON "_tea_estates_v" USING btree ("autosave");
  CREATE INDEX "_testimonials_v_autosave_idx" ON "_testimonials_v" USING btree ("autosave");
  CREATE INDEX "_podcast_series_v_autosave_idx" ON "_podcast_series_v" USING btree ("autosave");
  CREATE INDEX "_podcast_episodes_v_autosave_idx" ON "_podcast_episodes_v" USING btree ("autosave");
  CREATE INDEX "_e_books_v_autosave_idx" ON "_e_books_v" USING btree ("autosave");
  CREATE INDEX "_gift_teas_v_autosave_idx" ON "_gift_teas_v" USING btree ("autosave");
  CREATE INDEX "_accessory_categories_v_autosave_idx" ON "_accessory_categories_v" USING btree ("autosave");
  CREATE INDEX "_accessories_v_autosave_idx" ON "_accessories_v" USING btree ("autosave");
  CREATE INDEX "_recipes_v_autosave_idx" ON "_recipes_v" USING btree ("autosave");
  CREATE INDEX "_tea_categories_v_autosave_idx" ON "_tea_categories_v" USING btree ("autosave");
  CREATE INDEX "_tea_ranges_v_autosave_idx" ON "_tea_ranges_v" USING btree ("autosave");
  CREATE INDEX "_ingredients_v_autosave_idx" ON "_ingredients_v" USING btree ("autosave");
  CREATE INDEX "_products_v_autosave_idx" ON "_products_v" USING btree ("autosave");
  CREATE INDEX "_featured_stories_v_autosave_idx" ON "_featured_stories_v" USING btree ("autosave");
  CREATE INDEX "_social_wall_items_v_autosave_idx" ON "_social_wall_items_v" USING btree ("autosave");
  CREATE INDEX "_news_v_autosave_idx" ON "_news_v" USING btree ("autosave");
  CREATE INDEX "_events_v_autosave_idx" ON "_events_v" USING btree ("autosave");
  CREATE INDEX "_press_categories_v_autosave_idx" ON "_press_categories_v" USING btree ("autosave");
  CREATE INDEX "_press_v_autosave_idx" ON "_press_v" USING btree ("autosave");
  CREATE INDEX "_image_albums_v_autosave_idx" ON "_image_albums_v" USING btree ("autosave");
  CREATE INDEX "_audio_items_v_autosave_idx" ON "_audio_items_v" USING btree ("autosave");
  CREATE INDEX "_video_items_v_autosave_idx" ON "_video_items_v" USING btree ("autosave");
  CREATE INDEX "_blog_categories_v_autosave_idx" ON "_blog_categories_v" USING btree ("autosave");
  CREATE INDEX "_blog_posts_v_autosave_idx" ON "_blog_posts_v" USING btree ("autosave");
  CREATE INDEX "_inspired_galleries_v_autosave_idx" ON "_inspired_galleries_v" USING btree ("autosave");
  CREATE INDEX "_commemorative_teas_v_autosave_idx" ON "_commemorative_teas_v" USING btree ("autosave");
  CREATE INDEX "_video_wishes_v_autosave_idx" ON "_video_wishes_v" USING btree ("autosave");
  CREATE INDEX "_letters_v_autosave_idx" ON "_letters_v" USING btree ("autosave");
  CREATE INDEX "_inspiration_books_v_autosave_idx" ON "_inspiration_books_v" USING btree ("autosave");
  CREATE INDEX "media_sizes_share_sizes_share_filename_idx" ON "media" USING btree ("sizes_share_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_markets_v_version_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_markets_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_markets_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_media_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_media_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_markets_v_version_languages" CASCADE;
  DROP TABLE "_markets_v" CASCADE;
  DROP TABLE "_markets_v_locales" CASCADE;
  DROP TABLE "_media_v" CASCADE;
  DROP TABLE "_media_v_locales" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "_home_v_autosave_idx";
  DROP INDEX "_tea_estates_v_autosave_idx";
  DROP INDEX "_testimonials_v_autosave_idx";
  DROP INDEX "_podcast_series_v_autosave_idx";
  DROP INDEX "_podcast_episodes_v_autosave_idx";
  DROP INDEX "_e_books_v_autosave_idx";
  DROP INDEX "_gift_teas_v_autosave_idx";
  DROP INDEX "_accessory_categories_v_autosave_idx";
  DROP INDEX "_accessories_v_autosave_idx";
  DROP INDEX "_recipes_v_autosave_idx";
  DROP INDEX "_tea_categories_v_autosave_idx";
  DROP INDEX "_tea_ranges_v_autosave_idx";
  DROP INDEX "_ingredients_v_autosave_idx";
  DROP INDEX "_products_v_autosave_idx";
  DROP INDEX "_featured_stories_v_autosave_idx";
  DROP INDEX "_social_wall_items_v_autosave_idx";
  DROP INDEX "_news_v_autosave_idx";
  DROP INDEX "_events_v_autosave_idx";
  DROP INDEX "_press_categories_v_autosave_idx";
  DROP INDEX "_press_v_autosave_idx";
  DROP INDEX "_image_albums_v_autosave_idx";
  DROP INDEX "_audio_items_v_autosave_idx";
  DROP INDEX "_video_items_v_autosave_idx";
  DROP INDEX "_blog_categories_v_autosave_idx";
  DROP INDEX "_blog_posts_v_autosave_idx";
  DROP INDEX "_inspired_galleries_v_autosave_idx";
  DROP INDEX "_commemorative_teas_v_autosave_idx";
  DROP INDEX "_video_wishes_v_autosave_idx";
  DROP INDEX "_letters_v_autosave_idx";
  DROP INDEX "_inspiration_books_v_autosave_idx";
  DROP INDEX "media_sizes_share_sizes_share_filename_idx";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "_home_v" DROP COLUMN "autosave";
  ALTER TABLE "_tea_estates_v" DROP COLUMN "autosave";
  ALTER TABLE "_testimonials_v" DROP COLUMN "autosave";
  ALTER TABLE "_podcast_series_v" DROP COLUMN "autosave";
  ALTER TABLE "_podcast_episodes_v" DROP COLUMN "autosave";
  ALTER TABLE "_e_books_v" DROP COLUMN "autosave";
  ALTER TABLE "_gift_teas_v" DROP COLUMN "autosave";
  ALTER TABLE "_accessory_categories_v" DROP COLUMN "autosave";
  ALTER TABLE "_accessories_v" DROP COLUMN "autosave";
  ALTER TABLE "_recipes_v" DROP COLUMN "autosave";
  ALTER TABLE "_tea_categories_v" DROP COLUMN "autosave";
  ALTER TABLE "_tea_ranges_v" DROP COLUMN "autosave";
  ALTER TABLE "_ingredients_v" DROP COLUMN "autosave";
  ALTER TABLE "_products_v" DROP COLUMN "autosave";
  ALTER TABLE "_featured_stories_v" DROP COLUMN "autosave";
  ALTER TABLE "_social_wall_items_v" DROP COLUMN "autosave";
  ALTER TABLE "_news_v" DROP COLUMN "autosave";
  ALTER TABLE "_events_v" DROP COLUMN "autosave";
  ALTER TABLE "_press_categories_v" DROP COLUMN "autosave";
  ALTER TABLE "_press_v" DROP COLUMN "autosave";
  ALTER TABLE "_image_albums_v" DROP COLUMN "autosave";
  ALTER TABLE "_audio_items_v" DROP COLUMN "autosave";
  ALTER TABLE "_video_items_v" DROP COLUMN "autosave";
  ALTER TABLE "_blog_categories_v" DROP COLUMN "autosave";
  ALTER TABLE "_blog_posts_v" DROP COLUMN "autosave";
  ALTER TABLE "_inspired_galleries_v" DROP COLUMN "autosave";
  ALTER TABLE "_commemorative_teas_v" DROP COLUMN "autosave";
  ALTER TABLE "_video_wishes_v" DROP COLUMN "autosave";
  ALTER TABLE "_letters_v" DROP COLUMN "autosave";
  ALTER TABLE "_inspiration_books_v" DROP COLUMN "autosave";
  ALTER TABLE "media" DROP COLUMN "sizes_share_url";
  ALTER TABLE "media" DROP COLUMN "sizes_share_width";
  ALTER TABLE "media" DROP COLUMN "sizes_share_height";
  ALTER TABLE "media" DROP COLUMN "sizes_share_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_share_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_share_filename";
  DROP TYPE "public"."enum__markets_v_version_languages";
  DROP TYPE "public"."enum__markets_v_version_code";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
