import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_quote" ADD COLUMN "portrait_id" integer;
  ALTER TABLE "_pages_v_blocks_quote" ADD COLUMN "portrait_id" integer;
  ALTER TABLE "home_blocks_quote" ADD COLUMN "portrait_id" integer;
  ALTER TABLE "_home_v_blocks_quote" ADD COLUMN "portrait_id" integer;
  ALTER TABLE "blog_posts" ADD COLUMN "author_portrait_id" integer;
  ALTER TABLE "_blog_posts_v" ADD COLUMN "version_author_portrait_id" integer;
  ALTER TABLE "inspired_galleries" ADD COLUMN "portrait_id" integer;
  ALTER TABLE "_inspired_galleries_v" ADD COLUMN "version_portrait_id" integer;
  ALTER TABLE "pages_blocks_quote" ADD CONSTRAINT "pages_blocks_quote_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote" ADD CONSTRAINT "_pages_v_blocks_quote_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_quote" ADD CONSTRAINT "home_blocks_quote_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_quote" ADD CONSTRAINT "_home_v_blocks_quote_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_portrait_id_media_id_fk" FOREIGN KEY ("author_portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_version_author_portrait_id_media_id_fk" FOREIGN KEY ("version_author_portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inspired_galleries" ADD CONSTRAINT "inspired_galleries_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_inspired_galleries_v" ADD CONSTRAINT "_inspired_galleries_v_version_portrait_id_media_id_fk" FOREIGN KEY ("version_portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_quote_portrait_idx" ON "pages_blocks_quote" USING btree ("portrait_id");
  CREATE INDEX "_pages_v_blocks_quote_portrait_idx" ON "_pages_v_blocks_quote" USING btree ("portrait_id");
  CREATE INDEX "home_blocks_quote_portrait_idx" ON "home_blocks_quote" USING btree ("portrait_id");
  CREATE INDEX "_home_v_blocks_quote_portrait_idx" ON "_home_v_blocks_quote" USING btree ("portrait_id");
  CREATE INDEX "blog_posts_author_portrait_idx" ON "blog_posts" USING btree ("author_portrait_id");
  CREATE INDEX "_blog_posts_v_version_version_author_portrait_idx" ON "_blog_posts_v" USING btree ("version_author_portrait_id");
  CREATE INDEX "inspired_galleries_portrait_idx" ON "inspired_galleries" USING btree ("portrait_id");
  CREATE INDEX "_inspired_galleries_v_version_version_portrait_idx" ON "_inspired_galleries_v" USING btree ("version_portrait_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_quote" DROP CONSTRAINT "pages_blocks_quote_portrait_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_quote" DROP CONSTRAINT "_pages_v_blocks_quote_portrait_id_media_id_fk";
  
  ALTER TABLE "home_blocks_quote" DROP CONSTRAINT "home_blocks_quote_portrait_id_media_id_fk";
  
  ALTER TABLE "_home_v_blocks_quote" DROP CONSTRAINT "_home_v_blocks_quote_portrait_id_media_id_fk";
  
  ALTER TABLE "blog_posts" DROP CONSTRAINT "blog_posts_author_portrait_id_media_id_fk";
  
  ALTER TABLE "_blog_posts_v" DROP CONSTRAINT "_blog_posts_v_version_author_portrait_id_media_id_fk";
  
  ALTER TABLE "inspired_galleries" DROP CONSTRAINT "inspired_galleries_portrait_id_media_id_fk";
  
  ALTER TABLE "_inspired_galleries_v" DROP CONSTRAINT "_inspired_galleries_v_version_portrait_id_media_id_fk";
  
  DROP INDEX "pages_blocks_quote_portrait_idx";
  DROP INDEX "_pages_v_blocks_quote_portrait_idx";
  DROP INDEX "home_blocks_quote_portrait_idx";
  DROP INDEX "_home_v_blocks_quote_portrait_idx";
  DROP INDEX "blog_posts_author_portrait_idx";
  DROP INDEX "_blog_posts_v_version_version_author_portrait_idx";
  DROP INDEX "inspired_galleries_portrait_idx";
  DROP INDEX "_inspired_galleries_v_version_version_portrait_idx";
  ALTER TABLE "pages_blocks_quote" DROP COLUMN "portrait_id";
  ALTER TABLE "_pages_v_blocks_quote" DROP COLUMN "portrait_id";
  ALTER TABLE "home_blocks_quote" DROP COLUMN "portrait_id";
  ALTER TABLE "_home_v_blocks_quote" DROP COLUMN "portrait_id";
  ALTER TABLE "blog_posts" DROP COLUMN "author_portrait_id";
  ALTER TABLE "_blog_posts_v" DROP COLUMN "version_author_portrait_id";
  ALTER TABLE "inspired_galleries" DROP COLUMN "portrait_id";
  ALTER TABLE "_inspired_galleries_v" DROP COLUMN "version_portrait_id";`)
}
