import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "map_tile_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "map_attribution" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "jobs_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "sustainability_url" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "map_tile_url";
  ALTER TABLE "site_settings" DROP COLUMN "map_attribution";
  ALTER TABLE "site_settings" DROP COLUMN "jobs_url";
  ALTER TABLE "site_settings" DROP COLUMN "sustainability_url";`)
}
