import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_tea_quiz_questions_answers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tea_quiz_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_quiz_questions_answers_order_idx\` ON \`pages_blocks_tea_quiz_questions_answers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_quiz_questions_answers_parent_id_idx\` ON \`pages_blocks_tea_quiz_questions_answers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tea_quiz_questions_answers_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tea_quiz_questions_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_tea_quiz_questions_answers_locales_locale_paren\` ON \`pages_blocks_tea_quiz_questions_answers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tea_quiz_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`parameter\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tea_quiz\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_quiz_questions_order_idx\` ON \`pages_blocks_tea_quiz_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_quiz_questions_parent_id_idx\` ON \`pages_blocks_tea_quiz_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_quiz_questions_image_idx\` ON \`pages_blocks_tea_quiz_questions\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tea_quiz_questions_locales\` (
  	\`header\` text,
  	\`question\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tea_quiz_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_tea_quiz_questions_locales_locale_parent_id_uni\` ON \`pages_blocks_tea_quiz_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tea_quiz\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_quiz_order_idx\` ON \`pages_blocks_tea_quiz\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_quiz_parent_id_idx\` ON \`pages_blocks_tea_quiz\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tea_quiz_path_idx\` ON \`pages_blocks_tea_quiz\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tea_quiz_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tea_quiz\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_tea_quiz_locales_locale_parent_id_unique\` ON \`pages_blocks_tea_quiz_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tea_quiz_questions_answers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tea_quiz_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_quiz_questions_answers_order_idx\` ON \`_pages_v_blocks_tea_quiz_questions_answers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_quiz_questions_answers_parent_id_idx\` ON \`_pages_v_blocks_tea_quiz_questions_answers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tea_quiz_questions_answers_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tea_quiz_questions_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_tea_quiz_questions_answers_locales_locale_pa\` ON \`_pages_v_blocks_tea_quiz_questions_answers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tea_quiz_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`parameter\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tea_quiz\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_quiz_questions_order_idx\` ON \`_pages_v_blocks_tea_quiz_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_quiz_questions_parent_id_idx\` ON \`_pages_v_blocks_tea_quiz_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_quiz_questions_image_idx\` ON \`_pages_v_blocks_tea_quiz_questions\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tea_quiz_questions_locales\` (
  	\`header\` text,
  	\`question\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tea_quiz_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_tea_quiz_questions_locales_locale_parent_id_\` ON \`_pages_v_blocks_tea_quiz_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tea_quiz\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_quiz_order_idx\` ON \`_pages_v_blocks_tea_quiz\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_quiz_parent_id_idx\` ON \`_pages_v_blocks_tea_quiz\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tea_quiz_path_idx\` ON \`_pages_v_blocks_tea_quiz\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tea_quiz_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tea_quiz\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_tea_quiz_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_tea_quiz_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_tea_quiz_questions_answers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_tea_quiz_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_quiz_questions_answers_order_idx\` ON \`home_blocks_tea_quiz_questions_answers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_quiz_questions_answers_parent_id_idx\` ON \`home_blocks_tea_quiz_questions_answers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_tea_quiz_questions_answers_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_tea_quiz_questions_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_tea_quiz_questions_answers_locales_locale_parent\` ON \`home_blocks_tea_quiz_questions_answers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_tea_quiz_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`parameter\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_tea_quiz\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_quiz_questions_order_idx\` ON \`home_blocks_tea_quiz_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_quiz_questions_parent_id_idx\` ON \`home_blocks_tea_quiz_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_quiz_questions_image_idx\` ON \`home_blocks_tea_quiz_questions\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_tea_quiz_questions_locales\` (
  	\`header\` text,
  	\`question\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_tea_quiz_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_tea_quiz_questions_locales_locale_parent_id_uniq\` ON \`home_blocks_tea_quiz_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_tea_quiz\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_quiz_order_idx\` ON \`home_blocks_tea_quiz\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_quiz_parent_id_idx\` ON \`home_blocks_tea_quiz\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_tea_quiz_path_idx\` ON \`home_blocks_tea_quiz\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_tea_quiz_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_tea_quiz\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_tea_quiz_locales_locale_parent_id_unique\` ON \`home_blocks_tea_quiz_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_tea_quiz_questions_answers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_tea_quiz_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_quiz_questions_answers_order_idx\` ON \`_home_v_blocks_tea_quiz_questions_answers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_quiz_questions_answers_parent_id_idx\` ON \`_home_v_blocks_tea_quiz_questions_answers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_tea_quiz_questions_answers_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_tea_quiz_questions_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_tea_quiz_questions_answers_locales_locale_par\` ON \`_home_v_blocks_tea_quiz_questions_answers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_tea_quiz_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`parameter\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_tea_quiz\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_quiz_questions_order_idx\` ON \`_home_v_blocks_tea_quiz_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_quiz_questions_parent_id_idx\` ON \`_home_v_blocks_tea_quiz_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_quiz_questions_image_idx\` ON \`_home_v_blocks_tea_quiz_questions\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_tea_quiz_questions_locales\` (
  	\`header\` text,
  	\`question\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_tea_quiz_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_tea_quiz_questions_locales_locale_parent_id_u\` ON \`_home_v_blocks_tea_quiz_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_tea_quiz\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_quiz_order_idx\` ON \`_home_v_blocks_tea_quiz\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_quiz_parent_id_idx\` ON \`_home_v_blocks_tea_quiz\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_tea_quiz_path_idx\` ON \`_home_v_blocks_tea_quiz\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_tea_quiz_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_tea_quiz\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_tea_quiz_locales_locale_parent_id_unique\` ON \`_home_v_blocks_tea_quiz_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_tea_quiz_questions_answers\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tea_quiz_questions_answers_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tea_quiz_questions\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tea_quiz_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tea_quiz\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tea_quiz_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tea_quiz_questions_answers\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tea_quiz_questions_answers_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tea_quiz_questions\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tea_quiz_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tea_quiz\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tea_quiz_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_tea_quiz_questions_answers\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_tea_quiz_questions_answers_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_tea_quiz_questions\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_tea_quiz_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_tea_quiz\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_tea_quiz_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_tea_quiz_questions_answers\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_tea_quiz_questions_answers_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_tea_quiz_questions\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_tea_quiz_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_tea_quiz\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_tea_quiz_locales\`;`)
}
