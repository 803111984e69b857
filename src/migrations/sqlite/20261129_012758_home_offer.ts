import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_offer_proofs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_offer_proofs_order_idx\` ON \`pages_blocks_offer_proofs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_offer_proofs_parent_id_idx\` ON \`pages_blocks_offer_proofs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_offer_proofs_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_offer_proofs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_offer_proofs_locales_locale_parent_id_unique\` ON \`pages_blocks_offer_proofs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_offer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product\` text,
  	\`primary_link\` text,
  	\`shop_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_offer_order_idx\` ON \`pages_blocks_offer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_offer_parent_id_idx\` ON \`pages_blocks_offer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_offer_path_idx\` ON \`pages_blocks_offer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_offer_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`primary_label\` text,
  	\`shop_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_offer_locales_locale_parent_id_unique\` ON \`pages_blocks_offer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_offer_proofs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offer_proofs_order_idx\` ON \`_pages_v_blocks_offer_proofs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offer_proofs_parent_id_idx\` ON \`_pages_v_blocks_offer_proofs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_offer_proofs_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_offer_proofs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_offer_proofs_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_offer_proofs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_offer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product\` text,
  	\`primary_link\` text,
  	\`shop_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offer_order_idx\` ON \`_pages_v_blocks_offer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offer_parent_id_idx\` ON \`_pages_v_blocks_offer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offer_path_idx\` ON \`_pages_v_blocks_offer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_offer_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`primary_label\` text,
  	\`shop_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_offer_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_offer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_offer_proofs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_offer_proofs_order_idx\` ON \`home_blocks_offer_proofs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_offer_proofs_parent_id_idx\` ON \`home_blocks_offer_proofs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_offer_proofs_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_offer_proofs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_offer_proofs_locales_locale_parent_id_unique\` ON \`home_blocks_offer_proofs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_offer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product\` text,
  	\`primary_link\` text,
  	\`shop_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_offer_order_idx\` ON \`home_blocks_offer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_offer_parent_id_idx\` ON \`home_blocks_offer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_offer_path_idx\` ON \`home_blocks_offer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_offer_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`primary_label\` text,
  	\`shop_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_offer_locales_locale_parent_id_unique\` ON \`home_blocks_offer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_offer_proofs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_offer_proofs_order_idx\` ON \`_home_v_blocks_offer_proofs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_offer_proofs_parent_id_idx\` ON \`_home_v_blocks_offer_proofs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_offer_proofs_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_offer_proofs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_offer_proofs_locales_locale_parent_id_unique\` ON \`_home_v_blocks_offer_proofs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_offer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product\` text,
  	\`primary_link\` text,
  	\`shop_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_offer_order_idx\` ON \`_home_v_blocks_offer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_offer_parent_id_idx\` ON \`_home_v_blocks_offer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_offer_path_idx\` ON \`_home_v_blocks_offer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_offer_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`primary_label\` text,
  	\`shop_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_offer_locales_locale_parent_id_unique\` ON \`_home_v_blocks_offer_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_offer_proofs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_offer_proofs_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_offer\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_offer_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_offer_proofs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_offer_proofs_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_offer\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_offer_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_offer_proofs\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_offer_proofs_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_offer\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_offer_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_offer_proofs\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_offer_proofs_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_offer\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_offer_locales\`;`)
}
