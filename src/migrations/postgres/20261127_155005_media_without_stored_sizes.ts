import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx";
  DROP INDEX "media_sizes_share_sizes_share_filename_idx";
  DROP INDEX "_media_v_version_sizes_thumbnail_version_sizes_thumbnail_idx";
  DROP INDEX "_media_v_version_sizes_share_version_sizes_share_filenam_idx";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_url";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_width";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_height";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_share_url";
  ALTER TABLE "media" DROP COLUMN "sizes_share_width";
  ALTER TABLE "media" DROP COLUMN "sizes_share_height";
  ALTER TABLE "media" DROP COLUMN "sizes_share_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_share_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_share_filename";
  ALTER TABLE "_media_v" DROP COLUMN "version_sizes_thumbnail_url";
  ALTER TABLE "_media_v" DROP COLUMN "version_sizes_thumbnail_width";
  ALTER TABLE "_media_v" DROP COLUMN "version_sizes_thumbnail_height";
  ALTER TABLE "_media_v" DROP COLUMN "version_sizes_thumbnail_mime_type";
  ALTER TABLE "_media_v" DROP COLUMN "version_sizes_thumbnail_filesize";
  ALTER TABLE "_media_v" DROP COLUMN "version_sizes_thumbnail_filename";
  ALTER TABLE "_media_v" DROP COLUMN "version_sizes_share_url";
  ALTER TABLE "_media_v" DROP COLUMN "version_sizes_share_width";
  ALTER TABLE "_media_v" DROP COLUMN "version_sizes_share_height";
  ALTER TABLE "_media_v" DROP COLUMN "version_sizes_share_mime_type";
  ALTER TABLE "_media_v" DROP COLUMN "version_sizes_share_filesize";
  ALTER TABLE "_media_v" DROP COLUMN "version_sizes_share_filename";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_share_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_share_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_share_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_share_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_share_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_share_filename" varchar;
  ALTER TABLE "_media_v" ADD COLUMN "version_sizes_thumbnail_url" varchar;
  ALTER TABLE "_media_v" ADD COLUMN "version_sizes_thumbnail_width" numeric;
  ALTER TABLE "_media_v" ADD COLUMN "version_sizes_thumbnail_height" numeric;
  ALTER TABLE "_media_v" ADD COLUMN "version_sizes_thumbnail_mime_type" varchar;
  ALTER TABLE "_media_v" ADD COLUMN "version_sizes_thumbnail_filesize" numeric;
  ALTER TABLE "_media_v" ADD COLUMN "version_sizes_thumbnail_filename" varchar;
  ALTER TABLE "_media_v" ADD COLUMN "version_sizes_share_url" varchar;
  ALTER TABLE "_media_v" ADD COLUMN "version_sizes_share_width" numeric;
  ALTER TABLE "_media_v" ADD COLUMN "version_sizes_share_height" numeric;
  ALTER TABLE "_media_v" ADD COLUMN "version_sizes_share_mime_type" varchar;
  ALTER TABLE "_media_v" ADD COLUMN "version_sizes_share_filesize" numeric;
  ALTER TABLE "_media_v" ADD COLUMN "version_sizes_share_filename" varchar;
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_share_sizes_share_filename_idx" ON "media" USING btree ("sizes_share_filename");
  CREATE INDEX "_media_v_version_sizes_thumbnail_version_sizes_thumbnail_idx" ON "_media_v" USING btree ("version_sizes_thumbnail_filename");
  CREATE INDEX "_media_v_version_sizes_share_version_sizes_share_filenam_idx" ON "_media_v" USING btree ("version_sizes_share_filename");`)
}
