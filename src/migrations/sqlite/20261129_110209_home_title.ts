import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`home\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_title\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_title\`;`)
}
