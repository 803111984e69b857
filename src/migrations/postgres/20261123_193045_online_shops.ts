import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_online_shops_shops_delivers_to" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_pages_blocks_online_shops_shops_kind" AS ENUM('brand', 'marketplace');
  CREATE TYPE "public"."enum__pages_v_blocks_online_shops_shops_delivers_to" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__pages_v_blocks_online_shops_shops_kind" AS ENUM('brand', 'marketplace');
  CREATE TYPE "public"."enum_home_blocks_online_shops_shops_delivers_to" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_home_blocks_online_shops_shops_kind" AS ENUM('brand', 'marketplace');
  CREATE TYPE "public"."enum__home_v_blocks_online_shops_shops_delivers_to" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__home_v_blocks_online_shops_shops_kind" AS ENUM('brand', 'marketplace');
  CREATE TABLE "pages_blocks_online_shops_shops_delivers_to" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_online_shops_shops_delivers_to",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_online_shops_shops" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"kind" "enum_pages_blocks_online_shops_shops_kind" DEFAULT 'marketplace',
  	"url" varchar
  );
  
  CREATE TABLE "pages_blocks_online_shops_shops_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_online_shops" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_online_shops_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_online_shops_shops_delivers_to" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_online_shops_shops_delivers_to",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_online_shops_shops" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"kind" "enum__pages_v_blocks_online_shops_shops_kind" DEFAULT 'marketplace',
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_online_shops_shops_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_online_shops" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_online_shops_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_blocks_online_shops_shops_delivers_to" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_home_blocks_online_shops_shops_delivers_to",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "home_blocks_online_shops_shops" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"kind" "enum_home_blocks_online_shops_shops_kind" DEFAULT 'marketplace',
  	"url" varchar
  );
  
  CREATE TABLE "home_blocks_online_shops_shops_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_online_shops" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_online_shops_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_online_shops_shops_delivers_to" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__home_v_blocks_online_shops_shops_delivers_to",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_online_shops_shops" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"kind" "enum__home_v_blocks_online_shops_shops_kind" DEFAULT 'marketplace',
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_online_shops_shops_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_online_shops" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_online_shops_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_online_shops_shops_delivers_to" ADD CONSTRAINT "pages_blocks_online_shops_shops_delivers_to_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_online_shops_shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_online_shops_shops" ADD CONSTRAINT "pages_blocks_online_shops_shops_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_online_shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_online_shops_shops_locales" ADD CONSTRAINT "pages_blocks_online_shops_shops_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_online_shops_shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_online_shops" ADD CONSTRAINT "pages_blocks_online_shops_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_online_shops_locales" ADD CONSTRAINT "pages_blocks_online_shops_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_online_shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_online_shops_shops_delivers_to" ADD CONSTRAINT "_pages_v_blocks_online_shops_shops_delivers_to_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_online_shops_shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_online_shops_shops" ADD CONSTRAINT "_pages_v_blocks_online_shops_shops_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_online_shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_online_shops_shops_locales" ADD CONSTRAINT "_pages_v_blocks_online_shops_shops_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_online_shops_shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_online_shops" ADD CONSTRAINT "_pages_v_blocks_online_shops_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_online_shops_locales" ADD CONSTRAINT "_pages_v_blocks_online_shops_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_online_shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_online_shops_shops_delivers_to" ADD CONSTRAINT "home_blocks_online_shops_shops_delivers_to_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."home_blocks_online_shops_shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_online_shops_shops" ADD CONSTRAINT "home_blocks_online_shops_shops_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_online_shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_online_shops_shops_locales" ADD CONSTRAINT "home_blocks_online_shops_shops_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_online_shops_shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_online_shops" ADD CONSTRAINT "home_blocks_online_shops_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_online_shops_locales" ADD CONSTRAINT "home_blocks_online_shops_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_online_shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_online_shops_shops_delivers_to" ADD CONSTRAINT "_home_v_blocks_online_shops_shops_delivers_to_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_home_v_blocks_online_shops_shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_online_shops_shops" ADD CONSTRAINT "_home_v_blocks_online_shops_shops_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_online_shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_online_shops_shops_locales" ADD CONSTRAINT "_home_v_blocks_online_shops_shops_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_online_shops_shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_online_shops" ADD CONSTRAINT "_home_v_blocks_online_shops_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_online_shops_locales" ADD CONSTRAINT "_home_v_blocks_online_shops_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_online_shops"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_online_shops_shops_delivers_to_order_idx" ON "pages_blocks_online_shops_shops_delivers_to" USING btree ("order");
  CREATE INDEX "pages_blocks_online_shops_shops_delivers_to_parent_idx" ON "pages_blocks_online_shops_shops_delivers_to" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_online_shops_shops_order_idx" ON "pages_blocks_online_shops_shops" USING btree ("_order");
  CREATE INDEX "pages_blocks_online_shops_shops_parent_id_idx" ON "pages_blocks_online_shops_shops" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_online_shops_shops_locales_locale_parent_id_uni" ON "pages_blocks_online_shops_shops_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_online_shops_order_idx" ON "pages_blocks_online_shops" USING btree ("_order");
  CREATE INDEX "pages_blocks_online_shops_parent_id_idx" ON "pages_blocks_online_shops" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_online_shops_path_idx" ON "pages_blocks_online_shops" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_online_shops_locales_locale_parent_id_unique" ON "pages_blocks_online_shops_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_online_shops_shops_delivers_to_order_idx" ON "_pages_v_blocks_online_shops_shops_delivers_to" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_online_shops_shops_delivers_to_parent_idx" ON "_pages_v_blocks_online_shops_shops_delivers_to" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_online_shops_shops_order_idx" ON "_pages_v_blocks_online_shops_shops" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_online_shops_shops_parent_id_idx" ON "_pages_v_blocks_online_shops_shops" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_online_shops_shops_locales_locale_parent_id_" ON "_pages_v_blocks_online_shops_shops_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_online_shops_order_idx" ON "_pages_v_blocks_online_shops" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_online_shops_parent_id_idx" ON "_pages_v_blocks_online_shops" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_online_shops_path_idx" ON "_pages_v_blocks_online_shops" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_online_shops_locales_locale_parent_id_unique" ON "_pages_v_blocks_online_shops_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_online_shops_shops_delivers_to_order_idx" ON "home_blocks_online_shops_shops_delivers_to" USING btree ("order");
  CREATE INDEX "home_blocks_online_shops_shops_delivers_to_parent_idx" ON "home_blocks_online_shops_shops_delivers_to" USING btree ("parent_id");
  CREATE INDEX "home_blocks_online_shops_shops_order_idx" ON "home_blocks_online_shops_shops" USING btree ("_order");
  CREATE INDEX "home_blocks_online_shops_shops_parent_id_idx" ON "home_blocks_online_shops_shops" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_blocks_online_shops_shops_locales_locale_parent_id_uniq" ON "home_blocks_online_shops_shops_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_online_shops_order_idx" ON "home_blocks_online_shops" USING btree ("_order");
  CREATE INDEX "home_blocks_online_shops_parent_id_idx" ON "home_blocks_online_shops" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_online_shops_path_idx" ON "home_blocks_online_shops" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_online_shops_locales_locale_parent_id_unique" ON "home_blocks_online_shops_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_online_shops_shops_delivers_to_order_idx" ON "_home_v_blocks_online_shops_shops_delivers_to" USING btree ("order");
  CREATE INDEX "_home_v_blocks_online_shops_shops_delivers_to_parent_idx" ON "_home_v_blocks_online_shops_shops_delivers_to" USING btree ("parent_id");
  CREATE INDEX "_home_v_blocks_online_shops_shops_order_idx" ON "_home_v_blocks_online_shops_shops" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_online_shops_shops_parent_id_idx" ON "_home_v_blocks_online_shops_shops" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_blocks_online_shops_shops_locales_locale_parent_id_u" ON "_home_v_blocks_online_shops_shops_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_online_shops_order_idx" ON "_home_v_blocks_online_shops" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_online_shops_parent_id_idx" ON "_home_v_blocks_online_shops" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_online_shops_path_idx" ON "_home_v_blocks_online_shops" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_online_shops_locales_locale_parent_id_unique" ON "_home_v_blocks_online_shops_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_online_shops_shops_delivers_to" CASCADE;
  DROP TABLE "pages_blocks_online_shops_shops" CASCADE;
  DROP TABLE "pages_blocks_online_shops_shops_locales" CASCADE;
  DROP TABLE "pages_blocks_online_shops" CASCADE;
  DROP TABLE "pages_blocks_online_shops_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_online_shops_shops_delivers_to" CASCADE;
  DROP TABLE "_pages_v_blocks_online_shops_shops" CASCADE;
  DROP TABLE "_pages_v_blocks_online_shops_shops_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_online_shops" CASCADE;
  DROP TABLE "_pages_v_blocks_online_shops_locales" CASCADE;
  DROP TABLE "home_blocks_online_shops_shops_delivers_to" CASCADE;
  DROP TABLE "home_blocks_online_shops_shops" CASCADE;
  DROP TABLE "home_blocks_online_shops_shops_locales" CASCADE;
  DROP TABLE "home_blocks_online_shops" CASCADE;
  DROP TABLE "home_blocks_online_shops_locales" CASCADE;
  DROP TABLE "_home_v_blocks_online_shops_shops_delivers_to" CASCADE;
  DROP TABLE "_home_v_blocks_online_shops_shops" CASCADE;
  DROP TABLE "_home_v_blocks_online_shops_shops_locales" CASCADE;
  DROP TABLE "_home_v_blocks_online_shops" CASCADE;
  DROP TABLE "_home_v_blocks_online_shops_locales" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_online_shops_shops_delivers_to";
  DROP TYPE "public"."enum_pages_blocks_online_shops_shops_kind";
  DROP TYPE "public"."enum__pages_v_blocks_online_shops_shops_delivers_to";
  DROP TYPE "public"."enum__pages_v_blocks_online_shops_shops_kind";
  DROP TYPE "public"."enum_home_blocks_online_shops_shops_delivers_to";
  DROP TYPE "public"."enum_home_blocks_online_shops_shops_kind";
  DROP TYPE "public"."enum__home_v_blocks_online_shops_shops_delivers_to";
  DROP TYPE "public"."enum__home_v_blocks_online_shops_shops_kind";`)
}
