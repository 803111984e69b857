import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_tea_quiz_questions_parameter" AS ENUM('teaType', 'caffeinePreference', 'time');
  CREATE TYPE "public"."enum__pages_v_blocks_tea_quiz_questions_parameter" AS ENUM('teaType', 'caffeinePreference', 'time');
  CREATE TYPE "public"."enum_home_blocks_tea_quiz_questions_parameter" AS ENUM('teaType', 'caffeinePreference', 'time');
  CREATE TYPE "public"."enum__home_v_blocks_tea_quiz_questions_parameter" AS ENUM('teaType', 'caffeinePreference', 'time');
  CREATE TABLE "pages_blocks_tea_quiz_questions_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "pages_blocks_tea_quiz_questions_answers_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_tea_quiz_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"parameter" "enum_pages_blocks_tea_quiz_questions_parameter"
  );
  
  CREATE TABLE "pages_blocks_tea_quiz_questions_locales" (
  	"header" varchar,
  	"question" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_tea_quiz" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_tea_quiz_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_tea_quiz_questions_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tea_quiz_questions_answers_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_tea_quiz_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"parameter" "enum__pages_v_blocks_tea_quiz_questions_parameter",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tea_quiz_questions_locales" (
  	"header" varchar,
  	"question" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_tea_quiz" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tea_quiz_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_blocks_tea_quiz_questions_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "home_blocks_tea_quiz_questions_answers_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_tea_quiz_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"parameter" "enum_home_blocks_tea_quiz_questions_parameter"
  );
  
  CREATE TABLE "home_blocks_tea_quiz_questions_locales" (
  	"header" varchar,
  	"question" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_tea_quiz" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_tea_quiz_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_tea_quiz_questions_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_tea_quiz_questions_answers_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_tea_quiz_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"parameter" "enum__home_v_blocks_tea_quiz_questions_parameter",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_tea_quiz_questions_locales" (
  	"header" varchar,
  	"question" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_tea_quiz" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_tea_quiz_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_tea_quiz_questions_answers" ADD CONSTRAINT "pages_blocks_tea_quiz_questions_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tea_quiz_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tea_quiz_questions_answers_locales" ADD CONSTRAINT "pages_blocks_tea_quiz_questions_answers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tea_quiz_questions_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tea_quiz_questions" ADD CONSTRAINT "pages_blocks_tea_quiz_questions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_tea_quiz_questions" ADD CONSTRAINT "pages_blocks_tea_quiz_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tea_quiz"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tea_quiz_questions_locales" ADD CONSTRAINT "pages_blocks_tea_quiz_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tea_quiz_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tea_quiz" ADD CONSTRAINT "pages_blocks_tea_quiz_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tea_quiz_locales" ADD CONSTRAINT "pages_blocks_tea_quiz_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tea_quiz"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tea_quiz_questions_answers" ADD CONSTRAINT "_pages_v_blocks_tea_quiz_questions_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tea_quiz_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tea_quiz_questions_answers_locales" ADD CONSTRAINT "_pages_v_blocks_tea_quiz_questions_answers_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tea_quiz_questions_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tea_quiz_questions" ADD CONSTRAINT "_pages_v_blocks_tea_quiz_questions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tea_quiz_questions" ADD CONSTRAINT "_pages_v_blocks_tea_quiz_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tea_quiz"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tea_quiz_questions_locales" ADD CONSTRAINT "_pages_v_blocks_tea_quiz_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tea_quiz_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tea_quiz" ADD CONSTRAINT "_pages_v_blocks_tea_quiz_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tea_quiz_locales" ADD CONSTRAINT "_pages_v_blocks_tea_quiz_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tea_quiz"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_tea_quiz_questions_answers" ADD CONSTRAINT "home_blocks_tea_quiz_questions_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_tea_quiz_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_tea_quiz_questions_answers_locales" ADD CONSTRAINT "home_blocks_tea_quiz_questions_answers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_tea_quiz_questions_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_tea_quiz_questions" ADD CONSTRAINT "home_blocks_tea_quiz_questions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_tea_quiz_questions" ADD CONSTRAINT "home_blocks_tea_quiz_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_tea_quiz"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_tea_quiz_questions_locales" ADD CONSTRAINT "home_blocks_tea_quiz_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_tea_quiz_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_tea_quiz" ADD CONSTRAINT "home_blocks_tea_quiz_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_tea_quiz_locales" ADD CONSTRAINT "home_blocks_tea_quiz_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_tea_quiz"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_tea_quiz_questions_answers" ADD CONSTRAINT "_home_v_blocks_tea_quiz_questions_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_tea_quiz_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_tea_quiz_questions_answers_locales" ADD CONSTRAINT "_home_v_blocks_tea_quiz_questions_answers_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_tea_quiz_questions_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_tea_quiz_questions" ADD CONSTRAINT "_home_v_blocks_tea_quiz_questions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_tea_quiz_questions" ADD CONSTRAINT "_home_v_blocks_tea_quiz_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_tea_quiz"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_tea_quiz_questions_locales" ADD CONSTRAINT "_home_v_blocks_tea_quiz_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_tea_quiz_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_tea_quiz" ADD CONSTRAINT "_home_v_blocks_tea_quiz_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_tea_quiz_locales" ADD CONSTRAINT "_home_v_blocks_tea_quiz_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_tea_quiz"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_tea_quiz_questions_answers_order_idx" ON "pages_blocks_tea_quiz_questions_answers" USING btree ("_order");
  CREATE INDEX "pages_blocks_tea_quiz_questions_answers_parent_id_idx" ON "pages_blocks_tea_quiz_questions_answers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_tea_quiz_questions_answers_locales_locale_paren" ON "pages_blocks_tea_quiz_questions_answers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_tea_quiz_questions_order_idx" ON "pages_blocks_tea_quiz_questions" USING btree ("_order");
  CREATE INDEX "pages_blocks_tea_quiz_questions_parent_id_idx" ON "pages_blocks_tea_quiz_questions" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tea_quiz_questions_image_idx" ON "pages_blocks_tea_quiz_questions" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_tea_quiz_questions_locales_locale_parent_id_uni" ON "pages_blocks_tea_quiz_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_tea_quiz_order_idx" ON "pages_blocks_tea_quiz" USING btree ("_order");
  CREATE INDEX "pages_blocks_tea_quiz_parent_id_idx" ON "pages_blocks_tea_quiz" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tea_quiz_path_idx" ON "pages_blocks_tea_quiz" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_tea_quiz_locales_locale_parent_id_unique" ON "pages_blocks_tea_quiz_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_tea_quiz_questions_answers_order_idx" ON "_pages_v_blocks_tea_quiz_questions_answers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tea_quiz_questions_answers_parent_id_idx" ON "_pages_v_blocks_tea_quiz_questions_answers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_tea_quiz_questions_answers_locales_locale_pa" ON "_pages_v_blocks_tea_quiz_questions_answers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_tea_quiz_questions_order_idx" ON "_pages_v_blocks_tea_quiz_questions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tea_quiz_questions_parent_id_idx" ON "_pages_v_blocks_tea_quiz_questions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tea_quiz_questions_image_idx" ON "_pages_v_blocks_tea_quiz_questions" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_tea_quiz_questions_locales_locale_parent_id_" ON "_pages_v_blocks_tea_quiz_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_tea_quiz_order_idx" ON "_pages_v_blocks_tea_quiz" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tea_quiz_parent_id_idx" ON "_pages_v_blocks_tea_quiz" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tea_quiz_path_idx" ON "_pages_v_blocks_tea_quiz" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_tea_quiz_locales_locale_parent_id_unique" ON "_pages_v_blocks_tea_quiz_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_tea_quiz_questions_answers_order_idx" ON "home_blocks_tea_quiz_questions_answers" USING btree ("_order");
  CREATE INDEX "home_blocks_tea_quiz_questions_answers_parent_id_idx" ON "home_blocks_tea_quiz_questions_answers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_blocks_tea_quiz_questions_answers_locales_locale_parent" ON "home_blocks_tea_quiz_questions_answers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_tea_quiz_questions_order_idx" ON "home_blocks_tea_quiz_questions" USING btree ("_order");
  CREATE INDEX "home_blocks_tea_quiz_questions_parent_id_idx" ON "home_blocks_tea_quiz_questions" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_tea_quiz_questions_image_idx" ON "home_blocks_tea_quiz_questions" USING btree ("image_id");
  CREATE UNIQUE INDEX "home_blocks_tea_quiz_questions_locales_locale_parent_id_uniq" ON "home_blocks_tea_quiz_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_tea_quiz_order_idx" ON "home_blocks_tea_quiz" USING btree ("_order");
  CREATE INDEX "home_blocks_tea_quiz_parent_id_idx" ON "home_blocks_tea_quiz" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_tea_quiz_path_idx" ON "home_blocks_tea_quiz" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_tea_quiz_locales_locale_parent_id_unique" ON "home_blocks_tea_quiz_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_tea_quiz_questions_answers_order_idx" ON "_home_v_blocks_tea_quiz_questions_answers" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_tea_quiz_questions_answers_parent_id_idx" ON "_home_v_blocks_tea_quiz_questions_answers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_blocks_tea_quiz_questions_answers_locales_locale_par" ON "_home_v_blocks_tea_quiz_questions_answers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_tea_quiz_questions_order_idx" ON "_home_v_blocks_tea_quiz_questions" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_tea_quiz_questions_parent_id_idx" ON "_home_v_blocks_tea_quiz_questions" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_tea_quiz_questions_image_idx" ON "_home_v_blocks_tea_quiz_questions" USING btree ("image_id");
  CREATE UNIQUE INDEX "_home_v_blocks_tea_quiz_questions_locales_locale_parent_id_u" ON "_home_v_blocks_tea_quiz_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_tea_quiz_order_idx" ON "_home_v_blocks_tea_quiz" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_tea_quiz_parent_id_idx" ON "_home_v_blocks_tea_quiz" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_tea_quiz_path_idx" ON "_home_v_blocks_tea_quiz" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_tea_quiz_locales_locale_parent_id_unique" ON "_home_v_blocks_tea_quiz_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_tea_quiz_questions_answers" CASCADE;
  DROP TABLE "pages_blocks_tea_quiz_questions_answers_locales" CASCADE;
  DROP TABLE "pages_blocks_tea_quiz_questions" CASCADE;
  DROP TABLE "pages_blocks_tea_quiz_questions_locales" CASCADE;
  DROP TABLE "pages_blocks_tea_quiz" CASCADE;
  DROP TABLE "pages_blocks_tea_quiz_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_tea_quiz_questions_answers" CASCADE;
  DROP TABLE "_pages_v_blocks_tea_quiz_questions_answers_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_tea_quiz_questions" CASCADE;
  DROP TABLE "_pages_v_blocks_tea_quiz_questions_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_tea_quiz" CASCADE;
  DROP TABLE "_pages_v_blocks_tea_quiz_locales" CASCADE;
  DROP TABLE "home_blocks_tea_quiz_questions_answers" CASCADE;
  DROP TABLE "home_blocks_tea_quiz_questions_answers_locales" CASCADE;
  DROP TABLE "home_blocks_tea_quiz_questions" CASCADE;
  DROP TABLE "home_blocks_tea_quiz_questions_locales" CASCADE;
  DROP TABLE "home_blocks_tea_quiz" CASCADE;
  DROP TABLE "home_blocks_tea_quiz_locales" CASCADE;
  DROP TABLE "_home_v_blocks_tea_quiz_questions_answers" CASCADE;
  DROP TABLE "_home_v_blocks_tea_quiz_questions_answers_locales" CASCADE;
  DROP TABLE "_home_v_blocks_tea_quiz_questions" CASCADE;
  DROP TABLE "_home_v_blocks_tea_quiz_questions_locales" CASCADE;
  DROP TABLE "_home_v_blocks_tea_quiz" CASCADE;
  DROP TABLE "_home_v_blocks_tea_quiz_locales" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_tea_quiz_questions_parameter";
  DROP TYPE "public"."enum__pages_v_blocks_tea_quiz_questions_parameter";
  DROP TYPE "public"."enum_home_blocks_tea_quiz_questions_parameter";
  DROP TYPE "public"."enum__home_v_blocks_tea_quiz_questions_parameter";`)
}
