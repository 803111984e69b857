import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_online_shops_shops_delivers_to\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_online_shops_shops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_online_shops_shops_delivers_to_order_idx\` ON \`pages_blocks_online_shops_shops_delivers_to\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_online_shops_shops_delivers_to_parent_idx\` ON \`pages_blocks_online_shops_shops_delivers_to\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_online_shops_shops\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`kind\` text DEFAULT 'marketplace',
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_online_shops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_online_shops_shops_order_idx\` ON \`pages_blocks_online_shops_shops\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_online_shops_shops_parent_id_idx\` ON \`pages_blocks_online_shops_shops\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_online_shops_shops_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_online_shops_shops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_online_shops_shops_locales_locale_parent_id_uni\` ON \`pages_blocks_online_shops_shops_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_online_shops\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_online_shops_order_idx\` ON \`pages_blocks_online_shops\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_online_shops_parent_id_idx\` ON \`pages_blocks_online_shops\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_online_shops_path_idx\` ON \`pages_blocks_online_shops\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_online_shops_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_online_shops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_online_shops_locales_locale_parent_id_unique\` ON \`pages_blocks_online_shops_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_online_shops_shops_delivers_to\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_online_shops_shops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_online_shops_shops_delivers_to_order_idx\` ON \`_pages_v_blocks_online_shops_shops_delivers_to\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_online_shops_shops_delivers_to_parent_idx\` ON \`_pages_v_blocks_online_shops_shops_delivers_to\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_online_shops_shops\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`kind\` text DEFAULT 'marketplace',
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_online_shops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_online_shops_shops_order_idx\` ON \`_pages_v_blocks_online_shops_shops\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_online_shops_shops_parent_id_idx\` ON \`_pages_v_blocks_online_shops_shops\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_online_shops_shops_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_online_shops_shops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_online_shops_shops_locales_locale_parent_id_\` ON \`_pages_v_blocks_online_shops_shops_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_online_shops\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_online_shops_order_idx\` ON \`_pages_v_blocks_online_shops\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_online_shops_parent_id_idx\` ON \`_pages_v_blocks_online_shops\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_online_shops_path_idx\` ON \`_pages_v_blocks_online_shops\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_online_shops_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_online_shops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_online_shops_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_online_shops_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_online_shops_shops_delivers_to\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`home_blocks_online_shops_shops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_online_shops_shops_delivers_to_order_idx\` ON \`home_blocks_online_shops_shops_delivers_to\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_online_shops_shops_delivers_to_parent_idx\` ON \`home_blocks_online_shops_shops_delivers_to\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_online_shops_shops\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`kind\` text DEFAULT 'marketplace',
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_online_shops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_online_shops_shops_order_idx\` ON \`home_blocks_online_shops_shops\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_online_shops_shops_parent_id_idx\` ON \`home_blocks_online_shops_shops\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_online_shops_shops_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_online_shops_shops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_online_shops_shops_locales_locale_parent_id_uniq\` ON \`home_blocks_online_shops_shops_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_online_shops\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_online_shops_order_idx\` ON \`home_blocks_online_shops\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_online_shops_parent_id_idx\` ON \`home_blocks_online_shops\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_online_shops_path_idx\` ON \`home_blocks_online_shops\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_online_shops_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_online_shops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_online_shops_locales_locale_parent_id_unique\` ON \`home_blocks_online_shops_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_online_shops_shops_delivers_to\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_home_v_blocks_online_shops_shops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_online_shops_shops_delivers_to_order_idx\` ON \`_home_v_blocks_online_shops_shops_delivers_to\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_online_shops_shops_delivers_to_parent_idx\` ON \`_home_v_blocks_online_shops_shops_delivers_to\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_online_shops_shops\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`kind\` text DEFAULT 'marketplace',
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_online_shops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_online_shops_shops_order_idx\` ON \`_home_v_blocks_online_shops_shops\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_online_shops_shops_parent_id_idx\` ON \`_home_v_blocks_online_shops_shops\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_online_shops_shops_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_online_shops_shops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_online_shops_shops_locales_locale_parent_id_u\` ON \`_home_v_blocks_online_shops_shops_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_online_shops\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_online_shops_order_idx\` ON \`_home_v_blocks_online_shops\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_online_shops_parent_id_idx\` ON \`_home_v_blocks_online_shops\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_online_shops_path_idx\` ON \`_home_v_blocks_online_shops\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_online_shops_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_online_shops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_online_shops_locales_locale_parent_id_unique\` ON \`_home_v_blocks_online_shops_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_online_shops_shops_delivers_to\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_online_shops_shops\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_online_shops_shops_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_online_shops\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_online_shops_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_online_shops_shops_delivers_to\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_online_shops_shops\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_online_shops_shops_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_online_shops\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_online_shops_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_online_shops_shops_delivers_to\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_online_shops_shops\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_online_shops_shops_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_online_shops\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_online_shops_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_online_shops_shops_delivers_to\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_online_shops_shops\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_online_shops_shops_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_online_shops\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_online_shops_locales\`;`)
}
