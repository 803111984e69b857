import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_trade_section_section" AS ENUM('premium_retailers', 'fine_food_and_gourmet', 'high_quality_casual_dining', 'fine_dining');
  CREATE TYPE "public"."enum__pages_v_blocks_trade_section_section" AS ENUM('premium_retailers', 'fine_food_and_gourmet', 'high_quality_casual_dining', 'fine_dining');
  CREATE TYPE "public"."enum_home_blocks_trade_section_section" AS ENUM('premium_retailers', 'fine_food_and_gourmet', 'high_quality_casual_dining', 'fine_dining');
  CREATE TYPE "public"."enum__home_v_blocks_trade_section_section" AS ENUM('premium_retailers', 'fine_food_and_gourmet', 'high_quality_casual_dining', 'fine_dining');
  CREATE TABLE "pages_blocks_trade_products_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"header_image_id" integer,
  	"link" varchar
  );
  
  CREATE TABLE "pages_blocks_trade_products_items_locales" (
  	"title" varchar,
  	"title_text" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_trade_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"banner_image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_trade_products_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_trade_section_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"header_image_id" integer,
  	"link" varchar
  );
  
  CREATE TABLE "pages_blocks_trade_section_items_locales" (
  	"title" varchar,
  	"title_text" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_trade_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"section" "enum_pages_blocks_trade_section_section",
  	"full" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_trade_section_locales" (
  	"title" varchar,
  	"header_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_trade_products_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"header_image_id" integer,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trade_products_items_locales" (
  	"title" varchar,
  	"title_text" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_trade_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"banner_image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trade_products_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_trade_section_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"header_image_id" integer,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trade_section_items_locales" (
  	"title" varchar,
  	"title_text" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_trade_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"section" "enum__pages_v_blocks_trade_section_section",
  	"full" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trade_section_locales" (
  	"title" varchar,
  	"header_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_blocks_trade_products_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"header_image_id" integer,
  	"link" varchar
  );
  
  CREATE TABLE "home_blocks_trade_products_items_locales" (
  	"title" varchar,
  	"title_text" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_trade_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"banner_image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_trade_products_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_trade_section_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"header_image_id" integer,
  	"link" varchar
  );
  
  CREATE TABLE "home_blocks_trade_section_items_locales" (
  	"title" varchar,
  	"title_text" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_trade_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"section" "enum_home_blocks_trade_section_section",
  	"full" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_trade_section_locales" (
  	"title" varchar,
  	"header_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_trade_products_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"header_image_id" integer,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_trade_products_items_locales" (
  	"title" varchar,
  	"title_text" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_trade_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"banner_image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_trade_products_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_trade_section_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"header_image_id" integer,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_trade_section_items_locales" (
  	"title" varchar,
  	"title_text" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_trade_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"section" "enum__home_v_blocks_trade_section_section",
  	"full" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_trade_section_locales" (
  	"title" varchar,
  	"header_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "competitions_url" varchar;
  ALTER TABLE "pages_blocks_trade_products_items" ADD CONSTRAINT "pages_blocks_trade_products_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_trade_products_items" ADD CONSTRAINT "pages_blocks_trade_products_items_header_image_id_media_id_fk" FOREIGN KEY ("header_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_trade_products_items" ADD CONSTRAINT "pages_blocks_trade_products_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_trade_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trade_products_items_locales" ADD CONSTRAINT "pages_blocks_trade_products_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_trade_products_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trade_products" ADD CONSTRAINT "pages_blocks_trade_products_banner_image_id_media_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_trade_products" ADD CONSTRAINT "pages_blocks_trade_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trade_products_locales" ADD CONSTRAINT "pages_blocks_trade_products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_trade_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trade_section_items" ADD CONSTRAINT "pages_blocks_trade_section_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_trade_section_items" ADD CONSTRAINT "pages_blocks_trade_section_items_header_image_id_media_id_fk" FOREIGN KEY ("header_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_trade_section_items" ADD CONSTRAINT "pages_blocks_trade_section_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_trade_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trade_section_items_locales" ADD CONSTRAINT "pages_blocks_trade_section_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_trade_section_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trade_section" ADD CONSTRAINT "pages_blocks_trade_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trade_section_locales" ADD CONSTRAINT "pages_blocks_trade_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_trade_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trade_products_items" ADD CONSTRAINT "_pages_v_blocks_trade_products_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trade_products_items" ADD CONSTRAINT "_pages_v_blocks_trade_products_items_header_image_id_media_id_fk" FOREIGN KEY ("header_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trade_products_items" ADD CONSTRAINT "_pages_v_blocks_trade_products_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_trade_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trade_products_items_locales" ADD CONSTRAINT "_pages_v_blocks_trade_products_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_trade_products_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trade_products" ADD CONSTRAINT "_pages_v_blocks_trade_products_banner_image_id_media_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trade_products" ADD CONSTRAINT "_pages_v_blocks_trade_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trade_products_locales" ADD CONSTRAINT "_pages_v_blocks_trade_products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_trade_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trade_section_items" ADD CONSTRAINT "_pages_v_blocks_trade_section_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trade_section_items" ADD CONSTRAINT "_pages_v_blocks_trade_section_items_header_image_id_media_id_fk" FOREIGN KEY ("header_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trade_section_items" ADD CONSTRAINT "_pages_v_blocks_trade_section_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_trade_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trade_section_items_locales" ADD CONSTRAINT "_pages_v_blocks_trade_section_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_trade_section_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trade_section" ADD CONSTRAINT "_pages_v_blocks_trade_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trade_section_locales" ADD CONSTRAINT "_pages_v_blocks_trade_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_trade_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_trade_products_items" ADD CONSTRAINT "home_blocks_trade_products_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_trade_products_items" ADD CONSTRAINT "home_blocks_trade_products_items_header_image_id_media_id_fk" FOREIGN KEY ("header_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_trade_products_items" ADD CONSTRAINT "home_blocks_trade_products_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_trade_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_trade_products_items_locales" ADD CONSTRAINT "home_blocks_trade_products_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_trade_products_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_trade_products" ADD CONSTRAINT "home_blocks_trade_products_banner_image_id_media_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_trade_products" ADD CONSTRAINT "home_blocks_trade_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_trade_products_locales" ADD CONSTRAINT "home_blocks_trade_products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_trade_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_trade_section_items" ADD CONSTRAINT "home_blocks_trade_section_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_trade_section_items" ADD CONSTRAINT "home_blocks_trade_section_items_header_image_id_media_id_fk" FOREIGN KEY ("header_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_trade_section_items" ADD CONSTRAINT "home_blocks_trade_section_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_trade_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_trade_section_items_locales" ADD CONSTRAINT "home_blocks_trade_section_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_trade_section_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_trade_section" ADD CONSTRAINT "home_blocks_trade_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_trade_section_locales" ADD CONSTRAINT "home_blocks_trade_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_trade_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_trade_products_items" ADD CONSTRAINT "_home_v_blocks_trade_products_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_trade_products_items" ADD CONSTRAINT "_home_v_blocks_trade_products_items_header_image_id_media_id_fk" FOREIGN KEY ("header_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_trade_products_items" ADD CONSTRAINT "_home_v_blocks_trade_products_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_trade_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_trade_products_items_locales" ADD CONSTRAINT "_home_v_blocks_trade_products_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_trade_products_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_trade_products" ADD CONSTRAINT "_home_v_blocks_trade_products_banner_image_id_media_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_trade_products" ADD CONSTRAINT "_home_v_blocks_trade_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_trade_products_locales" ADD CONSTRAINT "_home_v_blocks_trade_products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_trade_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_trade_section_items" ADD CONSTRAINT "_home_v_blocks_trade_section_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_trade_section_items" ADD CONSTRAINT "_home_v_blocks_trade_section_items_header_image_id_media_id_fk" FOREIGN KEY ("header_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_trade_section_items" ADD CONSTRAINT "_home_v_blocks_trade_section_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_trade_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_trade_section_items_locales" ADD CONSTRAINT "_home_v_blocks_trade_section_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_trade_section_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_trade_section" ADD CONSTRAINT "_home_v_blocks_trade_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_trade_section_locales" ADD CONSTRAINT "_home_v_blocks_trade_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_trade_section"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_trade_products_items_order_idx" ON "pages_blocks_trade_products_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_trade_products_items_parent_id_idx" ON "pages_blocks_trade_products_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trade_products_items_image_idx" ON "pages_blocks_trade_products_items" USING btree ("image_id");
  CREATE INDEX "pages_blocks_trade_products_items_header_image_idx" ON "pages_blocks_trade_products_items" USING btree ("header_image_id");
  CREATE UNIQUE INDEX "pages_blocks_trade_products_items_locales_locale_parent_id_u" ON "pages_blocks_trade_products_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_trade_products_order_idx" ON "pages_blocks_trade_products" USING btree ("_order");
  CREATE INDEX "pages_blocks_trade_products_parent_id_idx" ON "pages_blocks_trade_products" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trade_products_path_idx" ON "pages_blocks_trade_products" USING btree ("_path");
  CREATE INDEX "pages_blocks_trade_products_banner_image_idx" ON "pages_blocks_trade_products" USING btree ("banner_image_id");
  CREATE UNIQUE INDEX "pages_blocks_trade_products_locales_locale_parent_id_unique" ON "pages_blocks_trade_products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_trade_section_items_order_idx" ON "pages_blocks_trade_section_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_trade_section_items_parent_id_idx" ON "pages_blocks_trade_section_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trade_section_items_image_idx" ON "pages_blocks_trade_section_items" USING btree ("image_id");
  CREATE INDEX "pages_blocks_trade_section_items_header_image_idx" ON "pages_blocks_trade_section_items" USING btree ("header_image_id");
  CREATE UNIQUE INDEX "pages_blocks_trade_section_items_locales_locale_parent_id_un" ON "pages_blocks_trade_section_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_trade_section_order_idx" ON "pages_blocks_trade_section" USING btree ("_order");
  CREATE INDEX "pages_blocks_trade_section_parent_id_idx" ON "pages_blocks_trade_section" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trade_section_path_idx" ON "pages_blocks_trade_section" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_trade_section_locales_locale_parent_id_unique" ON "pages_blocks_trade_section_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_trade_products_items_order_idx" ON "_pages_v_blocks_trade_products_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trade_products_items_parent_id_idx" ON "_pages_v_blocks_trade_products_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trade_products_items_image_idx" ON "_pages_v_blocks_trade_products_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_trade_products_items_header_image_idx" ON "_pages_v_blocks_trade_products_items" USING btree ("header_image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_trade_products_items_locales_locale_parent_i" ON "_pages_v_blocks_trade_products_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_trade_products_order_idx" ON "_pages_v_blocks_trade_products" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trade_products_parent_id_idx" ON "_pages_v_blocks_trade_products" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trade_products_path_idx" ON "_pages_v_blocks_trade_products" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_trade_products_banner_image_idx" ON "_pages_v_blocks_trade_products" USING btree ("banner_image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_trade_products_locales_locale_parent_id_uniq" ON "_pages_v_blocks_trade_products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_trade_section_items_order_idx" ON "_pages_v_blocks_trade_section_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trade_section_items_parent_id_idx" ON "_pages_v_blocks_trade_section_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trade_section_items_image_idx" ON "_pages_v_blocks_trade_section_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_trade_section_items_header_image_idx" ON "_pages_v_blocks_trade_section_items" USING btree ("header_image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_trade_section_items_locales_locale_parent_id" ON "_pages_v_blocks_trade_section_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_trade_section_order_idx" ON "_pages_v_blocks_trade_section" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trade_section_parent_id_idx" ON "_pages_v_blocks_trade_section" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trade_section_path_idx" ON "_pages_v_blocks_trade_section" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_trade_section_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_trade_section_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_trade_products_items_order_idx" ON "home_blocks_trade_products_items" USING btree ("_order");
  CREATE INDEX "home_blocks_trade_products_items_parent_id_idx" ON "home_blocks_trade_products_items" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_trade_products_items_image_idx" ON "home_blocks_trade_products_items" USING btree ("image_id");
  CREATE INDEX "home_blocks_trade_products_items_header_image_idx" ON "home_blocks_trade_products_items" USING btree ("header_image_id");
  CREATE UNIQUE INDEX "home_blocks_trade_products_items_locales_locale_parent_id_un" ON "home_blocks_trade_products_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_trade_products_order_idx" ON "home_blocks_trade_products" USING btree ("_order");
  CREATE INDEX "home_blocks_trade_products_parent_id_idx" ON "home_blocks_trade_products" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_trade_products_path_idx" ON "home_blocks_trade_products" USING btree ("_path");
  CREATE INDEX "home_blocks_trade_products_banner_image_idx" ON "home_blocks_trade_products" USING btree ("banner_image_id");
  CREATE UNIQUE INDEX "home_blocks_trade_products_locales_locale_parent_id_unique" ON "home_blocks_trade_products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_trade_section_items_order_idx" ON "home_blocks_trade_section_items" USING btree ("_order");
  CREATE INDEX "home_blocks_trade_section_items_parent_id_idx" ON "home_blocks_trade_section_items" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_trade_section_items_image_idx" ON "home_blocks_trade_section_items" USING btree ("image_id");
  CREATE INDEX "home_blocks_trade_section_items_header_image_idx" ON "home_blocks_trade_section_items" USING btree ("header_image_id");
  CREATE UNIQUE INDEX "home_blocks_trade_section_items_locales_locale_parent_id_uni" ON "home_blocks_trade_section_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_trade_section_order_idx" ON "home_blocks_trade_section" USING btree ("_order");
  CREATE INDEX "home_blocks_trade_section_parent_id_idx" ON "home_blocks_trade_section" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_trade_section_path_idx" ON "home_blocks_trade_section" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_trade_section_locales_locale_parent_id_unique" ON "home_blocks_trade_section_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_trade_products_items_order_idx" ON "_home_v_blocks_trade_products_items" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_trade_products_items_parent_id_idx" ON "_home_v_blocks_trade_products_items" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_trade_products_items_image_idx" ON "_home_v_blocks_trade_products_items" USING btree ("image_id");
  CREATE INDEX "_home_v_blocks_trade_products_items_header_image_idx" ON "_home_v_blocks_trade_products_items" USING btree ("header_image_id");
  CREATE UNIQUE INDEX "_home_v_blocks_trade_products_items_locales_locale_parent_id" ON "_home_v_blocks_trade_products_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_trade_products_order_idx" ON "_home_v_blocks_trade_products" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_trade_products_parent_id_idx" ON "_home_v_blocks_trade_products" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_trade_products_path_idx" ON "_home_v_blocks_trade_products" USING btree ("_path");
  CREATE INDEX "_home_v_blocks_trade_products_banner_image_idx" ON "_home_v_blocks_trade_products" USING btree ("banner_image_id");
  CREATE UNIQUE INDEX "_home_v_blocks_trade_products_locales_locale_parent_id_uniqu" ON "_home_v_blocks_trade_products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_trade_section_items_order_idx" ON "_home_v_blocks_trade_section_items" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_trade_section_items_parent_id_idx" ON "_home_v_blocks_trade_section_items" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_trade_section_items_image_idx" ON "_home_v_blocks_trade_section_items" USING btree ("image_id");
  CREATE INDEX "_home_v_blocks_trade_section_items_header_image_idx" ON "_home_v_blocks_trade_section_items" USING btree ("header_image_id");
  CREATE UNIQUE INDEX "_home_v_blocks_trade_section_items_locales_locale_parent_id_" ON "_home_v_blocks_trade_section_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_trade_section_order_idx" ON "_home_v_blocks_trade_section" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_trade_section_parent_id_idx" ON "_home_v_blocks_trade_section" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_trade_section_path_idx" ON "_home_v_blocks_trade_section" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_trade_section_locales_locale_parent_id_unique" ON "_home_v_blocks_trade_section_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_trade_products_items" CASCADE;
  DROP TABLE "pages_blocks_trade_products_items_locales" CASCADE;
  DROP TABLE "pages_blocks_trade_products" CASCADE;
  DROP TABLE "pages_blocks_trade_products_locales" CASCADE;
  DROP TABLE "pages_blocks_trade_section_items" CASCADE;
  DROP TABLE "pages_blocks_trade_section_items_locales" CASCADE;
  DROP TABLE "pages_blocks_trade_section" CASCADE;
  DROP TABLE "pages_blocks_trade_section_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_trade_products_items" CASCADE;
  DROP TABLE "_pages_v_blocks_trade_products_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_trade_products" CASCADE;
  DROP TABLE "_pages_v_blocks_trade_products_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_trade_section_items" CASCADE;
  DROP TABLE "_pages_v_blocks_trade_section_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_trade_section" CASCADE;
  DROP TABLE "_pages_v_blocks_trade_section_locales" CASCADE;
  DROP TABLE "home_blocks_trade_products_items" CASCADE;
  DROP TABLE "home_blocks_trade_products_items_locales" CASCADE;
  DROP TABLE "home_blocks_trade_products" CASCADE;
  DROP TABLE "home_blocks_trade_products_locales" CASCADE;
  DROP TABLE "home_blocks_trade_section_items" CASCADE;
  DROP TABLE "home_blocks_trade_section_items_locales" CASCADE;
  DROP TABLE "home_blocks_trade_section" CASCADE;
  DROP TABLE "home_blocks_trade_section_locales" CASCADE;
  DROP TABLE "_home_v_blocks_trade_products_items" CASCADE;
  DROP TABLE "_home_v_blocks_trade_products_items_locales" CASCADE;
  DROP TABLE "_home_v_blocks_trade_products" CASCADE;
  DROP TABLE "_home_v_blocks_trade_products_locales" CASCADE;
  DROP TABLE "_home_v_blocks_trade_section_items" CASCADE;
  DROP TABLE "_home_v_blocks_trade_section_items_locales" CASCADE;
  DROP TABLE "_home_v_blocks_trade_section" CASCADE;
  DROP TABLE "_home_v_blocks_trade_section_locales" CASCADE;
  ALTER TABLE "site_settings" DROP COLUMN "competitions_url";
  DROP TYPE "public"."enum_pages_blocks_trade_section_section";
  DROP TYPE "public"."enum__pages_v_blocks_trade_section_section";
  DROP TYPE "public"."enum_home_blocks_trade_section_section";
  DROP TYPE "public"."enum__home_v_blocks_trade_section_section";`)
}
