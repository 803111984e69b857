import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_company_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_company_social_order_idx\` ON \`site_settings_company_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_company_social_parent_id_idx\` ON \`site_settings_company_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`company_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`DROP TABLE \`footer_social\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`company_founded\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`company_phone\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`company_email\` text;`)
  await db.run(sql`ALTER TABLE \`footer\` DROP COLUMN \`contact_phone\`;`)
  await db.run(sql`ALTER TABLE \`footer\` DROP COLUMN \`contact_email\`;`)
  await db.run(sql`ALTER TABLE \`footer_locales\` DROP COLUMN \`contact_address\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`footer_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_social_order_idx\` ON \`footer_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_social_parent_id_idx\` ON \`footer_social\` (\`_parent_id\`);`)
  await db.run(sql`DROP TABLE \`site_settings_company_social\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`ALTER TABLE \`footer\` ADD \`contact_phone\` text;`)
  await db.run(sql`ALTER TABLE \`footer\` ADD \`contact_email\` text;`)
  await db.run(sql`ALTER TABLE \`footer_locales\` ADD \`contact_address\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`company_founded\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`company_phone\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`company_email\`;`)
}
