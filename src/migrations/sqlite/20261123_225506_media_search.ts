import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_media_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_search_order_idx\` ON \`pages_blocks_media_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_search_parent_id_idx\` ON \`pages_blocks_media_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_search_path_idx\` ON \`pages_blocks_media_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_media_search_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_media_search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_media_search_locales_locale_parent_id_unique\` ON \`pages_blocks_media_search_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_media_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_search_order_idx\` ON \`_pages_v_blocks_media_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_search_parent_id_idx\` ON \`_pages_v_blocks_media_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_search_path_idx\` ON \`_pages_v_blocks_media_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_media_search_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_media_search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_media_search_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_media_search_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_media_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_media_search_order_idx\` ON \`home_blocks_media_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_media_search_parent_id_idx\` ON \`home_blocks_media_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_media_search_path_idx\` ON \`home_blocks_media_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_media_search_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_media_search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_media_search_locales_locale_parent_id_unique\` ON \`home_blocks_media_search_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_media_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_media_search_order_idx\` ON \`_home_v_blocks_media_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_media_search_parent_id_idx\` ON \`_home_v_blocks_media_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_media_search_path_idx\` ON \`_home_v_blocks_media_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_media_search_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_media_search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_media_search_locales_locale_parent_id_unique\` ON \`_home_v_blocks_media_search_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_media_search\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_media_search_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_media_search\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_media_search_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_media_search\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_media_search_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_media_search\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_media_search_locales\`;`)
}
