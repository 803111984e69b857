import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_where_to_buy_stores\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`country\` text,
  	\`name\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`description\` text,
  	\`address\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_where_to_buy\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_where_to_buy_stores_order_idx\` ON \`pages_blocks_where_to_buy_stores\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_where_to_buy_stores_parent_id_idx\` ON \`pages_blocks_where_to_buy_stores\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_where_to_buy\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`default_country\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_where_to_buy_order_idx\` ON \`pages_blocks_where_to_buy\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_where_to_buy_parent_id_idx\` ON \`pages_blocks_where_to_buy\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_where_to_buy_path_idx\` ON \`pages_blocks_where_to_buy\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_where_to_buy_stores\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`country\` text,
  	\`name\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`description\` text,
  	\`address\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_where_to_buy\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_where_to_buy_stores_order_idx\` ON \`_pages_v_blocks_where_to_buy_stores\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_where_to_buy_stores_parent_id_idx\` ON \`_pages_v_blocks_where_to_buy_stores\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_where_to_buy\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`default_country\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_where_to_buy_order_idx\` ON \`_pages_v_blocks_where_to_buy\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_where_to_buy_parent_id_idx\` ON \`_pages_v_blocks_where_to_buy\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_where_to_buy_path_idx\` ON \`_pages_v_blocks_where_to_buy\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_where_to_buy_stores\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`country\` text,
  	\`name\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`description\` text,
  	\`address\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_where_to_buy\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_where_to_buy_stores_order_idx\` ON \`home_blocks_where_to_buy_stores\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_where_to_buy_stores_parent_id_idx\` ON \`home_blocks_where_to_buy_stores\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_where_to_buy\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`default_country\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_where_to_buy_order_idx\` ON \`home_blocks_where_to_buy\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_where_to_buy_parent_id_idx\` ON \`home_blocks_where_to_buy\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_where_to_buy_path_idx\` ON \`home_blocks_where_to_buy\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_where_to_buy_stores\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`country\` text,
  	\`name\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`description\` text,
  	\`address\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_where_to_buy\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_where_to_buy_stores_order_idx\` ON \`_home_v_blocks_where_to_buy_stores\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_where_to_buy_stores_parent_id_idx\` ON \`_home_v_blocks_where_to_buy_stores\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_where_to_buy\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`default_country\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_where_to_buy_order_idx\` ON \`_home_v_blocks_where_to_buy\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_where_to_buy_parent_id_idx\` ON \`_home_v_blocks_where_to_buy\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_where_to_buy_path_idx\` ON \`_home_v_blocks_where_to_buy\` (\`_path\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_where_to_buy_stores\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_where_to_buy\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_where_to_buy_stores\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_where_to_buy\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_where_to_buy_stores\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_where_to_buy\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_where_to_buy_stores\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_where_to_buy\`;`)
}
