import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cache_revalidations" ADD COLUMN "seq" numeric;
  CREATE INDEX "cache_revalidations_seq_idx" ON "cache_revalidations" USING btree ("seq");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "cache_revalidations_seq_idx";
  ALTER TABLE "cache_revalidations" DROP COLUMN "seq";`)
}
