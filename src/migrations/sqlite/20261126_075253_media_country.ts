import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`country\` text DEFAULT 'GLOBAL' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`media_country_idx\` ON \`media\` (\`country\`);`)
  await db.run(sql`ALTER TABLE \`_media_v\` ADD \`version_country\` text DEFAULT 'GLOBAL' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`_media_v_version_version_country_idx\` ON \`_media_v\` (\`version_country\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`media_country_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`country\`;`)
  await db.run(sql`DROP INDEX \`_media_v_version_version_country_idx\`;`)
  await db.run(sql`ALTER TABLE \`_media_v\` DROP COLUMN \`version_country\`;`)
}
