import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { firstRedirects } from '../../cms/redirects/first-redirects'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_redirects_type" AS ENUM('308', '307');
  CREATE TABLE "pages_blocks_offer_proofs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_offer_proofs_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_offer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" varchar,
  	"primary_link" varchar,
  	"shop_link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_offer_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"primary_label" varchar,
  	"shop_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_offer_proofs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_offer_proofs_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_offer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product" varchar,
  	"primary_link" varchar,
  	"shop_link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_offer_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"primary_label" varchar,
  	"shop_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_blocks_offer_proofs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "home_blocks_offer_proofs_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_offer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" varchar,
  	"primary_link" varchar,
  	"shop_link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_offer_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"primary_label" varchar,
  	"shop_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_offer_proofs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_offer_proofs_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_offer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product" varchar,
  	"primary_link" varchar,
  	"shop_link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_offer_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"primary_label" varchar,
  	"shop_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_url" varchar NOT NULL,
  	"type" "enum_redirects_type" DEFAULT '308' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages_blocks_quote" ADD COLUMN "portrait_id" integer;
  ALTER TABLE "_pages_v_blocks_quote" ADD COLUMN "portrait_id" integer;
  ALTER TABLE "home_blocks_quote" ADD COLUMN "portrait_id" integer;
  ALTER TABLE "_home_v_blocks_quote" ADD COLUMN "portrait_id" integer;
  ALTER TABLE "blog_posts" ADD COLUMN "author_portrait_id" integer;
  ALTER TABLE "_blog_posts_v" ADD COLUMN "version_author_portrait_id" integer;
  ALTER TABLE "inspired_galleries" ADD COLUMN "portrait_id" integer;
  ALTER TABLE "_inspired_galleries_v" ADD COLUMN "version_portrait_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "pages_blocks_offer_proofs" ADD CONSTRAINT "pages_blocks_offer_proofs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_offer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offer_proofs_locales" ADD CONSTRAINT "pages_blocks_offer_proofs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_offer_proofs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offer" ADD CONSTRAINT "pages_blocks_offer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offer_locales" ADD CONSTRAINT "pages_blocks_offer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_offer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offer_proofs" ADD CONSTRAINT "_pages_v_blocks_offer_proofs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_offer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offer_proofs_locales" ADD CONSTRAINT "_pages_v_blocks_offer_proofs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_offer_proofs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offer" ADD CONSTRAINT "_pages_v_blocks_offer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offer_locales" ADD CONSTRAINT "_pages_v_blocks_offer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_offer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_offer_proofs" ADD CONSTRAINT "home_blocks_offer_proofs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_offer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_offer_proofs_locales" ADD CONSTRAINT "home_blocks_offer_proofs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_offer_proofs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_offer" ADD CONSTRAINT "home_blocks_offer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_offer_locales" ADD CONSTRAINT "home_blocks_offer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_offer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_offer_proofs" ADD CONSTRAINT "_home_v_blocks_offer_proofs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_offer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_offer_proofs_locales" ADD CONSTRAINT "_home_v_blocks_offer_proofs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_offer_proofs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_offer" ADD CONSTRAINT "_home_v_blocks_offer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_offer_locales" ADD CONSTRAINT "_home_v_blocks_offer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_offer"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_offer_proofs_order_idx" ON "pages_blocks_offer_proofs" USING btree ("_order");
  CREATE INDEX "pages_blocks_offer_proofs_parent_id_idx" ON "pages_blocks_offer_proofs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_offer_proofs_locales_locale_parent_id_unique" ON "pages_blocks_offer_proofs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_offer_order_idx" ON "pages_blocks_offer" USING btree ("_order");
  CREATE INDEX "pages_blocks_offer_parent_id_idx" ON "pages_blocks_offer" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_offer_path_idx" ON "pages_blocks_offer" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_offer_locales_locale_parent_id_unique" ON "pages_blocks_offer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_offer_proofs_order_idx" ON "_pages_v_blocks_offer_proofs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_offer_proofs_parent_id_idx" ON "_pages_v_blocks_offer_proofs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_offer_proofs_locales_locale_parent_id_unique" ON "_pages_v_blocks_offer_proofs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_offer_order_idx" ON "_pages_v_blocks_offer" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_offer_parent_id_idx" ON "_pages_v_blocks_offer" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_offer_path_idx" ON "_pages_v_blocks_offer" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_offer_locales_locale_parent_id_unique" ON "_pages_v_blocks_offer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_offer_proofs_order_idx" ON "home_blocks_offer_proofs" USING btree ("_order");
  CREATE INDEX "home_blocks_offer_proofs_parent_id_idx" ON "home_blocks_offer_proofs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_blocks_offer_proofs_locales_locale_parent_id_unique" ON "home_blocks_offer_proofs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_offer_order_idx" ON "home_blocks_offer" USING btree ("_order");
  CREATE INDEX "home_blocks_offer_parent_id_idx" ON "home_blocks_offer" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_offer_path_idx" ON "home_blocks_offer" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_offer_locales_locale_parent_id_unique" ON "home_blocks_offer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_offer_proofs_order_idx" ON "_home_v_blocks_offer_proofs" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_offer_proofs_parent_id_idx" ON "_home_v_blocks_offer_proofs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_blocks_offer_proofs_locales_locale_parent_id_unique" ON "_home_v_blocks_offer_proofs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_offer_order_idx" ON "_home_v_blocks_offer" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_offer_parent_id_idx" ON "_home_v_blocks_offer" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_offer_path_idx" ON "_home_v_blocks_offer" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_offer_locales_locale_parent_id_unique" ON "_home_v_blocks_offer_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  ALTER TABLE "pages_blocks_quote" ADD CONSTRAINT "pages_blocks_quote_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote" ADD CONSTRAINT "_pages_v_blocks_quote_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_quote" ADD CONSTRAINT "home_blocks_quote_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_quote" ADD CONSTRAINT "_home_v_blocks_quote_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_portrait_id_media_id_fk" FOREIGN KEY ("author_portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_version_author_portrait_id_media_id_fk" FOREIGN KEY ("version_author_portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inspired_galleries" ADD CONSTRAINT "inspired_galleries_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_inspired_galleries_v" ADD CONSTRAINT "_inspired_galleries_v_version_portrait_id_media_id_fk" FOREIGN KEY ("version_portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_quote_portrait_idx" ON "pages_blocks_quote" USING btree ("portrait_id");
  CREATE INDEX "_pages_v_blocks_quote_portrait_idx" ON "_pages_v_blocks_quote" USING btree ("portrait_id");
  CREATE INDEX "home_blocks_quote_portrait_idx" ON "home_blocks_quote" USING btree ("portrait_id");
  CREATE INDEX "_home_v_blocks_quote_portrait_idx" ON "_home_v_blocks_quote" USING btree ("portrait_id");
  CREATE INDEX "blog_posts_author_portrait_idx" ON "blog_posts" USING btree ("author_portrait_id");
  CREATE INDEX "_blog_posts_v_version_version_author_portrait_idx" ON "_blog_posts_v" USING btree ("version_author_portrait_id");
  CREATE INDEX "inspired_galleries_portrait_idx" ON "inspired_galleries" USING btree ("portrait_id");
  CREATE INDEX "_inspired_galleries_v_version_version_portrait_idx" ON "_inspired_galleries_v" USING btree ("version_portrait_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
  // The redirects that lived in code until now: a new database starts with them, an older one keeps them.
  for (const { from, to, type } of firstRedirects) {
    await db.execute(sql`INSERT INTO "redirects" ("from", "to_url", "type") VALUES (${from}, ${to}, ${type}) ON CONFLICT ("from") DO NOTHING;`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_offer_proofs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_offer_proofs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_offer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_offer_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_offer_proofs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_offer_proofs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_offer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_offer_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_offer_proofs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_offer_proofs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_offer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_offer_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_offer_proofs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_offer_proofs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_offer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_offer_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_offer_proofs" CASCADE;
  DROP TABLE "pages_blocks_offer_proofs_locales" CASCADE;
  DROP TABLE "pages_blocks_offer" CASCADE;
  DROP TABLE "pages_blocks_offer_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_offer_proofs" CASCADE;
  DROP TABLE "_pages_v_blocks_offer_proofs_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_offer" CASCADE;
  DROP TABLE "_pages_v_blocks_offer_locales" CASCADE;
  DROP TABLE "home_blocks_offer_proofs" CASCADE;
  DROP TABLE "home_blocks_offer_proofs_locales" CASCADE;
  DROP TABLE "home_blocks_offer" CASCADE;
  DROP TABLE "home_blocks_offer_locales" CASCADE;
  DROP TABLE "_home_v_blocks_offer_proofs" CASCADE;
  DROP TABLE "_home_v_blocks_offer_proofs_locales" CASCADE;
  DROP TABLE "_home_v_blocks_offer" CASCADE;
  DROP TABLE "_home_v_blocks_offer_locales" CASCADE;
  DROP TABLE "redirects" CASCADE;
  ALTER TABLE "pages_blocks_quote" DROP CONSTRAINT "pages_blocks_quote_portrait_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_quote" DROP CONSTRAINT "_pages_v_blocks_quote_portrait_id_media_id_fk";
  
  ALTER TABLE "home_blocks_quote" DROP CONSTRAINT "home_blocks_quote_portrait_id_media_id_fk";
  
  ALTER TABLE "_home_v_blocks_quote" DROP CONSTRAINT "_home_v_blocks_quote_portrait_id_media_id_fk";
  
  ALTER TABLE "blog_posts" DROP CONSTRAINT "blog_posts_author_portrait_id_media_id_fk";
  
  ALTER TABLE "_blog_posts_v" DROP CONSTRAINT "_blog_posts_v_version_author_portrait_id_media_id_fk";
  
  ALTER TABLE "inspired_galleries" DROP CONSTRAINT "inspired_galleries_portrait_id_media_id_fk";
  
  ALTER TABLE "_inspired_galleries_v" DROP CONSTRAINT "_inspired_galleries_v_version_portrait_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  DROP INDEX "pages_blocks_quote_portrait_idx";
  DROP INDEX "_pages_v_blocks_quote_portrait_idx";
  DROP INDEX "home_blocks_quote_portrait_idx";
  DROP INDEX "_home_v_blocks_quote_portrait_idx";
  DROP INDEX "blog_posts_author_portrait_idx";
  DROP INDEX "_blog_posts_v_version_version_author_portrait_idx";
  DROP INDEX "inspired_galleries_portrait_idx";
  DROP INDEX "_inspired_galleries_v_version_version_portrait_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "pages_blocks_quote" DROP COLUMN "portrait_id";
  ALTER TABLE "_pages_v_blocks_quote" DROP COLUMN "portrait_id";
  ALTER TABLE "home_blocks_quote" DROP COLUMN "portrait_id";
  ALTER TABLE "_home_v_blocks_quote" DROP COLUMN "portrait_id";
  ALTER TABLE "blog_posts" DROP COLUMN "author_portrait_id";
  ALTER TABLE "_blog_posts_v" DROP COLUMN "version_author_portrait_id";
  ALTER TABLE "inspired_galleries" DROP COLUMN "portrait_id";
  ALTER TABLE "_inspired_galleries_v" DROP COLUMN "version_portrait_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_redirects_type";`)
}
