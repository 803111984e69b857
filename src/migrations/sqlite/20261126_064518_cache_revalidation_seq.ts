import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`cache_revalidations\` ADD \`seq\` numeric;`)
  await db.run(sql`CREATE INDEX \`cache_revalidations_seq_idx\` ON \`cache_revalidations\` (\`seq\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`cache_revalidations_seq_idx\`;`)
  await db.run(sql`ALTER TABLE \`cache_revalidations\` DROP COLUMN \`seq\`;`)
}
