import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`map_tile_url\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`map_attribution\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`jobs_url\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`sustainability_url\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`map_tile_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`map_attribution\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`jobs_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`sustainability_url\`;`)
}
