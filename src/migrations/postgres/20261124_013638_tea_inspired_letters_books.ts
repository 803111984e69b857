import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_letters_view" AS ENUM('archive', 'picks');
  CREATE TYPE "public"."enum__pages_v_blocks_letters_view" AS ENUM('archive', 'picks');
  CREATE TYPE "public"."enum_home_blocks_letters_view" AS ENUM('archive', 'picks');
  CREATE TYPE "public"."enum__home_v_blocks_letters_view" AS ENUM('archive', 'picks');
  CREATE TYPE "public"."enum_letters_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_letters_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__letters_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__letters_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__letters_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_inspiration_books_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_inspiration_books_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__inspiration_books_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__inspiration_books_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__inspiration_books_v_published_locale" AS ENUM('en', 'de');
  CREATE TABLE "pages_blocks_letters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"view" "enum_pages_blocks_letters_view" DEFAULT 'archive',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_letters_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_inspiration_books" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_inspiration_books_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_letters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"view" "enum__pages_v_blocks_letters_view" DEFAULT 'archive',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_letters_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_inspiration_books" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_inspiration_books_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_blocks_letters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"view" "enum_home_blocks_letters_view" DEFAULT 'archive',
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_letters_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_inspiration_books" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_inspiration_books_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_letters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"view" "enum__home_v_blocks_letters_view" DEFAULT 'archive',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_letters_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_inspiration_books" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_inspiration_books_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "letters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"writer" varchar,
  	"date" timestamp(3) with time zone,
  	"scan_id" integer,
  	"picked" boolean DEFAULT false,
  	"country" "enum_letters_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_letters_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "letters_locales" (
  	"title" varchar,
  	"writer_role" varchar,
  	"place" varchar,
  	"text" jsonb,
  	"excerpt" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_letters_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_writer" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_scan_id" integer,
  	"version_picked" boolean DEFAULT false,
  	"version_country" "enum__letters_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__letters_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__letters_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_letters_v_locales" (
  	"version_title" varchar,
  	"version_writer_role" varchar,
  	"version_place" varchar,
  	"version_text" jsonb,
  	"version_excerpt" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "inspiration_books" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"year" numeric,
  	"cover_image_id" integer,
  	"book_file_id" integer,
  	"book_url" varchar,
  	"country" "enum_inspiration_books_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_inspiration_books_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "inspiration_books_locales" (
  	"title" varchar,
  	"author" varchar,
  	"description" varchar,
  	"link_text" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_inspiration_books_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_year" numeric,
  	"version_cover_image_id" integer,
  	"version_book_file_id" integer,
  	"version_book_url" varchar,
  	"version_country" "enum__inspiration_books_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__inspiration_books_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__inspiration_books_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_inspiration_books_v_locales" (
  	"version_title" varchar,
  	"version_author" varchar,
  	"version_description" varchar,
  	"version_link_text" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "search_rels" ADD COLUMN "letters_id" integer;
  ALTER TABLE "search_rels" ADD COLUMN "inspiration_books_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "letters_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "inspiration_books_id" integer;
  ALTER TABLE "pages_blocks_letters" ADD CONSTRAINT "pages_blocks_letters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_letters_locales" ADD CONSTRAINT "pages_blocks_letters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_letters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_inspiration_books" ADD CONSTRAINT "pages_blocks_inspiration_books_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_inspiration_books_locales" ADD CONSTRAINT "pages_blocks_inspiration_books_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_inspiration_books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_letters" ADD CONSTRAINT "_pages_v_blocks_letters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_letters_locales" ADD CONSTRAINT "_pages_v_blocks_letters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_letters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_inspiration_books" ADD CONSTRAINT "_pages_v_blocks_inspiration_books_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_inspiration_books_locales" ADD CONSTRAINT "_pages_v_blocks_inspiration_books_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_inspiration_books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_letters" ADD CONSTRAINT "home_blocks_letters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_letters_locales" ADD CONSTRAINT "home_blocks_letters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_letters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_inspiration_books" ADD CONSTRAINT "home_blocks_inspiration_books_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_inspiration_books_locales" ADD CONSTRAINT "home_blocks_inspiration_books_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_inspiration_books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_letters" ADD CONSTRAINT "_home_v_blocks_letters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_letters_locales" ADD CONSTRAINT "_home_v_blocks_letters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_letters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_inspiration_books" ADD CONSTRAINT "_home_v_blocks_inspiration_books_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_inspiration_books_locales" ADD CONSTRAINT "_home_v_blocks_inspiration_books_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_inspiration_books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "letters" ADD CONSTRAINT "letters_scan_id_media_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "letters" ADD CONSTRAINT "letters_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "letters_locales" ADD CONSTRAINT "letters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."letters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_letters_v" ADD CONSTRAINT "_letters_v_parent_id_letters_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."letters"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_letters_v" ADD CONSTRAINT "_letters_v_version_scan_id_media_id_fk" FOREIGN KEY ("version_scan_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_letters_v" ADD CONSTRAINT "_letters_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_letters_v_locales" ADD CONSTRAINT "_letters_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_letters_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "inspiration_books" ADD CONSTRAINT "inspiration_books_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inspiration_books" ADD CONSTRAINT "inspiration_books_book_file_id_media_id_fk" FOREIGN KEY ("book_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inspiration_books" ADD CONSTRAINT "inspiration_books_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inspiration_books_locales" ADD CONSTRAINT "inspiration_books_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."inspiration_books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_inspiration_books_v" ADD CONSTRAINT "_inspiration_books_v_parent_id_inspiration_books_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."inspiration_books"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_inspiration_books_v" ADD CONSTRAINT "_inspiration_books_v_version_cover_image_id_media_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_inspiration_books_v" ADD CONSTRAINT "_inspiration_books_v_version_book_file_id_media_id_fk" FOREIGN KEY ("version_book_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_inspiration_books_v" ADD CONSTRAINT "_inspiration_books_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_inspiration_books_v_locales" ADD CONSTRAINT "_inspiration_books_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_inspiration_books_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_letters_order_idx" ON "pages_blocks_letters" USING btree ("_order");
  CREATE INDEX "pages_blocks_letters_parent_id_idx" ON "pages_blocks_letters" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_letters_path_idx" ON "pages_blocks_letters" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_letters_locales_locale_parent_id_unique" ON "pages_blocks_letters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_inspiration_books_order_idx" ON "pages_blocks_inspiration_books" USING btree ("_order");
  CREATE INDEX "pages_blocks_inspiration_books_parent_id_idx" ON "pages_blocks_inspiration_books" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_inspiration_books_path_idx" ON "pages_blocks_inspiration_books" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_inspiration_books_locales_locale_parent_id_uniq" ON "pages_blocks_inspiration_books_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_letters_order_idx" ON "_pages_v_blocks_letters" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_letters_parent_id_idx" ON "_pages_v_blocks_letters" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_letters_path_idx" ON "_pages_v_blocks_letters" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_letters_locales_locale_parent_id_unique" ON "_pages_v_blocks_letters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_inspiration_books_order_idx" ON "_pages_v_blocks_inspiration_books" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_inspiration_books_parent_id_idx" ON "_pages_v_blocks_inspiration_books" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_inspiration_books_path_idx" ON "_pages_v_blocks_inspiration_books" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_inspiration_books_locales_locale_parent_id_u" ON "_pages_v_blocks_inspiration_books_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_letters_order_idx" ON "home_blocks_letters" USING btree ("_order");
  CREATE INDEX "home_blocks_letters_parent_id_idx" ON "home_blocks_letters" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_letters_path_idx" ON "home_blocks_letters" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_letters_locales_locale_parent_id_unique" ON "home_blocks_letters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_inspiration_books_order_idx" ON "home_blocks_inspiration_books" USING btree ("_order");
  CREATE INDEX "home_blocks_inspiration_books_parent_id_idx" ON "home_blocks_inspiration_books" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_inspiration_books_path_idx" ON "home_blocks_inspiration_books" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_inspiration_books_locales_locale_parent_id_uniqu" ON "home_blocks_inspiration_books_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_letters_order_idx" ON "_home_v_blocks_letters" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_letters_parent_id_idx" ON "_home_v_blocks_letters" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_letters_path_idx" ON "_home_v_blocks_letters" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_letters_locales_locale_parent_id_unique" ON "_home_v_blocks_letters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_inspiration_books_order_idx" ON "_home_v_blocks_inspiration_books" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_inspiration_books_parent_id_idx" ON "_home_v_blocks_inspiration_books" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_inspiration_books_path_idx" ON "_home_v_blocks_inspiration_books" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_inspiration_books_locales_locale_parent_id_un" ON "_home_v_blocks_inspiration_books_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "letters_slug_idx" ON "letters" USING btree ("slug");
  CREATE INDEX "letters_date_idx" ON "letters" USING btree ("date");
  CREATE INDEX "letters_scan_idx" ON "letters" USING btree ("scan_id");
  CREATE INDEX "letters_picked_idx" ON "letters" USING btree ("picked");
  CREATE INDEX "letters_country_idx" ON "letters" USING btree ("country");
  CREATE INDEX "letters_seo_seo_share_image_idx" ON "letters" USING btree ("seo_share_image_id");
  CREATE INDEX "letters_updated_at_idx" ON "letters" USING btree ("updated_at");
  CREATE INDEX "letters_created_at_idx" ON "letters" USING btree ("created_at");
  CREATE INDEX "letters__status_idx" ON "letters" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_27_idx" ON "letters" USING btree ("slug","country");
  CREATE UNIQUE INDEX "letters_locales_locale_parent_id_unique" ON "letters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_letters_v_parent_idx" ON "_letters_v" USING btree ("parent_id");
  CREATE INDEX "_letters_v_version_version_slug_idx" ON "_letters_v" USING btree ("version_slug");
  CREATE INDEX "_letters_v_version_version_date_idx" ON "_letters_v" USING btree ("version_date");
  CREATE INDEX "_letters_v_version_version_scan_idx" ON "_letters_v" USING btree ("version_scan_id");
  CREATE INDEX "_letters_v_version_version_picked_idx" ON "_letters_v" USING btree ("version_picked");
  CREATE INDEX "_letters_v_version_version_country_idx" ON "_letters_v" USING btree ("version_country");
  CREATE INDEX "_letters_v_version_seo_version_seo_share_image_idx" ON "_letters_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_letters_v_version_version_updated_at_idx" ON "_letters_v" USING btree ("version_updated_at");
  CREATE INDEX "_letters_v_version_version_created_at_idx" ON "_letters_v" USING btree ("version_created_at");
  CREATE INDEX "_letters_v_version_version__status_idx" ON "_letters_v" USING btree ("version__status");
  CREATE INDEX "_letters_v_created_at_idx" ON "_letters_v" USING btree ("created_at");
  CREATE INDEX "_letters_v_updated_at_idx" ON "_letters_v" USING btree ("updated_at");
  CREATE INDEX "_letters_v_snapshot_idx" ON "_letters_v" USING btree ("snapshot");
  CREATE INDEX "_letters_v_published_locale_idx" ON "_letters_v" USING btree ("published_locale");
  CREATE INDEX "_letters_v_latest_idx" ON "_letters_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_27_idx" ON "_letters_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_letters_v_locales_locale_parent_id_unique" ON "_letters_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "inspiration_books_slug_idx" ON "inspiration_books" USING btree ("slug");
  CREATE INDEX "inspiration_books_cover_image_idx" ON "inspiration_books" USING btree ("cover_image_id");
  CREATE INDEX "inspiration_books_book_file_idx" ON "inspiration_books" USING btree ("book_file_id");
  CREATE INDEX "inspiration_books_country_idx" ON "inspiration_books" USING btree ("country");
  CREATE INDEX "inspiration_books_seo_seo_share_image_idx" ON "inspiration_books" USING btree ("seo_share_image_id");
  CREATE INDEX "inspiration_books_updated_at_idx" ON "inspiration_books" USING btree ("updated_at");
  CREATE INDEX "inspiration_books_created_at_idx" ON "inspiration_books" USING btree ("created_at");
  CREATE INDEX "inspiration_books__status_idx" ON "inspiration_books" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_28_idx" ON "inspiration_books" USING btree ("slug","country");
  CREATE UNIQUE INDEX "inspiration_books_locales_locale_parent_id_unique" ON "inspiration_books_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_inspiration_books_v_parent_idx" ON "_inspiration_books_v" USING btree ("parent_id");
  CREATE INDEX "_inspiration_books_v_version_version_slug_idx" ON "_inspiration_books_v" USING btree ("version_slug");
  CREATE INDEX "_inspiration_books_v_version_version_cover_image_idx" ON "_inspiration_books_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_inspiration_books_v_version_version_book_file_idx" ON "_inspiration_books_v" USING btree ("version_book_file_id");
  CREATE INDEX "_inspiration_books_v_version_version_country_idx" ON "_inspiration_books_v" USING btree ("version_country");
  CREATE INDEX "_inspiration_books_v_version_seo_version_seo_share_image_idx" ON "_inspiration_books_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_inspiration_books_v_version_version_updated_at_idx" ON "_inspiration_books_v" USING btree ("version_updated_at");
  CREATE INDEX "_inspiration_books_v_version_version_created_at_idx" ON "_inspiration_books_v" USING btree ("version_created_at");
  CREATE INDEX "_inspiration_books_v_version_version__status_idx" ON "_inspiration_books_v" USING btree ("version__status");
  CREATE INDEX "_inspiration_books_v_created_at_idx" ON "_inspiration_books_v" USING btree ("created_at");
  CREATE INDEX "_inspiration_books_v_updated_at_idx" ON "_inspiration_books_v" USING btree ("updated_at");
  CREATE INDEX "_inspiration_books_v_snapshot_idx" ON "_inspiration_books_v" USING btree ("snapshot");
  CREATE INDEX "_inspiration_books_v_published_locale_idx" ON "_inspiration_books_v" USING btree ("published_locale");
  CREATE INDEX "_inspiration_books_v_latest_idx" ON "_inspiration_books_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_28_idx" ON "_inspiration_books_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_inspiration_books_v_locales_locale_parent_id_unique" ON "_inspiration_books_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_letters_fk" FOREIGN KEY ("letters_id") REFERENCES "public"."letters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_inspiration_books_fk" FOREIGN KEY ("inspiration_books_id") REFERENCES "public"."inspiration_books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_letters_fk" FOREIGN KEY ("letters_id") REFERENCES "public"."letters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inspiration_books_fk" FOREIGN KEY ("inspiration_books_id") REFERENCES "public"."inspiration_books"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_rels_letters_id_idx" ON "search_rels" USING btree ("letters_id");
  CREATE INDEX "search_rels_inspiration_books_id_idx" ON "search_rels" USING btree ("inspiration_books_id");
  CREATE INDEX "payload_locked_documents_rels_letters_id_idx" ON "payload_locked_documents_rels" USING btree ("letters_id");
  CREATE INDEX "payload_locked_documents_rels_inspiration_books_id_idx" ON "payload_locked_documents_rels" USING btree ("inspiration_books_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_letters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_letters_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_inspiration_books" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_inspiration_books_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_letters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_letters_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_inspiration_books" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_inspiration_books_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_letters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_letters_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_inspiration_books" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_inspiration_books_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_letters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_letters_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_inspiration_books" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_inspiration_books_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "letters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "letters_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_letters_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_letters_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inspiration_books" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inspiration_books_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_inspiration_books_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_inspiration_books_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_letters" CASCADE;
  DROP TABLE "pages_blocks_letters_locales" CASCADE;
  DROP TABLE "pages_blocks_inspiration_books" CASCADE;
  DROP TABLE "pages_blocks_inspiration_books_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_letters" CASCADE;
  DROP TABLE "_pages_v_blocks_letters_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_inspiration_books" CASCADE;
  DROP TABLE "_pages_v_blocks_inspiration_books_locales" CASCADE;
  DROP TABLE "home_blocks_letters" CASCADE;
  DROP TABLE "home_blocks_letters_locales" CASCADE;
  DROP TABLE "home_blocks_inspiration_books" CASCADE;
  DROP TABLE "home_blocks_inspiration_books_locales" CASCADE;
  DROP TABLE "_home_v_blocks_letters" CASCADE;
  DROP TABLE "_home_v_blocks_letters_locales" CASCADE;
  DROP TABLE "_home_v_blocks_inspiration_books" CASCADE;
  DROP TABLE "_home_v_blocks_inspiration_books_locales" CASCADE;
  DROP TABLE "letters" CASCADE;
  DROP TABLE "letters_locales" CASCADE;
  DROP TABLE "_letters_v" CASCADE;
  DROP TABLE "_letters_v_locales" CASCADE;
  DROP TABLE "inspiration_books" CASCADE;
  DROP TABLE "inspiration_books_locales" CASCADE;
  DROP TABLE "_inspiration_books_v" CASCADE;
  DROP TABLE "_inspiration_books_v_locales" CASCADE;
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_letters_fk";
  
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_inspiration_books_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_letters_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_inspiration_books_fk";
  
  DROP INDEX "search_rels_letters_id_idx";
  DROP INDEX "search_rels_inspiration_books_id_idx";
  DROP INDEX "payload_locked_documents_rels_letters_id_idx";
  DROP INDEX "payload_locked_documents_rels_inspiration_books_id_idx";
  ALTER TABLE "search_rels" DROP COLUMN "letters_id";
  ALTER TABLE "search_rels" DROP COLUMN "inspiration_books_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "letters_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "inspiration_books_id";
  DROP TYPE "public"."enum_pages_blocks_letters_view";
  DROP TYPE "public"."enum__pages_v_blocks_letters_view";
  DROP TYPE "public"."enum_home_blocks_letters_view";
  DROP TYPE "public"."enum__home_v_blocks_letters_view";
  DROP TYPE "public"."enum_letters_country";
  DROP TYPE "public"."enum_letters_status";
  DROP TYPE "public"."enum__letters_v_version_country";
  DROP TYPE "public"."enum__letters_v_version_status";
  DROP TYPE "public"."enum__letters_v_published_locale";
  DROP TYPE "public"."enum_inspiration_books_country";
  DROP TYPE "public"."enum_inspiration_books_status";
  DROP TYPE "public"."enum__inspiration_books_v_version_country";
  DROP TYPE "public"."enum__inspiration_books_v_version_status";
  DROP TYPE "public"."enum__inspiration_books_v_published_locale";`)
}
