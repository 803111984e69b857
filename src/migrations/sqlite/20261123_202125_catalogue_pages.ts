import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_product_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`range\` text,
  	\`infusions\` integer DEFAULT false,
  	\`seasonal\` integer DEFAULT false,
  	\`size\` numeric DEFAULT 12,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_list_order_idx\` ON \`pages_blocks_product_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_list_parent_id_idx\` ON \`pages_blocks_product_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_list_path_idx\` ON \`pages_blocks_product_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_product_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_product_list_locales_locale_parent_id_unique\` ON \`pages_blocks_product_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_ingredient_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`size\` numeric DEFAULT 48,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_ingredient_list_order_idx\` ON \`pages_blocks_ingredient_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_ingredient_list_parent_id_idx\` ON \`pages_blocks_ingredient_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_ingredient_list_path_idx\` ON \`pages_blocks_ingredient_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_ingredient_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_ingredient_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_ingredient_list_locales_locale_parent_id_unique\` ON \`pages_blocks_ingredient_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_recipe_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'recipe',
  	\`size\` numeric DEFAULT 24,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_recipe_list_order_idx\` ON \`pages_blocks_recipe_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_recipe_list_parent_id_idx\` ON \`pages_blocks_recipe_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_recipe_list_path_idx\` ON \`pages_blocks_recipe_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_recipe_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_recipe_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_recipe_list_locales_locale_parent_id_unique\` ON \`pages_blocks_recipe_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_category_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'mood',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_category_list_order_idx\` ON \`pages_blocks_category_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_category_list_parent_id_idx\` ON \`pages_blocks_category_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_category_list_path_idx\` ON \`pages_blocks_category_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_category_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_category_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_category_list_locales_locale_parent_id_unique\` ON \`pages_blocks_category_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tea_locations_places\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tea_locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_locations_places_order_idx\` ON \`pages_blocks_tea_locations_places\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_locations_places_parent_id_idx\` ON \`pages_blocks_tea_locations_places\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_locations_places_image_idx\` ON \`pages_blocks_tea_locations_places\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tea_locations_places_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tea_locations_places\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_tea_locations_places_locales_locale_parent_id_u\` ON \`pages_blocks_tea_locations_places_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tea_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_locations_order_idx\` ON \`pages_blocks_tea_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_locations_parent_id_idx\` ON \`pages_blocks_tea_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_locations_path_idx\` ON \`pages_blocks_tea_locations\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tea_locations_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tea_locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_tea_locations_locales_locale_parent_id_unique\` ON \`pages_blocks_tea_locations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tea_ranges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_ranges_order_idx\` ON \`pages_blocks_tea_ranges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_ranges_parent_id_idx\` ON \`pages_blocks_tea_ranges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_ranges_path_idx\` ON \`pages_blocks_tea_ranges\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tea_ranges_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tea_ranges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_tea_ranges_locales_locale_parent_id_unique\` ON \`pages_blocks_tea_ranges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tea_categories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'format',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_categories_order_idx\` ON \`pages_blocks_tea_categories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_categories_parent_id_idx\` ON \`pages_blocks_tea_categories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_categories_path_idx\` ON \`pages_blocks_tea_categories\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tea_categories_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tea_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_tea_categories_locales_locale_parent_id_unique\` ON \`pages_blocks_tea_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_filter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 20,
  	\`preset_facet\` text,
  	\`preset_slug\` text,
  	\`search_in\` text DEFAULT 'product-details',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_filter_order_idx\` ON \`pages_blocks_product_filter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_filter_parent_id_idx\` ON \`pages_blocks_product_filter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_filter_path_idx\` ON \`pages_blocks_product_filter\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_filter_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_product_filter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_product_filter_locales_locale_parent_id_unique\` ON \`pages_blocks_product_filter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`range\` text,
  	\`infusions\` integer DEFAULT false,
  	\`seasonal\` integer DEFAULT false,
  	\`size\` numeric DEFAULT 12,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_list_order_idx\` ON \`_pages_v_blocks_product_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_list_parent_id_idx\` ON \`_pages_v_blocks_product_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_list_path_idx\` ON \`_pages_v_blocks_product_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_product_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_product_list_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_product_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_ingredient_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`size\` numeric DEFAULT 48,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ingredient_list_order_idx\` ON \`_pages_v_blocks_ingredient_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ingredient_list_parent_id_idx\` ON \`_pages_v_blocks_ingredient_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ingredient_list_path_idx\` ON \`_pages_v_blocks_ingredient_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_ingredient_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_ingredient_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_ingredient_list_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_ingredient_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_recipe_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'recipe',
  	\`size\` numeric DEFAULT 24,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_recipe_list_order_idx\` ON \`_pages_v_blocks_recipe_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_recipe_list_parent_id_idx\` ON \`_pages_v_blocks_recipe_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_recipe_list_path_idx\` ON \`_pages_v_blocks_recipe_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_recipe_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_recipe_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_recipe_list_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_recipe_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_category_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'mood',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_category_list_order_idx\` ON \`_pages_v_blocks_category_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_category_list_parent_id_idx\` ON \`_pages_v_blocks_category_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_category_list_path_idx\` ON \`_pages_v_blocks_category_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_category_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_category_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_category_list_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_category_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tea_locations_places\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tea_locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_locations_places_order_idx\` ON \`_pages_v_blocks_tea_locations_places\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_locations_places_parent_id_idx\` ON \`_pages_v_blocks_tea_locations_places\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_locations_places_image_idx\` ON \`_pages_v_blocks_tea_locations_places\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tea_locations_places_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tea_locations_places\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_tea_locations_places_locales_locale_parent_i\` ON \`_pages_v_blocks_tea_locations_places_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tea_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_locations_order_idx\` ON \`_pages_v_blocks_tea_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_locations_parent_id_idx\` ON \`_pages_v_blocks_tea_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_locations_path_idx\` ON \`_pages_v_blocks_tea_locations\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tea_locations_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tea_locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_tea_locations_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_tea_locations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tea_ranges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_ranges_order_idx\` ON \`_pages_v_blocks_tea_ranges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_ranges_parent_id_idx\` ON \`_pages_v_blocks_tea_ranges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_ranges_path_idx\` ON \`_pages_v_blocks_tea_ranges\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tea_ranges_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tea_ranges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_tea_ranges_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_tea_ranges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tea_categories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'format',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_categories_order_idx\` ON \`_pages_v_blocks_tea_categories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_categories_parent_id_idx\` ON \`_pages_v_blocks_tea_categories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_categories_path_idx\` ON \`_pages_v_blocks_tea_categories\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tea_categories_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tea_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_tea_categories_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_tea_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_filter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 20,
  	\`preset_facet\` text,
  	\`preset_slug\` text,
  	\`search_in\` text DEFAULT 'product-details',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_filter_order_idx\` ON \`_pages_v_blocks_product_filter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_filter_parent_id_idx\` ON \`_pages_v_blocks_product_filter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_filter_path_idx\` ON \`_pages_v_blocks_product_filter\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_filter_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_product_filter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_product_filter_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_product_filter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_product_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`range\` text,
  	\`infusions\` integer DEFAULT false,
  	\`seasonal\` integer DEFAULT false,
  	\`size\` numeric DEFAULT 12,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_product_list_order_idx\` ON \`home_blocks_product_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_product_list_parent_id_idx\` ON \`home_blocks_product_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_product_list_path_idx\` ON \`home_blocks_product_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_product_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_product_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_product_list_locales_locale_parent_id_unique\` ON \`home_blocks_product_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_ingredient_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`size\` numeric DEFAULT 48,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_ingredient_list_order_idx\` ON \`home_blocks_ingredient_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_ingredient_list_parent_id_idx\` ON \`home_blocks_ingredient_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_ingredient_list_path_idx\` ON \`home_blocks_ingredient_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_ingredient_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_ingredient_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_ingredient_list_locales_locale_parent_id_unique\` ON \`home_blocks_ingredient_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_recipe_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'recipe',
  	\`size\` numeric DEFAULT 24,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_recipe_list_order_idx\` ON \`home_blocks_recipe_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_recipe_list_parent_id_idx\` ON \`home_blocks_recipe_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_recipe_list_path_idx\` ON \`home_blocks_recipe_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_recipe_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_recipe_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_recipe_list_locales_locale_parent_id_unique\` ON \`home_blocks_recipe_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_category_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'mood',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_category_list_order_idx\` ON \`home_blocks_category_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_category_list_parent_id_idx\` ON \`home_blocks_category_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_category_list_path_idx\` ON \`home_blocks_category_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_category_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_category_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_category_list_locales_locale_parent_id_unique\` ON \`home_blocks_category_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_tea_locations_places\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_tea_locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_locations_places_order_idx\` ON \`home_blocks_tea_locations_places\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_locations_places_parent_id_idx\` ON \`home_blocks_tea_locations_places\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_locations_places_image_idx\` ON \`home_blocks_tea_locations_places\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_tea_locations_places_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_tea_locations_places\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_tea_locations_places_locales_locale_parent_id_un\` ON \`home_blocks_tea_locations_places_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_tea_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_locations_order_idx\` ON \`home_blocks_tea_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_locations_parent_id_idx\` ON \`home_blocks_tea_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_locations_path_idx\` ON \`home_blocks_tea_locations\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_tea_locations_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_tea_locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_tea_locations_locales_locale_parent_id_unique\` ON \`home_blocks_tea_locations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_tea_ranges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_ranges_order_idx\` ON \`home_blocks_tea_ranges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_ranges_parent_id_idx\` ON \`home_blocks_tea_ranges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_ranges_path_idx\` ON \`home_blocks_tea_ranges\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_tea_ranges_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_tea_ranges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_tea_ranges_locales_locale_parent_id_unique\` ON \`home_blocks_tea_ranges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_tea_categories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'format',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_categories_order_idx\` ON \`home_blocks_tea_categories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_categories_parent_id_idx\` ON \`home_blocks_tea_categories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_categories_path_idx\` ON \`home_blocks_tea_categories\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_tea_categories_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_tea_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_tea_categories_locales_locale_parent_id_unique\` ON \`home_blocks_tea_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_product_filter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 20,
  	\`preset_facet\` text,
  	\`preset_slug\` text,
  	\`search_in\` text DEFAULT 'product-details',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_product_filter_order_idx\` ON \`home_blocks_product_filter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_product_filter_parent_id_idx\` ON \`home_blocks_product_filter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_product_filter_path_idx\` ON \`home_blocks_product_filter\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_product_filter_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_product_filter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_product_filter_locales_locale_parent_id_unique\` ON \`home_blocks_product_filter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_product_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`range\` text,
  	\`infusions\` integer DEFAULT false,
  	\`seasonal\` integer DEFAULT false,
  	\`size\` numeric DEFAULT 12,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_product_list_order_idx\` ON \`_home_v_blocks_product_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_product_list_parent_id_idx\` ON \`_home_v_blocks_product_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_product_list_path_idx\` ON \`_home_v_blocks_product_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_product_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_product_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_product_list_locales_locale_parent_id_unique\` ON \`_home_v_blocks_product_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_ingredient_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`size\` numeric DEFAULT 48,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_ingredient_list_order_idx\` ON \`_home_v_blocks_ingredient_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_ingredient_list_parent_id_idx\` ON \`_home_v_blocks_ingredient_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_ingredient_list_path_idx\` ON \`_home_v_blocks_ingredient_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_ingredient_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_ingredient_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_ingredient_list_locales_locale_parent_id_uniq\` ON \`_home_v_blocks_ingredient_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_recipe_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'recipe',
  	\`size\` numeric DEFAULT 24,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_recipe_list_order_idx\` ON \`_home_v_blocks_recipe_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_recipe_list_parent_id_idx\` ON \`_home_v_blocks_recipe_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_recipe_list_path_idx\` ON \`_home_v_blocks_recipe_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_recipe_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_recipe_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_recipe_list_locales_locale_parent_id_unique\` ON \`_home_v_blocks_recipe_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_category_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'mood',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_category_list_order_idx\` ON \`_home_v_blocks_category_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_category_list_parent_id_idx\` ON \`_home_v_blocks_category_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_category_list_path_idx\` ON \`_home_v_blocks_category_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_category_list_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_category_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_category_list_locales_locale_parent_id_unique\` ON \`_home_v_blocks_category_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_tea_locations_places\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_tea_locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_locations_places_order_idx\` ON \`_home_v_blocks_tea_locations_places\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_locations_places_parent_id_idx\` ON \`_home_v_blocks_tea_locations_places\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_locations_places_image_idx\` ON \`_home_v_blocks_tea_locations_places\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_tea_locations_places_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_tea_locations_places\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_tea_locations_places_locales_locale_parent_id\` ON \`_home_v_blocks_tea_locations_places_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_tea_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_locations_order_idx\` ON \`_home_v_blocks_tea_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_locations_parent_id_idx\` ON \`_home_v_blocks_tea_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_locations_path_idx\` ON \`_home_v_blocks_tea_locations\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_tea_locations_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_tea_locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_tea_locations_locales_locale_parent_id_unique\` ON \`_home_v_blocks_tea_locations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_tea_ranges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_ranges_order_idx\` ON \`_home_v_blocks_tea_ranges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_ranges_parent_id_idx\` ON \`_home_v_blocks_tea_ranges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_ranges_path_idx\` ON \`_home_v_blocks_tea_ranges\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_tea_ranges_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_tea_ranges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_tea_ranges_locales_locale_parent_id_unique\` ON \`_home_v_blocks_tea_ranges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_tea_categories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'format',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_categories_order_idx\` ON \`_home_v_blocks_tea_categories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_categories_parent_id_idx\` ON \`_home_v_blocks_tea_categories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_categories_path_idx\` ON \`_home_v_blocks_tea_categories\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_tea_categories_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_tea_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_tea_categories_locales_locale_parent_id_uniqu\` ON \`_home_v_blocks_tea_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_product_filter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 20,
  	\`preset_facet\` text,
  	\`preset_slug\` text,
  	\`search_in\` text DEFAULT 'product-details',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_product_filter_order_idx\` ON \`_home_v_blocks_product_filter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_product_filter_parent_id_idx\` ON \`_home_v_blocks_product_filter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_product_filter_path_idx\` ON \`_home_v_blocks_product_filter\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_product_filter_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_product_filter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_product_filter_locales_locale_parent_id_uniqu\` ON \`_home_v_blocks_product_filter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`flush\` text;`)
  await db.run(sql`CREATE INDEX \`products_flush_idx\` ON \`products\` (\`flush\`);`)
  await db.run(sql`ALTER TABLE \`products_rels\` ADD \`recipes_id\` integer REFERENCES recipes(id);`)
  await db.run(sql`CREATE INDEX \`products_rels_recipes_id_idx\` ON \`products_rels\` (\`recipes_id\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_flush\` text;`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_flush_idx\` ON \`_products_v\` (\`version_flush\`);`)
  await db.run(sql`ALTER TABLE \`_products_v_rels\` ADD \`recipes_id\` integer REFERENCES recipes(id);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_recipes_id_idx\` ON \`_products_v_rels\` (\`recipes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_product_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_ingredient_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_ingredient_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_recipe_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_recipe_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_category_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_category_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tea_locations_places\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tea_locations_places_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tea_locations\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tea_locations_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tea_ranges\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tea_ranges_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tea_categories\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tea_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_filter\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_filter_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_ingredient_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_ingredient_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_recipe_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_recipe_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_category_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_category_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tea_locations_places\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tea_locations_places_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tea_locations\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tea_locations_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tea_ranges\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tea_ranges_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tea_categories\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tea_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_filter\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_filter_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_product_list\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_product_list_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_ingredient_list\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_ingredient_list_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_recipe_list\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_recipe_list_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_category_list\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_category_list_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_tea_locations_places\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_tea_locations_places_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_tea_locations\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_tea_locations_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_tea_ranges\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_tea_ranges_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_tea_categories\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_tea_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_product_filter\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_product_filter_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_product_list\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_product_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_ingredient_list\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_ingredient_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_recipe_list\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_recipe_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_category_list\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_category_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_tea_locations_places\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_tea_locations_places_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_tea_locations\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_tea_locations_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_tea_ranges\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_tea_ranges_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_tea_categories\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_tea_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_product_filter\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_product_filter_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_products_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tea_categories_id\` integer,
  	\`ingredients_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tea_categories_id\`) REFERENCES \`tea_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ingredients_id\`) REFERENCES \`ingredients\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_rels\`("id", "order", "parent_id", "path", "tea_categories_id", "ingredients_id") SELECT "id", "order", "parent_id", "path", "tea_categories_id", "ingredients_id" FROM \`products_rels\`;`)
  await db.run(sql`DROP TABLE \`products_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_rels\` RENAME TO \`products_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`products_rels_order_idx\` ON \`products_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_parent_idx\` ON \`products_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_path_idx\` ON \`products_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_tea_categories_id_idx\` ON \`products_rels\` (\`tea_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_ingredients_id_idx\` ON \`products_rels\` (\`ingredients_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__products_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tea_categories_id\` integer,
  	\`ingredients_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tea_categories_id\`) REFERENCES \`tea_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ingredients_id\`) REFERENCES \`ingredients\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__products_v_rels\`("id", "order", "parent_id", "path", "tea_categories_id", "ingredients_id") SELECT "id", "order", "parent_id", "path", "tea_categories_id", "ingredients_id" FROM \`_products_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_products_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__products_v_rels\` RENAME TO \`_products_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_order_idx\` ON \`_products_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_parent_idx\` ON \`_products_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_path_idx\` ON \`_products_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_tea_categories_id_idx\` ON \`_products_v_rels\` (\`tea_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_ingredients_id_idx\` ON \`_products_v_rels\` (\`ingredients_id\`);`)
  await db.run(sql`DROP INDEX \`products_flush_idx\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`flush\`;`)
  await db.run(sql`DROP INDEX \`_products_v_version_version_flush_idx\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_flush\`;`)
}
