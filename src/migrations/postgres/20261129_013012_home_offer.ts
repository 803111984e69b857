import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
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
  CREATE UNIQUE INDEX "_home_v_blocks_offer_locales_locale_parent_id_unique" ON "_home_v_blocks_offer_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
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
  DROP TABLE "_home_v_blocks_offer_locales" CASCADE;`)
}
