import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_company_social_platform" AS ENUM('facebook', 'instagram', 'youtube', 'x', 'linkedin', 'pinterest');
  CREATE TABLE "site_settings_company_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_site_settings_company_social_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_locales" (
  	"company_address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  DROP TABLE "footer_social" CASCADE;
  ALTER TABLE "site_settings" ADD COLUMN "company_founded" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "company_phone" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "company_email" varchar;
  ALTER TABLE "site_settings_company_social" ADD CONSTRAINT "site_settings_company_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_company_social_order_idx" ON "site_settings_company_social" USING btree ("_order");
  CREATE INDEX "site_settings_company_social_parent_id_idx" ON "site_settings_company_social" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "footer" DROP COLUMN "contact_phone";
  ALTER TABLE "footer" DROP COLUMN "contact_email";
  ALTER TABLE "footer_locales" DROP COLUMN "contact_address";
  DROP TYPE "public"."enum_footer_social_platform";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_footer_social_platform" AS ENUM('facebook', 'instagram', 'youtube', 'x', 'linkedin', 'pinterest');
  CREATE TABLE "footer_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_footer_social_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  DROP TABLE "site_settings_company_social" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  ALTER TABLE "footer" ADD COLUMN "contact_phone" varchar;
  ALTER TABLE "footer" ADD COLUMN "contact_email" varchar;
  ALTER TABLE "footer_locales" ADD COLUMN "contact_address" varchar;
  ALTER TABLE "footer_social" ADD CONSTRAINT "footer_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "footer_social_order_idx" ON "footer_social" USING btree ("_order");
  CREATE INDEX "footer_social_parent_id_idx" ON "footer_social" USING btree ("_parent_id");
  ALTER TABLE "site_settings" DROP COLUMN "company_founded";
  ALTER TABLE "site_settings" DROP COLUMN "company_phone";
  ALTER TABLE "site_settings" DROP COLUMN "company_email";
  DROP TYPE "public"."enum_site_settings_company_social_platform";`)
}
