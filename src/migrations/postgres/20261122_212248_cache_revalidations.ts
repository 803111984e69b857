import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "cache_revalidations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tag" varchar NOT NULL,
  	"at" numeric NOT NULL,
  	"stale" numeric,
  	"expired" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cache_revalidations_id" integer;
  CREATE UNIQUE INDEX "cache_revalidations_tag_idx" ON "cache_revalidations" USING btree ("tag");
  CREATE INDEX "cache_revalidations_at_idx" ON "cache_revalidations" USING btree ("at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cache_revalidations_fk" FOREIGN KEY ("cache_revalidations_id") REFERENCES "public"."cache_revalidations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cache_revalidations_id_idx" ON "payload_locked_documents_rels" USING btree ("cache_revalidations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cache_revalidations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cache_revalidations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cache_revalidations_fk";
  
  DROP INDEX "payload_locked_documents_rels_cache_revalidations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cache_revalidations_id";`)
}
