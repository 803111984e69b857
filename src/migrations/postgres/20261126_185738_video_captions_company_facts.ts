import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_video_grid_videos_captions_language" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_pages_blocks_founder_message_captions_language" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum__pages_v_blocks_video_grid_videos_captions_language" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum__pages_v_blocks_founder_message_captions_language" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_home_blocks_video_grid_videos_captions_language" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_home_blocks_founder_message_captions_language" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum__home_v_blocks_video_grid_videos_captions_language" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum__home_v_blocks_founder_message_captions_language" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_tea_estates_video_captions_language" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum__tea_estates_v_version_video_captions_language" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_video_items_captions_language" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum__video_items_v_version_captions_language" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_video_wishes_captions_language" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum__video_wishes_v_version_captions_language" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_site_settings_company_social_platform" AS ENUM('facebook', 'instagram', 'youtube', 'x', 'linkedin', 'pinterest');
  CREATE TABLE "pages_blocks_video_grid_videos_captions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"language" "enum_pages_blocks_video_grid_videos_captions_language",
  	"file_id" integer
  );
  
  CREATE TABLE "pages_blocks_founder_message_captions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"language" "enum_pages_blocks_founder_message_captions_language",
  	"file_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_video_grid_videos_captions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"language" "enum__pages_v_blocks_video_grid_videos_captions_language",
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_founder_message_captions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"language" "enum__pages_v_blocks_founder_message_captions_language",
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "home_blocks_video_grid_videos_captions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"language" "enum_home_blocks_video_grid_videos_captions_language",
  	"file_id" integer
  );
  
  CREATE TABLE "home_blocks_founder_message_captions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"language" "enum_home_blocks_founder_message_captions_language",
  	"file_id" integer
  );
  
  CREATE TABLE "_home_v_blocks_video_grid_videos_captions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"language" "enum__home_v_blocks_video_grid_videos_captions_language",
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_founder_message_captions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"language" "enum__home_v_blocks_founder_message_captions_language",
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "tea_estates_video_captions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"language" "enum_tea_estates_video_captions_language",
  	"file_id" integer
  );
  
  CREATE TABLE "_tea_estates_v_version_video_captions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"language" "enum__tea_estates_v_version_video_captions_language",
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "video_items_captions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"language" "enum_video_items_captions_language",
  	"file_id" integer
  );
  
  CREATE TABLE "_video_items_v_version_captions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"language" "enum__video_items_v_version_captions_language",
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "video_wishes_captions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"language" "enum_video_wishes_captions_language",
  	"file_id" integer
  );
  
  CREATE TABLE "_video_wishes_v_version_captions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"language" "enum__video_wishes_v_version_captions_language",
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "site_settings_company_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_site_settings_company_social_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_locales" (
  	"company_address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "footer_social" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "footer_social" CASCADE;
  ALTER TABLE "pages_blocks_video_grid_videos" ADD COLUMN "video_file_id" integer;
  ALTER TABLE "_pages_v_blocks_video_grid_videos" ADD COLUMN "video_file_id" integer;
  ALTER TABLE "home_blocks_video_grid_videos" ADD COLUMN "video_file_id" integer;
  ALTER TABLE "_home_v_blocks_video_grid_videos" ADD COLUMN "video_file_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "company_founded" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "company_phone" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "company_email" varchar;
  ALTER TABLE "pages_blocks_video_grid_videos_captions" ADD CONSTRAINT "pages_blocks_video_grid_videos_captions_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_grid_videos_captions" ADD CONSTRAINT "pages_blocks_video_grid_videos_captions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_video_grid_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_founder_message_captions" ADD CONSTRAINT "pages_blocks_founder_message_captions_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_founder_message_captions" ADD CONSTRAINT "pages_blocks_founder_message_captions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_founder_message"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_grid_videos_captions" ADD CONSTRAINT "_pages_v_blocks_video_grid_videos_captions_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_grid_videos_captions" ADD CONSTRAINT "_pages_v_blocks_video_grid_videos_captions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_video_grid_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_founder_message_captions" ADD CONSTRAINT "_pages_v_blocks_founder_message_captions_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_founder_message_captions" ADD CONSTRAINT "_pages_v_blocks_founder_message_captions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_founder_message"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_video_grid_videos_captions" ADD CONSTRAINT "home_blocks_video_grid_videos_captions_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_video_grid_videos_captions" ADD CONSTRAINT "home_blocks_video_grid_videos_captions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_video_grid_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_founder_message_captions" ADD CONSTRAINT "home_blocks_founder_message_captions_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_founder_message_captions" ADD CONSTRAINT "home_blocks_founder_message_captions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_founder_message"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_video_grid_videos_captions" ADD CONSTRAINT "_home_v_blocks_video_grid_videos_captions_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_video_grid_videos_captions" ADD CONSTRAINT "_home_v_blocks_video_grid_videos_captions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_video_grid_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_founder_message_captions" ADD CONSTRAINT "_home_v_blocks_founder_message_captions_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_founder_message_captions" ADD CONSTRAINT "_home_v_blocks_founder_message_captions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_founder_message"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tea_estates_video_captions" ADD CONSTRAINT "tea_estates_video_captions_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tea_estates_video_captions" ADD CONSTRAINT "tea_estates_video_captions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tea_estates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tea_estates_v_version_video_captions" ADD CONSTRAINT "_tea_estates_v_version_video_captions_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tea_estates_v_version_video_captions" ADD CONSTRAINT "_tea_estates_v_version_video_captions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tea_estates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_items_captions" ADD CONSTRAINT "video_items_captions_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_items_captions" ADD CONSTRAINT "video_items_captions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."video_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_video_items_v_version_captions" ADD CONSTRAINT "_video_items_v_version_captions_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_items_v_version_captions" ADD CONSTRAINT "_video_items_v_version_captions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_video_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_wishes_captions" ADD CONSTRAINT "video_wishes_captions_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_wishes_captions" ADD CONSTRAINT "video_wishes_captions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."video_wishes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_video_wishes_v_version_captions" ADD CONSTRAINT "_video_wishes_v_version_captions_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_wishes_v_version_captions" ADD CONSTRAINT "_video_wishes_v_version_captions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_video_wishes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_company_social" ADD CONSTRAINT "site_settings_company_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_video_grid_videos_captions_order_idx" ON "pages_blocks_video_grid_videos_captions" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_grid_videos_captions_parent_id_idx" ON "pages_blocks_video_grid_videos_captions" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_grid_videos_captions_file_idx" ON "pages_blocks_video_grid_videos_captions" USING btree ("file_id");
  CREATE INDEX "pages_blocks_founder_message_captions_order_idx" ON "pages_blocks_founder_message_captions" USING btree ("_order");
  CREATE INDEX "pages_blocks_founder_message_captions_parent_id_idx" ON "pages_blocks_founder_message_captions" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_founder_message_captions_file_idx" ON "pages_blocks_founder_message_captions" USING btree ("file_id");
  CREATE INDEX "_pages_v_blocks_video_grid_videos_captions_order_idx" ON "_pages_v_blocks_video_grid_videos_captions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_grid_videos_captions_parent_id_idx" ON "_pages_v_blocks_video_grid_videos_captions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_grid_videos_captions_file_idx" ON "_pages_v_blocks_video_grid_videos_captions" USING btree ("file_id");
  CREATE INDEX "_pages_v_blocks_founder_message_captions_order_idx" ON "_pages_v_blocks_founder_message_captions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_founder_message_captions_parent_id_idx" ON "_pages_v_blocks_founder_message_captions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_founder_message_captions_file_idx" ON "_pages_v_blocks_founder_message_captions" USING btree ("file_id");
  CREATE INDEX "home_blocks_video_grid_videos_captions_order_idx" ON "home_blocks_video_grid_videos_captions" USING btree ("_order");
  CREATE INDEX "home_blocks_video_grid_videos_captions_parent_id_idx" ON "home_blocks_video_grid_videos_captions" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_video_grid_videos_captions_file_idx" ON "home_blocks_video_grid_videos_captions" USING btree ("file_id");
  CREATE INDEX "home_blocks_founder_message_captions_order_idx" ON "home_blocks_founder_message_captions" USING btree ("_order");
  CREATE INDEX "home_blocks_founder_message_captions_parent_id_idx" ON "home_blocks_founder_message_captions" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_founder_message_captions_file_idx" ON "home_blocks_founder_message_captions" USING btree ("file_id");
  CREATE INDEX "_home_v_blocks_video_grid_videos_captions_order_idx" ON "_home_v_blocks_video_grid_videos_captions" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_video_grid_videos_captions_parent_id_idx" ON "_home_v_blocks_video_grid_videos_captions" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_video_grid_videos_captions_file_idx" ON "_home_v_blocks_video_grid_videos_captions" USING btree ("file_id");
  CREATE INDEX "_home_v_blocks_founder_message_captions_order_idx" ON "_home_v_blocks_founder_message_captions" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_founder_message_captions_parent_id_idx" ON "_home_v_blocks_founder_message_captions" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_founder_message_captions_file_idx" ON "_home_v_blocks_founder_message_captions" USING btree ("file_id");
  CREATE INDEX "tea_estates_video_captions_order_idx" ON "tea_estates_video_captions" USING btree ("_order");
  CREATE INDEX "tea_estates_video_captions_parent_id_idx" ON "tea_estates_video_captions" USING btree ("_parent_id");
  CREATE INDEX "tea_estates_video_captions_file_idx" ON "tea_estates_video_captions" USING btree ("file_id");
  CREATE INDEX "_tea_estates_v_version_video_captions_order_idx" ON "_tea_estates_v_version_video_captions" USING btree ("_order");
  CREATE INDEX "_tea_estates_v_version_video_captions_parent_id_idx" ON "_tea_estates_v_version_video_captions" USING btree ("_parent_id");
  CREATE INDEX "_tea_estates_v_version_video_captions_file_idx" ON "_tea_estates_v_version_video_captions" USING btree ("file_id");
  CREATE INDEX "video_items_captions_order_idx" ON "video_items_captions" USING btree ("_order");
  CREATE INDEX "video_items_captions_parent_id_idx" ON "video_items_captions" USING btree ("_parent_id");
  CREATE INDEX "video_items_captions_file_idx" ON "video_items_captions" USING btree ("file_id");
  CREATE INDEX "_video_items_v_version_captions_order_idx" ON "_video_items_v_version_captions" USING btree ("_order");
  CREATE INDEX "_video_items_v_version_captions_parent_id_idx" ON "_video_items_v_version_captions" USING btree ("_parent_id");
  CREATE INDEX "_video_items_v_version_captions_file_idx" ON "_video_items_v_version_captions" USING btree ("file_id");
  CREATE INDEX "video_wishes_captions_order_idx" ON "video_wishes_captions" USING btree ("_order");
  CREATE INDEX "video_wishes_captions_parent_id_idx" ON "video_wishes_captions" USING btree ("_parent_id");
  CREATE INDEX "video_wishes_captions_file_idx" ON "video_wishes_captions" USING btree ("file_id");
  CREATE INDEX "_video_wishes_v_version_captions_order_idx" ON "_video_wishes_v_version_captions" USING btree ("_order");
  CREATE INDEX "_video_wishes_v_version_captions_parent_id_idx" ON "_video_wishes_v_version_captions" USING btree ("_parent_id");
  CREATE INDEX "_video_wishes_v_version_captions_file_idx" ON "_video_wishes_v_version_captions" USING btree ("file_id");
  CREATE INDEX "site_settings_company_social_order_idx" ON "site_settings_company_social" USING btree ("_order");
  CREATE INDEX "site_settings_company_social_parent_id_idx" ON "site_settings_company_social" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "pages_blocks_video_grid_videos" ADD CONSTRAINT "pages_blocks_video_grid_videos_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_grid_videos" ADD CONSTRAINT "_pages_v_blocks_video_grid_videos_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_video_grid_videos" ADD CONSTRAINT "home_blocks_video_grid_videos_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_video_grid_videos" ADD CONSTRAINT "_home_v_blocks_video_grid_videos_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_video_grid_videos_video_file_idx" ON "pages_blocks_video_grid_videos" USING btree ("video_file_id");
  CREATE INDEX "_pages_v_blocks_video_grid_videos_video_file_idx" ON "_pages_v_blocks_video_grid_videos" USING btree ("video_file_id");
  CREATE INDEX "home_blocks_video_grid_videos_video_file_idx" ON "home_blocks_video_grid_videos" USING btree ("video_file_id");
  CREATE INDEX "_home_v_blocks_video_grid_videos_video_file_idx" ON "_home_v_blocks_video_grid_videos" USING btree ("video_file_id");
  ALTER TABLE "footer" DROP COLUMN "contact_phone";
  ALTER TABLE "footer" DROP COLUMN "contact_email";
  ALTER TABLE "footer_locales" DROP COLUMN "contact_address";
  DROP TYPE "public"."enum_footer_social_platform";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_footer_social_platform" AS ENUM('facebook', 'instagram', 'youtube', 'x', 'linkedin', 'pinterest');
  CREATE TABLE "footer_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_footer_social_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  ALTER TABLE "pages_blocks_video_grid_videos_captions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_founder_message_captions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video_grid_videos_captions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_founder_message_captions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_video_grid_videos_captions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_founder_message_captions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_video_grid_videos_captions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_founder_message_captions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tea_estates_video_captions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tea_estates_v_version_video_captions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_items_captions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_video_items_v_version_captions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_wishes_captions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_video_wishes_v_version_captions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_company_social" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_video_grid_videos_captions" CASCADE;
  DROP TABLE "pages_blocks_founder_message_captions" CASCADE;
  DROP TABLE "_pages_v_blocks_video_grid_videos_captions" CASCADE;
  DROP TABLE "_pages_v_blocks_founder_message_captions" CASCADE;
  DROP TABLE "home_blocks_video_grid_videos_captions" CASCADE;
  DROP TABLE "home_blocks_founder_message_captions" CASCADE;
  DROP TABLE "_home_v_blocks_video_grid_videos_captions" CASCADE;
  DROP TABLE "_home_v_blocks_founder_message_captions" CASCADE;
  DROP TABLE "tea_estates_video_captions" CASCADE;
  DROP TABLE "_tea_estates_v_version_video_captions" CASCADE;
  DROP TABLE "video_items_captions" CASCADE;
  DROP TABLE "_video_items_v_version_captions" CASCADE;
  DROP TABLE "video_wishes_captions" CASCADE;
  DROP TABLE "_video_wishes_v_version_captions" CASCADE;
  DROP TABLE "site_settings_company_social" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  ALTER TABLE "pages_blocks_video_grid_videos" DROP CONSTRAINT "pages_blocks_video_grid_videos_video_file_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_video_grid_videos" DROP CONSTRAINT "_pages_v_blocks_video_grid_videos_video_file_id_media_id_fk";
  
  ALTER TABLE "home_blocks_video_grid_videos" DROP CONSTRAINT "home_blocks_video_grid_videos_video_file_id_media_id_fk";
  
  ALTER TABLE "_home_v_blocks_video_grid_videos" DROP CONSTRAINT "_home_v_blocks_video_grid_videos_video_file_id_media_id_fk";
  
  DROP INDEX "pages_blocks_video_grid_videos_video_file_idx";
  DROP INDEX "_pages_v_blocks_video_grid_videos_video_file_idx";
  DROP INDEX "home_blocks_video_grid_videos_video_file_idx";
  DROP INDEX "_home_v_blocks_video_grid_videos_video_file_idx";
  ALTER TABLE "footer" ADD COLUMN "contact_phone" varchar;
  ALTER TABLE "footer" ADD COLUMN "contact_email" varchar;
  ALTER TABLE "footer_locales" ADD COLUMN "contact_address" varchar;
  ALTER TABLE "footer_social" ADD CONSTRAINT "footer_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "footer_social_order_idx" ON "footer_social" USING btree ("_order");
  CREATE INDEX "footer_social_parent_id_idx" ON "footer_social" USING btree ("_parent_id");
  ALTER TABLE "pages_blocks_video_grid_videos" DROP COLUMN "video_file_id";
  ALTER TABLE "_pages_v_blocks_video_grid_videos" DROP COLUMN "video_file_id";
  ALTER TABLE "home_blocks_video_grid_videos" DROP COLUMN "video_file_id";
  ALTER TABLE "_home_v_blocks_video_grid_videos" DROP COLUMN "video_file_id";
  ALTER TABLE "site_settings" DROP COLUMN "company_founded";
  ALTER TABLE "site_settings" DROP COLUMN "company_phone";
  ALTER TABLE "site_settings" DROP COLUMN "company_email";
  DROP TYPE "public"."enum_pages_blocks_video_grid_videos_captions_language";
  DROP TYPE "public"."enum_pages_blocks_founder_message_captions_language";
  DROP TYPE "public"."enum__pages_v_blocks_video_grid_videos_captions_language";
  DROP TYPE "public"."enum__pages_v_blocks_founder_message_captions_language";
  DROP TYPE "public"."enum_home_blocks_video_grid_videos_captions_language";
  DROP TYPE "public"."enum_home_blocks_founder_message_captions_language";
  DROP TYPE "public"."enum__home_v_blocks_video_grid_videos_captions_language";
  DROP TYPE "public"."enum__home_v_blocks_founder_message_captions_language";
  DROP TYPE "public"."enum_tea_estates_video_captions_language";
  DROP TYPE "public"."enum__tea_estates_v_version_video_captions_language";
  DROP TYPE "public"."enum_video_items_captions_language";
  DROP TYPE "public"."enum__video_items_v_version_captions_language";
  DROP TYPE "public"."enum_video_wishes_captions_language";
  DROP TYPE "public"."enum__video_wishes_v_version_captions_language";
  DROP TYPE "public"."enum_site_settings_company_social_platform";`)
}
