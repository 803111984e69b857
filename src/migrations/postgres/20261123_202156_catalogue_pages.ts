import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_recipe_list_kind" AS ENUM('recipe', 'elixir');
  CREATE TYPE "public"."enum_pages_blocks_category_list_kind" AS ENUM('mood', 'flavour', 'format', 'type');
  CREATE TYPE "public"."enum_pages_blocks_tea_categories_kind" AS ENUM('format', 'type', 'flavour', 'mood');
  CREATE TYPE "public"."enum_pages_blocks_product_filter_preset_facet" AS ENUM('format', 'type', 'mood', 'flavour');
  CREATE TYPE "public"."enum_pages_blocks_product_filter_search_in" AS ENUM('product-details', 'tea-ranges', 'tea-formats', 'tea-types', 'tea-by-mood', 'tea-by-flavour', 'our-ingredients');
  CREATE TYPE "public"."enum__pages_v_blocks_recipe_list_kind" AS ENUM('recipe', 'elixir');
  CREATE TYPE "public"."enum__pages_v_blocks_category_list_kind" AS ENUM('mood', 'flavour', 'format', 'type');
  CREATE TYPE "public"."enum__pages_v_blocks_tea_categories_kind" AS ENUM('format', 'type', 'flavour', 'mood');
  CREATE TYPE "public"."enum__pages_v_blocks_product_filter_preset_facet" AS ENUM('format', 'type', 'mood', 'flavour');
  CREATE TYPE "public"."enum__pages_v_blocks_product_filter_search_in" AS ENUM('product-details', 'tea-ranges', 'tea-formats', 'tea-types', 'tea-by-mood', 'tea-by-flavour', 'our-ingredients');
  CREATE TYPE "public"."enum_home_blocks_recipe_list_kind" AS ENUM('recipe', 'elixir');
  CREATE TYPE "public"."enum_home_blocks_category_list_kind" AS ENUM('mood', 'flavour', 'format', 'type');
  CREATE TYPE "public"."enum_home_blocks_tea_categories_kind" AS ENUM('format', 'type', 'flavour', 'mood');
  CREATE TYPE "public"."enum_home_blocks_product_filter_preset_facet" AS ENUM('format', 'type', 'mood', 'flavour');
  CREATE TYPE "public"."enum_home_blocks_product_filter_search_in" AS ENUM('product-details', 'tea-ranges', 'tea-formats', 'tea-types', 'tea-by-mood', 'tea-by-flavour', 'our-ingredients');
  CREATE TYPE "public"."enum__home_v_blocks_recipe_list_kind" AS ENUM('recipe', 'elixir');
  CREATE TYPE "public"."enum__home_v_blocks_category_list_kind" AS ENUM('mood', 'flavour', 'format', 'type');
  CREATE TYPE "public"."enum__home_v_blocks_tea_categories_kind" AS ENUM('format', 'type', 'flavour', 'mood');
  CREATE TYPE "public"."enum__home_v_blocks_product_filter_preset_facet" AS ENUM('format', 'type', 'mood', 'flavour');
  CREATE TYPE "public"."enum__home_v_blocks_product_filter_search_in" AS ENUM('product-details', 'tea-ranges', 'tea-formats', 'tea-types', 'tea-by-mood', 'tea-by-flavour', 'our-ingredients');
  CREATE TYPE "public"."enum_products_flush" AS ENUM('western', 'uva');
  CREATE TYPE "public"."enum__products_v_version_flush" AS ENUM('western', 'uva');
  CREATE TABLE "pages_blocks_product_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"range" varchar,
  	"infusions" boolean DEFAULT false,
  	"seasonal" boolean DEFAULT false,
  	"size" numeric DEFAULT 12,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_product_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_ingredient_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"size" numeric DEFAULT 48,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_ingredient_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_recipe_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_recipe_list_kind" DEFAULT 'recipe',
  	"size" numeric DEFAULT 24,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_recipe_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_category_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_category_list_kind" DEFAULT 'mood',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_category_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_tea_locations_places" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"latitude" numeric,
  	"longitude" numeric,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_tea_locations_places_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_tea_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_tea_locations_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_tea_ranges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_tea_ranges_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_tea_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_tea_categories_kind" DEFAULT 'format',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_tea_categories_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_product_filter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 20,
  	"preset_facet" "enum_pages_blocks_product_filter_preset_facet",
  	"preset_slug" varchar,
  	"search_in" "enum_pages_blocks_product_filter_search_in" DEFAULT 'product-details',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_product_filter_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_product_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"range" varchar,
  	"infusions" boolean DEFAULT false,
  	"seasonal" boolean DEFAULT false,
  	"size" numeric DEFAULT 12,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_ingredient_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"size" numeric DEFAULT 48,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_ingredient_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_recipe_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__pages_v_blocks_recipe_list_kind" DEFAULT 'recipe',
  	"size" numeric DEFAULT 24,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_recipe_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_category_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__pages_v_blocks_category_list_kind" DEFAULT 'mood',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_category_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_tea_locations_places" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"latitude" numeric,
  	"longitude" numeric,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tea_locations_places_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_tea_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tea_locations_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_tea_ranges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tea_ranges_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_tea_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__pages_v_blocks_tea_categories_kind" DEFAULT 'format',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tea_categories_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_product_filter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 20,
  	"preset_facet" "enum__pages_v_blocks_product_filter_preset_facet",
  	"preset_slug" varchar,
  	"search_in" "enum__pages_v_blocks_product_filter_search_in" DEFAULT 'product-details',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_filter_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_blocks_product_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"range" varchar,
  	"infusions" boolean DEFAULT false,
  	"seasonal" boolean DEFAULT false,
  	"size" numeric DEFAULT 12,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_product_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_ingredient_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"size" numeric DEFAULT 48,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_ingredient_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_recipe_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_home_blocks_recipe_list_kind" DEFAULT 'recipe',
  	"size" numeric DEFAULT 24,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_recipe_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_category_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_home_blocks_category_list_kind" DEFAULT 'mood',
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_category_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_tea_locations_places" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"latitude" numeric,
  	"longitude" numeric,
  	"image_id" integer
  );
  
  CREATE TABLE "home_blocks_tea_locations_places_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_tea_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_tea_locations_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_tea_ranges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_tea_ranges_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_tea_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_home_blocks_tea_categories_kind" DEFAULT 'format',
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_tea_categories_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_product_filter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 20,
  	"preset_facet" "enum_home_blocks_product_filter_preset_facet",
  	"preset_slug" varchar,
  	"search_in" "enum_home_blocks_product_filter_search_in" DEFAULT 'product-details',
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_product_filter_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_product_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"range" varchar,
  	"infusions" boolean DEFAULT false,
  	"seasonal" boolean DEFAULT false,
  	"size" numeric DEFAULT 12,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_product_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_ingredient_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"size" numeric DEFAULT 48,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_ingredient_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_recipe_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__home_v_blocks_recipe_list_kind" DEFAULT 'recipe',
  	"size" numeric DEFAULT 24,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_recipe_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_category_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__home_v_blocks_category_list_kind" DEFAULT 'mood',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_category_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_tea_locations_places" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"latitude" numeric,
  	"longitude" numeric,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_tea_locations_places_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_tea_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_tea_locations_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_tea_ranges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_tea_ranges_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_tea_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__home_v_blocks_tea_categories_kind" DEFAULT 'format',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_tea_categories_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_product_filter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 20,
  	"preset_facet" "enum__home_v_blocks_product_filter_preset_facet",
  	"preset_slug" varchar,
  	"search_in" "enum__home_v_blocks_product_filter_search_in" DEFAULT 'product-details',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_product_filter_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "products" ADD COLUMN "flush" "enum_products_flush";
  ALTER TABLE "products_rels" ADD COLUMN "recipes_id" integer;
  ALTER TABLE "_products_v" ADD COLUMN "version_flush" "enum__products_v_version_flush";
  ALTER TABLE "_products_v_rels" ADD COLUMN "recipes_id" integer;
  ALTER TABLE "pages_blocks_product_list" ADD CONSTRAINT "pages_blocks_product_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_list_locales" ADD CONSTRAINT "pages_blocks_product_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_ingredient_list" ADD CONSTRAINT "pages_blocks_ingredient_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_ingredient_list_locales" ADD CONSTRAINT "pages_blocks_ingredient_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_ingredient_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_recipe_list" ADD CONSTRAINT "pages_blocks_recipe_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_recipe_list_locales" ADD CONSTRAINT "pages_blocks_recipe_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_recipe_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_category_list" ADD CONSTRAINT "pages_blocks_category_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_category_list_locales" ADD CONSTRAINT "pages_blocks_category_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_category_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tea_locations_places" ADD CONSTRAINT "pages_blocks_tea_locations_places_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_tea_locations_places" ADD CONSTRAINT "pages_blocks_tea_locations_places_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tea_locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tea_locations_places_locales" ADD CONSTRAINT "pages_blocks_tea_locations_places_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tea_locations_places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tea_locations" ADD CONSTRAINT "pages_blocks_tea_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tea_locations_locales" ADD CONSTRAINT "pages_blocks_tea_locations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tea_locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tea_ranges" ADD CONSTRAINT "pages_blocks_tea_ranges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tea_ranges_locales" ADD CONSTRAINT "pages_blocks_tea_ranges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tea_ranges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tea_categories" ADD CONSTRAINT "pages_blocks_tea_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tea_categories_locales" ADD CONSTRAINT "pages_blocks_tea_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tea_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_filter" ADD CONSTRAINT "pages_blocks_product_filter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_filter_locales" ADD CONSTRAINT "pages_blocks_product_filter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_filter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_list" ADD CONSTRAINT "_pages_v_blocks_product_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_list_locales" ADD CONSTRAINT "_pages_v_blocks_product_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_ingredient_list" ADD CONSTRAINT "_pages_v_blocks_ingredient_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_ingredient_list_locales" ADD CONSTRAINT "_pages_v_blocks_ingredient_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_ingredient_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_recipe_list" ADD CONSTRAINT "_pages_v_blocks_recipe_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_recipe_list_locales" ADD CONSTRAINT "_pages_v_blocks_recipe_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_recipe_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_category_list" ADD CONSTRAINT "_pages_v_blocks_category_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_category_list_locales" ADD CONSTRAINT "_pages_v_blocks_category_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_category_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tea_locations_places" ADD CONSTRAINT "_pages_v_blocks_tea_locations_places_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tea_locations_places" ADD CONSTRAINT "_pages_v_blocks_tea_locations_places_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tea_locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tea_locations_places_locales" ADD CONSTRAINT "_pages_v_blocks_tea_locations_places_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tea_locations_places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tea_locations" ADD CONSTRAINT "_pages_v_blocks_tea_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tea_locations_locales" ADD CONSTRAINT "_pages_v_blocks_tea_locations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tea_locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tea_ranges" ADD CONSTRAINT "_pages_v_blocks_tea_ranges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tea_ranges_locales" ADD CONSTRAINT "_pages_v_blocks_tea_ranges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tea_ranges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tea_categories" ADD CONSTRAINT "_pages_v_blocks_tea_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tea_categories_locales" ADD CONSTRAINT "_pages_v_blocks_tea_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tea_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_filter" ADD CONSTRAINT "_pages_v_blocks_product_filter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_filter_locales" ADD CONSTRAINT "_pages_v_blocks_product_filter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_filter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_product_list" ADD CONSTRAINT "home_blocks_product_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_product_list_locales" ADD CONSTRAINT "home_blocks_product_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_product_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_ingredient_list" ADD CONSTRAINT "home_blocks_ingredient_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_ingredient_list_locales" ADD CONSTRAINT "home_blocks_ingredient_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_ingredient_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_recipe_list" ADD CONSTRAINT "home_blocks_recipe_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_recipe_list_locales" ADD CONSTRAINT "home_blocks_recipe_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_recipe_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_category_list" ADD CONSTRAINT "home_blocks_category_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_category_list_locales" ADD CONSTRAINT "home_blocks_category_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_category_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_tea_locations_places" ADD CONSTRAINT "home_blocks_tea_locations_places_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_tea_locations_places" ADD CONSTRAINT "home_blocks_tea_locations_places_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_tea_locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_tea_locations_places_locales" ADD CONSTRAINT "home_blocks_tea_locations_places_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_tea_locations_places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_tea_locations" ADD CONSTRAINT "home_blocks_tea_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_tea_locations_locales" ADD CONSTRAINT "home_blocks_tea_locations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_tea_locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_tea_ranges" ADD CONSTRAINT "home_blocks_tea_ranges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_tea_ranges_locales" ADD CONSTRAINT "home_blocks_tea_ranges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_tea_ranges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_tea_categories" ADD CONSTRAINT "home_blocks_tea_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_tea_categories_locales" ADD CONSTRAINT "home_blocks_tea_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_tea_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_product_filter" ADD CONSTRAINT "home_blocks_product_filter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_product_filter_locales" ADD CONSTRAINT "home_blocks_product_filter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_product_filter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_product_list" ADD CONSTRAINT "_home_v_blocks_product_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_product_list_locales" ADD CONSTRAINT "_home_v_blocks_product_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_product_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_ingredient_list" ADD CONSTRAINT "_home_v_blocks_ingredient_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_ingredient_list_locales" ADD CONSTRAINT "_home_v_blocks_ingredient_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_ingredient_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_recipe_list" ADD CONSTRAINT "_home_v_blocks_recipe_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_recipe_list_locales" ADD CONSTRAINT "_home_v_blocks_recipe_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_recipe_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_category_list" ADD CONSTRAINT "_home_v_blocks_category_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_category_list_locales" ADD CONSTRAINT "_home_v_blocks_category_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_category_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_tea_locations_places" ADD CONSTRAINT "_home_v_blocks_tea_locations_places_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_tea_locations_places" ADD CONSTRAINT "_home_v_blocks_tea_locations_places_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_tea_locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_tea_locations_places_locales" ADD CONSTRAINT "_home_v_blocks_tea_locations_places_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_tea_locations_places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_tea_locations" ADD CONSTRAINT "_home_v_blocks_tea_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_tea_locations_locales" ADD CONSTRAINT "_home_v_blocks_tea_locations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_tea_locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_tea_ranges" ADD CONSTRAINT "_home_v_blocks_tea_ranges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_tea_ranges_locales" ADD CONSTRAINT "_home_v_blocks_tea_ranges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_tea_ranges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_tea_categories" ADD CONSTRAINT "_home_v_blocks_tea_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_tea_categories_locales" ADD CONSTRAINT "_home_v_blocks_tea_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_tea_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_product_filter" ADD CONSTRAINT "_home_v_blocks_product_filter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_product_filter_locales" ADD CONSTRAINT "_home_v_blocks_product_filter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_product_filter"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_product_list_order_idx" ON "pages_blocks_product_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_list_parent_id_idx" ON "pages_blocks_product_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_list_path_idx" ON "pages_blocks_product_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_product_list_locales_locale_parent_id_unique" ON "pages_blocks_product_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_ingredient_list_order_idx" ON "pages_blocks_ingredient_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_ingredient_list_parent_id_idx" ON "pages_blocks_ingredient_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_ingredient_list_path_idx" ON "pages_blocks_ingredient_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_ingredient_list_locales_locale_parent_id_unique" ON "pages_blocks_ingredient_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_recipe_list_order_idx" ON "pages_blocks_recipe_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_recipe_list_parent_id_idx" ON "pages_blocks_recipe_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_recipe_list_path_idx" ON "pages_blocks_recipe_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_recipe_list_locales_locale_parent_id_unique" ON "pages_blocks_recipe_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_category_list_order_idx" ON "pages_blocks_category_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_category_list_parent_id_idx" ON "pages_blocks_category_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_category_list_path_idx" ON "pages_blocks_category_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_category_list_locales_locale_parent_id_unique" ON "pages_blocks_category_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_tea_locations_places_order_idx" ON "pages_blocks_tea_locations_places" USING btree ("_order");
  CREATE INDEX "pages_blocks_tea_locations_places_parent_id_idx" ON "pages_blocks_tea_locations_places" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tea_locations_places_image_idx" ON "pages_blocks_tea_locations_places" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_tea_locations_places_locales_locale_parent_id_u" ON "pages_blocks_tea_locations_places_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_tea_locations_order_idx" ON "pages_blocks_tea_locations" USING btree ("_order");
  CREATE INDEX "pages_blocks_tea_locations_parent_id_idx" ON "pages_blocks_tea_locations" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tea_locations_path_idx" ON "pages_blocks_tea_locations" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_tea_locations_locales_locale_parent_id_unique" ON "pages_blocks_tea_locations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_tea_ranges_order_idx" ON "pages_blocks_tea_ranges" USING btree ("_order");
  CREATE INDEX "pages_blocks_tea_ranges_parent_id_idx" ON "pages_blocks_tea_ranges" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tea_ranges_path_idx" ON "pages_blocks_tea_ranges" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_tea_ranges_locales_locale_parent_id_unique" ON "pages_blocks_tea_ranges_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_tea_categories_order_idx" ON "pages_blocks_tea_categories" USING btree ("_order");
  CREATE INDEX "pages_blocks_tea_categories_parent_id_idx" ON "pages_blocks_tea_categories" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tea_categories_path_idx" ON "pages_blocks_tea_categories" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_tea_categories_locales_locale_parent_id_unique" ON "pages_blocks_tea_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_product_filter_order_idx" ON "pages_blocks_product_filter" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_filter_parent_id_idx" ON "pages_blocks_product_filter" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_filter_path_idx" ON "pages_blocks_product_filter" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_product_filter_locales_locale_parent_id_unique" ON "pages_blocks_product_filter_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_product_list_order_idx" ON "_pages_v_blocks_product_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_list_parent_id_idx" ON "_pages_v_blocks_product_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_list_path_idx" ON "_pages_v_blocks_product_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_product_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_product_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_ingredient_list_order_idx" ON "_pages_v_blocks_ingredient_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_ingredient_list_parent_id_idx" ON "_pages_v_blocks_ingredient_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_ingredient_list_path_idx" ON "_pages_v_blocks_ingredient_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_ingredient_list_locales_locale_parent_id_uni" ON "_pages_v_blocks_ingredient_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_recipe_list_order_idx" ON "_pages_v_blocks_recipe_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_recipe_list_parent_id_idx" ON "_pages_v_blocks_recipe_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_recipe_list_path_idx" ON "_pages_v_blocks_recipe_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_recipe_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_recipe_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_category_list_order_idx" ON "_pages_v_blocks_category_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_category_list_parent_id_idx" ON "_pages_v_blocks_category_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_category_list_path_idx" ON "_pages_v_blocks_category_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_category_list_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_category_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_tea_locations_places_order_idx" ON "_pages_v_blocks_tea_locations_places" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tea_locations_places_parent_id_idx" ON "_pages_v_blocks_tea_locations_places" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tea_locations_places_image_idx" ON "_pages_v_blocks_tea_locations_places" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_tea_locations_places_locales_locale_parent_i" ON "_pages_v_blocks_tea_locations_places_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_tea_locations_order_idx" ON "_pages_v_blocks_tea_locations" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tea_locations_parent_id_idx" ON "_pages_v_blocks_tea_locations" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tea_locations_path_idx" ON "_pages_v_blocks_tea_locations" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_tea_locations_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_tea_locations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_tea_ranges_order_idx" ON "_pages_v_blocks_tea_ranges" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tea_ranges_parent_id_idx" ON "_pages_v_blocks_tea_ranges" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tea_ranges_path_idx" ON "_pages_v_blocks_tea_ranges" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_tea_ranges_locales_locale_parent_id_unique" ON "_pages_v_blocks_tea_ranges_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_tea_categories_order_idx" ON "_pages_v_blocks_tea_categories" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tea_categories_parent_id_idx" ON "_pages_v_blocks_tea_categories" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tea_categories_path_idx" ON "_pages_v_blocks_tea_categories" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_tea_categories_locales_locale_parent_id_uniq" ON "_pages_v_blocks_tea_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_product_filter_order_idx" ON "_pages_v_blocks_product_filter" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_filter_parent_id_idx" ON "_pages_v_blocks_product_filter" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_filter_path_idx" ON "_pages_v_blocks_product_filter" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_product_filter_locales_locale_parent_id_uniq" ON "_pages_v_blocks_product_filter_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_product_list_order_idx" ON "home_blocks_product_list" USING btree ("_order");
  CREATE INDEX "home_blocks_product_list_parent_id_idx" ON "home_blocks_product_list" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_product_list_path_idx" ON "home_blocks_product_list" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_product_list_locales_locale_parent_id_unique" ON "home_blocks_product_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_ingredient_list_order_idx" ON "home_blocks_ingredient_list" USING btree ("_order");
  CREATE INDEX "home_blocks_ingredient_list_parent_id_idx" ON "home_blocks_ingredient_list" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_ingredient_list_path_idx" ON "home_blocks_ingredient_list" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_ingredient_list_locales_locale_parent_id_unique" ON "home_blocks_ingredient_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_recipe_list_order_idx" ON "home_blocks_recipe_list" USING btree ("_order");
  CREATE INDEX "home_blocks_recipe_list_parent_id_idx" ON "home_blocks_recipe_list" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_recipe_list_path_idx" ON "home_blocks_recipe_list" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_recipe_list_locales_locale_parent_id_unique" ON "home_blocks_recipe_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_category_list_order_idx" ON "home_blocks_category_list" USING btree ("_order");
  CREATE INDEX "home_blocks_category_list_parent_id_idx" ON "home_blocks_category_list" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_category_list_path_idx" ON "home_blocks_category_list" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_category_list_locales_locale_parent_id_unique" ON "home_blocks_category_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_tea_locations_places_order_idx" ON "home_blocks_tea_locations_places" USING btree ("_order");
  CREATE INDEX "home_blocks_tea_locations_places_parent_id_idx" ON "home_blocks_tea_locations_places" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_tea_locations_places_image_idx" ON "home_blocks_tea_locations_places" USING btree ("image_id");
  CREATE UNIQUE INDEX "home_blocks_tea_locations_places_locales_locale_parent_id_un" ON "home_blocks_tea_locations_places_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_tea_locations_order_idx" ON "home_blocks_tea_locations" USING btree ("_order");
  CREATE INDEX "home_blocks_tea_locations_parent_id_idx" ON "home_blocks_tea_locations" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_tea_locations_path_idx" ON "home_blocks_tea_locations" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_tea_locations_locales_locale_parent_id_unique" ON "home_blocks_tea_locations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_tea_ranges_order_idx" ON "home_blocks_tea_ranges" USING btree ("_order");
  CREATE INDEX "home_blocks_tea_ranges_parent_id_idx" ON "home_blocks_tea_ranges" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_tea_ranges_path_idx" ON "home_blocks_tea_ranges" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_tea_ranges_locales_locale_parent_id_unique" ON "home_blocks_tea_ranges_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_tea_categories_order_idx" ON "home_blocks_tea_categories" USING btree ("_order");
  CREATE INDEX "home_blocks_tea_categories_parent_id_idx" ON "home_blocks_tea_categories" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_tea_categories_path_idx" ON "home_blocks_tea_categories" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_tea_categories_locales_locale_parent_id_unique" ON "home_blocks_tea_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_product_filter_order_idx" ON "home_blocks_product_filter" USING btree ("_order");
  CREATE INDEX "home_blocks_product_filter_parent_id_idx" ON "home_blocks_product_filter" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_product_filter_path_idx" ON "home_blocks_product_filter" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_product_filter_locales_locale_parent_id_unique" ON "home_blocks_product_filter_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_product_list_order_idx" ON "_home_v_blocks_product_list" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_product_list_parent_id_idx" ON "_home_v_blocks_product_list" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_product_list_path_idx" ON "_home_v_blocks_product_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_product_list_locales_locale_parent_id_unique" ON "_home_v_blocks_product_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_ingredient_list_order_idx" ON "_home_v_blocks_ingredient_list" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_ingredient_list_parent_id_idx" ON "_home_v_blocks_ingredient_list" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_ingredient_list_path_idx" ON "_home_v_blocks_ingredient_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_ingredient_list_locales_locale_parent_id_uniq" ON "_home_v_blocks_ingredient_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_recipe_list_order_idx" ON "_home_v_blocks_recipe_list" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_recipe_list_parent_id_idx" ON "_home_v_blocks_recipe_list" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_recipe_list_path_idx" ON "_home_v_blocks_recipe_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_recipe_list_locales_locale_parent_id_unique" ON "_home_v_blocks_recipe_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_category_list_order_idx" ON "_home_v_blocks_category_list" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_category_list_parent_id_idx" ON "_home_v_blocks_category_list" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_category_list_path_idx" ON "_home_v_blocks_category_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_category_list_locales_locale_parent_id_unique" ON "_home_v_blocks_category_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_tea_locations_places_order_idx" ON "_home_v_blocks_tea_locations_places" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_tea_locations_places_parent_id_idx" ON "_home_v_blocks_tea_locations_places" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_tea_locations_places_image_idx" ON "_home_v_blocks_tea_locations_places" USING btree ("image_id");
  CREATE UNIQUE INDEX "_home_v_blocks_tea_locations_places_locales_locale_parent_id" ON "_home_v_blocks_tea_locations_places_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_tea_locations_order_idx" ON "_home_v_blocks_tea_locations" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_tea_locations_parent_id_idx" ON "_home_v_blocks_tea_locations" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_tea_locations_path_idx" ON "_home_v_blocks_tea_locations" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_tea_locations_locales_locale_parent_id_unique" ON "_home_v_blocks_tea_locations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_tea_ranges_order_idx" ON "_home_v_blocks_tea_ranges" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_tea_ranges_parent_id_idx" ON "_home_v_blocks_tea_ranges" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_tea_ranges_path_idx" ON "_home_v_blocks_tea_ranges" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_tea_ranges_locales_locale_parent_id_unique" ON "_home_v_blocks_tea_ranges_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_tea_categories_order_idx" ON "_home_v_blocks_tea_categories" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_tea_categories_parent_id_idx" ON "_home_v_blocks_tea_categories" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_tea_categories_path_idx" ON "_home_v_blocks_tea_categories" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_tea_categories_locales_locale_parent_id_uniqu" ON "_home_v_blocks_tea_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_product_filter_order_idx" ON "_home_v_blocks_product_filter" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_product_filter_parent_id_idx" ON "_home_v_blocks_product_filter" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_product_filter_path_idx" ON "_home_v_blocks_product_filter" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_product_filter_locales_locale_parent_id_uniqu" ON "_home_v_blocks_product_filter_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_flush_idx" ON "products" USING btree ("flush");
  CREATE INDEX "products_rels_recipes_id_idx" ON "products_rels" USING btree ("recipes_id");
  CREATE INDEX "_products_v_version_version_flush_idx" ON "_products_v" USING btree ("version_flush");
  CREATE INDEX "_products_v_rels_recipes_id_idx" ON "_products_v_rels" USING btree ("recipes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_product_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_product_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_ingredient_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_ingredient_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_recipe_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_recipe_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_category_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_category_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tea_locations_places" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tea_locations_places_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tea_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tea_locations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tea_ranges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tea_ranges_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tea_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tea_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_product_filter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_product_filter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_ingredient_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_ingredient_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_recipe_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_recipe_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_category_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_category_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tea_locations_places" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tea_locations_places_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tea_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tea_locations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tea_ranges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tea_ranges_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tea_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tea_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_filter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_filter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_product_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_product_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_ingredient_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_ingredient_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_recipe_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_recipe_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_category_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_category_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_tea_locations_places" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_tea_locations_places_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_tea_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_tea_locations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_tea_ranges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_tea_ranges_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_tea_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_tea_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_product_filter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_product_filter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_product_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_product_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_ingredient_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_ingredient_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_recipe_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_recipe_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_category_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_category_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_tea_locations_places" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_tea_locations_places_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_tea_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_tea_locations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_tea_ranges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_tea_ranges_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_tea_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_tea_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_product_filter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_product_filter_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_product_list" CASCADE;
  DROP TABLE "pages_blocks_product_list_locales" CASCADE;
  DROP TABLE "pages_blocks_ingredient_list" CASCADE;
  DROP TABLE "pages_blocks_ingredient_list_locales" CASCADE;
  DROP TABLE "pages_blocks_recipe_list" CASCADE;
  DROP TABLE "pages_blocks_recipe_list_locales" CASCADE;
  DROP TABLE "pages_blocks_category_list" CASCADE;
  DROP TABLE "pages_blocks_category_list_locales" CASCADE;
  DROP TABLE "pages_blocks_tea_locations_places" CASCADE;
  DROP TABLE "pages_blocks_tea_locations_places_locales" CASCADE;
  DROP TABLE "pages_blocks_tea_locations" CASCADE;
  DROP TABLE "pages_blocks_tea_locations_locales" CASCADE;
  DROP TABLE "pages_blocks_tea_ranges" CASCADE;
  DROP TABLE "pages_blocks_tea_ranges_locales" CASCADE;
  DROP TABLE "pages_blocks_tea_categories" CASCADE;
  DROP TABLE "pages_blocks_tea_categories_locales" CASCADE;
  DROP TABLE "pages_blocks_product_filter" CASCADE;
  DROP TABLE "pages_blocks_product_filter_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_product_list" CASCADE;
  DROP TABLE "_pages_v_blocks_product_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_ingredient_list" CASCADE;
  DROP TABLE "_pages_v_blocks_ingredient_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_recipe_list" CASCADE;
  DROP TABLE "_pages_v_blocks_recipe_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_category_list" CASCADE;
  DROP TABLE "_pages_v_blocks_category_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_tea_locations_places" CASCADE;
  DROP TABLE "_pages_v_blocks_tea_locations_places_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_tea_locations" CASCADE;
  DROP TABLE "_pages_v_blocks_tea_locations_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_tea_ranges" CASCADE;
  DROP TABLE "_pages_v_blocks_tea_ranges_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_tea_categories" CASCADE;
  DROP TABLE "_pages_v_blocks_tea_categories_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_product_filter" CASCADE;
  DROP TABLE "_pages_v_blocks_product_filter_locales" CASCADE;
  DROP TABLE "home_blocks_product_list" CASCADE;
  DROP TABLE "home_blocks_product_list_locales" CASCADE;
  DROP TABLE "home_blocks_ingredient_list" CASCADE;
  DROP TABLE "home_blocks_ingredient_list_locales" CASCADE;
  DROP TABLE "home_blocks_recipe_list" CASCADE;
  DROP TABLE "home_blocks_recipe_list_locales" CASCADE;
  DROP TABLE "home_blocks_category_list" CASCADE;
  DROP TABLE "home_blocks_category_list_locales" CASCADE;
  DROP TABLE "home_blocks_tea_locations_places" CASCADE;
  DROP TABLE "home_blocks_tea_locations_places_locales" CASCADE;
  DROP TABLE "home_blocks_tea_locations" CASCADE;
  DROP TABLE "home_blocks_tea_locations_locales" CASCADE;
  DROP TABLE "home_blocks_tea_ranges" CASCADE;
  DROP TABLE "home_blocks_tea_ranges_locales" CASCADE;
  DROP TABLE "home_blocks_tea_categories" CASCADE;
  DROP TABLE "home_blocks_tea_categories_locales" CASCADE;
  DROP TABLE "home_blocks_product_filter" CASCADE;
  DROP TABLE "home_blocks_product_filter_locales" CASCADE;
  DROP TABLE "_home_v_blocks_product_list" CASCADE;
  DROP TABLE "_home_v_blocks_product_list_locales" CASCADE;
  DROP TABLE "_home_v_blocks_ingredient_list" CASCADE;
  DROP TABLE "_home_v_blocks_ingredient_list_locales" CASCADE;
  DROP TABLE "_home_v_blocks_recipe_list" CASCADE;
  DROP TABLE "_home_v_blocks_recipe_list_locales" CASCADE;
  DROP TABLE "_home_v_blocks_category_list" CASCADE;
  DROP TABLE "_home_v_blocks_category_list_locales" CASCADE;
  DROP TABLE "_home_v_blocks_tea_locations_places" CASCADE;
  DROP TABLE "_home_v_blocks_tea_locations_places_locales" CASCADE;
  DROP TABLE "_home_v_blocks_tea_locations" CASCADE;
  DROP TABLE "_home_v_blocks_tea_locations_locales" CASCADE;
  DROP TABLE "_home_v_blocks_tea_ranges" CASCADE;
  DROP TABLE "_home_v_blocks_tea_ranges_locales" CASCADE;
  DROP TABLE "_home_v_blocks_tea_categories" CASCADE;
  DROP TABLE "_home_v_blocks_tea_categories_locales" CASCADE;
  DROP TABLE "_home_v_blocks_product_filter" CASCADE;
  DROP TABLE "_home_v_blocks_product_filter_locales" CASCADE;
  ALTER TABLE "products_rels" DROP CONSTRAINT "products_rels_recipes_fk";
  
  ALTER TABLE "_products_v_rels" DROP CONSTRAINT "_products_v_rels_recipes_fk";
  
  DROP INDEX "products_flush_idx";
  DROP INDEX "products_rels_recipes_id_idx";
  DROP INDEX "_products_v_version_version_flush_idx";
  DROP INDEX "_products_v_rels_recipes_id_idx";
  ALTER TABLE "products" DROP COLUMN "flush";
  ALTER TABLE "products_rels" DROP COLUMN "recipes_id";
  ALTER TABLE "_products_v" DROP COLUMN "version_flush";
  ALTER TABLE "_products_v_rels" DROP COLUMN "recipes_id";
  DROP TYPE "public"."enum_pages_blocks_recipe_list_kind";
  DROP TYPE "public"."enum_pages_blocks_category_list_kind";
  DROP TYPE "public"."enum_pages_blocks_tea_categories_kind";
  DROP TYPE "public"."enum_pages_blocks_product_filter_preset_facet";
  DROP TYPE "public"."enum_pages_blocks_product_filter_search_in";
  DROP TYPE "public"."enum__pages_v_blocks_recipe_list_kind";
  DROP TYPE "public"."enum__pages_v_blocks_category_list_kind";
  DROP TYPE "public"."enum__pages_v_blocks_tea_categories_kind";
  DROP TYPE "public"."enum__pages_v_blocks_product_filter_preset_facet";
  DROP TYPE "public"."enum__pages_v_blocks_product_filter_search_in";
  DROP TYPE "public"."enum_home_blocks_recipe_list_kind";
  DROP TYPE "public"."enum_home_blocks_category_list_kind";
  DROP TYPE "public"."enum_home_blocks_tea_categories_kind";
  DROP TYPE "public"."enum_home_blocks_product_filter_preset_facet";
  DROP TYPE "public"."enum_home_blocks_product_filter_search_in";
  DROP TYPE "public"."enum__home_v_blocks_recipe_list_kind";
  DROP TYPE "public"."enum__home_v_blocks_category_list_kind";
  DROP TYPE "public"."enum__home_v_blocks_tea_categories_kind";
  DROP TYPE "public"."enum__home_v_blocks_product_filter_preset_facet";
  DROP TYPE "public"."enum__home_v_blocks_product_filter_search_in";
  DROP TYPE "public"."enum_products_flush";
  DROP TYPE "public"."enum__products_v_version_flush";`)
}
