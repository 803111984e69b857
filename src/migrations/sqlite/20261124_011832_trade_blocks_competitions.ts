import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_trade_products_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`header_image_id\` integer,
  	\`link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`header_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_trade_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_products_items_order_idx\` ON \`pages_blocks_trade_products_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_products_items_parent_id_idx\` ON \`pages_blocks_trade_products_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_products_items_image_idx\` ON \`pages_blocks_trade_products_items\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_products_items_header_image_idx\` ON \`pages_blocks_trade_products_items\` (\`header_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trade_products_items_locales\` (
  	\`title\` text,
  	\`title_text\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_trade_products_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_trade_products_items_locales_locale_parent_id_u\` ON \`pages_blocks_trade_products_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trade_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`banner_image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`banner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_products_order_idx\` ON \`pages_blocks_trade_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_products_parent_id_idx\` ON \`pages_blocks_trade_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_products_path_idx\` ON \`pages_blocks_trade_products\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_products_banner_image_idx\` ON \`pages_blocks_trade_products\` (\`banner_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trade_products_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_trade_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_trade_products_locales_locale_parent_id_unique\` ON \`pages_blocks_trade_products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trade_section_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`header_image_id\` integer,
  	\`link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`header_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_trade_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_section_items_order_idx\` ON \`pages_blocks_trade_section_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_section_items_parent_id_idx\` ON \`pages_blocks_trade_section_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_section_items_image_idx\` ON \`pages_blocks_trade_section_items\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_section_items_header_image_idx\` ON \`pages_blocks_trade_section_items\` (\`header_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trade_section_items_locales\` (
  	\`title\` text,
  	\`title_text\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_trade_section_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_trade_section_items_locales_locale_parent_id_un\` ON \`pages_blocks_trade_section_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trade_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`section\` text,
  	\`full\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_section_order_idx\` ON \`pages_blocks_trade_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_section_parent_id_idx\` ON \`pages_blocks_trade_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_section_path_idx\` ON \`pages_blocks_trade_section\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trade_section_locales\` (
  	\`title\` text,
  	\`header_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_trade_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_trade_section_locales_locale_parent_id_unique\` ON \`pages_blocks_trade_section_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trade_products_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`header_image_id\` integer,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`header_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_trade_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_products_items_order_idx\` ON \`_pages_v_blocks_trade_products_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_products_items_parent_id_idx\` ON \`_pages_v_blocks_trade_products_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_products_items_image_idx\` ON \`_pages_v_blocks_trade_products_items\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_products_items_header_image_idx\` ON \`_pages_v_blocks_trade_products_items\` (\`header_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trade_products_items_locales\` (
  	\`title\` text,
  	\`title_text\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_trade_products_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_trade_products_items_locales_locale_parent_i\` ON \`_pages_v_blocks_trade_products_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trade_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`banner_image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`banner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_products_order_idx\` ON \`_pages_v_blocks_trade_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_products_parent_id_idx\` ON \`_pages_v_blocks_trade_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_products_path_idx\` ON \`_pages_v_blocks_trade_products\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_products_banner_image_idx\` ON \`_pages_v_blocks_trade_products\` (\`banner_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trade_products_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_trade_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_trade_products_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_trade_products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trade_section_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`header_image_id\` integer,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`header_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_trade_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_section_items_order_idx\` ON \`_pages_v_blocks_trade_section_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_section_items_parent_id_idx\` ON \`_pages_v_blocks_trade_section_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_section_items_image_idx\` ON \`_pages_v_blocks_trade_section_items\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_section_items_header_image_idx\` ON \`_pages_v_blocks_trade_section_items\` (\`header_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trade_section_items_locales\` (
  	\`title\` text,
  	\`title_text\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_trade_section_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_trade_section_items_locales_locale_parent_id\` ON \`_pages_v_blocks_trade_section_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trade_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`section\` text,
  	\`full\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_section_order_idx\` ON \`_pages_v_blocks_trade_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_section_parent_id_idx\` ON \`_pages_v_blocks_trade_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_section_path_idx\` ON \`_pages_v_blocks_trade_section\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trade_section_locales\` (
  	\`title\` text,
  	\`header_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_trade_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_trade_section_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_trade_section_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_trade_products_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`header_image_id\` integer,
  	\`link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`header_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_trade_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_trade_products_items_order_idx\` ON \`home_blocks_trade_products_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_trade_products_items_parent_id_idx\` ON \`home_blocks_trade_products_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_trade_products_items_image_idx\` ON \`home_blocks_trade_products_items\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_trade_products_items_header_image_idx\` ON \`home_blocks_trade_products_items\` (\`header_image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_trade_products_items_locales\` (
  	\`title\` text,
  	\`title_text\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_trade_products_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_trade_products_items_locales_locale_parent_id_un\` ON \`home_blocks_trade_products_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_trade_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`banner_image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`banner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_trade_products_order_idx\` ON \`home_blocks_trade_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_trade_products_parent_id_idx\` ON \`home_blocks_trade_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_trade_products_path_idx\` ON \`home_blocks_trade_products\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_trade_products_banner_image_idx\` ON \`home_blocks_trade_products\` (\`banner_image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_trade_products_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_trade_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_trade_products_locales_locale_parent_id_unique\` ON \`home_blocks_trade_products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_trade_section_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`header_image_id\` integer,
  	\`link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`header_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_trade_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_trade_section_items_order_idx\` ON \`home_blocks_trade_section_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_trade_section_items_parent_id_idx\` ON \`home_blocks_trade_section_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_trade_section_items_image_idx\` ON \`home_blocks_trade_section_items\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_trade_section_items_header_image_idx\` ON \`home_blocks_trade_section_items\` (\`header_image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_trade_section_items_locales\` (
  	\`title\` text,
  	\`title_text\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_trade_section_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_trade_section_items_locales_locale_parent_id_uni\` ON \`home_blocks_trade_section_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_trade_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`section\` text,
  	\`full\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_trade_section_order_idx\` ON \`home_blocks_trade_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_trade_section_parent_id_idx\` ON \`home_blocks_trade_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_trade_section_path_idx\` ON \`home_blocks_trade_section\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_trade_section_locales\` (
  	\`title\` text,
  	\`header_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_trade_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_trade_section_locales_locale_parent_id_unique\` ON \`home_blocks_trade_section_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_trade_products_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`header_image_id\` integer,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`header_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_trade_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_trade_products_items_order_idx\` ON \`_home_v_blocks_trade_products_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_trade_products_items_parent_id_idx\` ON \`_home_v_blocks_trade_products_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_trade_products_items_image_idx\` ON \`_home_v_blocks_trade_products_items\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_trade_products_items_header_image_idx\` ON \`_home_v_blocks_trade_products_items\` (\`header_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_trade_products_items_locales\` (
  	\`title\` text,
  	\`title_text\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_trade_products_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_trade_products_items_locales_locale_parent_id\` ON \`_home_v_blocks_trade_products_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_trade_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`banner_image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`banner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_trade_products_order_idx\` ON \`_home_v_blocks_trade_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_trade_products_parent_id_idx\` ON \`_home_v_blocks_trade_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_trade_products_path_idx\` ON \`_home_v_blocks_trade_products\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_trade_products_banner_image_idx\` ON \`_home_v_blocks_trade_products\` (\`banner_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_trade_products_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_trade_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_trade_products_locales_locale_parent_id_uniqu\` ON \`_home_v_blocks_trade_products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_trade_section_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`header_image_id\` integer,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`header_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_trade_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_trade_section_items_order_idx\` ON \`_home_v_blocks_trade_section_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_trade_section_items_parent_id_idx\` ON \`_home_v_blocks_trade_section_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_trade_section_items_image_idx\` ON \`_home_v_blocks_trade_section_items\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_trade_section_items_header_image_idx\` ON \`_home_v_blocks_trade_section_items\` (\`header_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_trade_section_items_locales\` (
  	\`title\` text,
  	\`title_text\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_trade_section_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_trade_section_items_locales_locale_parent_id_\` ON \`_home_v_blocks_trade_section_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_trade_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`section\` text,
  	\`full\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_trade_section_order_idx\` ON \`_home_v_blocks_trade_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_trade_section_parent_id_idx\` ON \`_home_v_blocks_trade_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_trade_section_path_idx\` ON \`_home_v_blocks_trade_section\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_trade_section_locales\` (
  	\`title\` text,
  	\`header_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_trade_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_trade_section_locales_locale_parent_id_unique\` ON \`_home_v_blocks_trade_section_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`competitions_url\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_trade_products_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trade_products_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trade_products\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trade_products_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trade_section_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trade_section_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trade_section\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trade_section_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trade_products_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trade_products_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trade_products\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trade_products_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trade_section_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trade_section_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trade_section\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trade_section_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_trade_products_items\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_trade_products_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_trade_products\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_trade_products_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_trade_section_items\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_trade_section_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_trade_section\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_trade_section_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_trade_products_items\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_trade_products_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_trade_products\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_trade_products_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_trade_section_items\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_trade_section_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_trade_section\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_trade_section_locales\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`competitions_url\`;`)
}
