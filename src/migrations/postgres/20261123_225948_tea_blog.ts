import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_featured_stories_layout" AS ENUM('cards', 'reading');
  CREATE TYPE "public"."enum_pages_blocks_blog_posts_selection" AS ENUM('featured', 'latest');
  CREATE TYPE "public"."enum_pages_blocks_blog_posts_layout" AS ENUM('cards', 'reading');
  CREATE TYPE "public"."enum__pages_v_blocks_featured_stories_layout" AS ENUM('cards', 'reading');
  CREATE TYPE "public"."enum__pages_v_blocks_blog_posts_selection" AS ENUM('featured', 'latest');
  CREATE TYPE "public"."enum__pages_v_blocks_blog_posts_layout" AS ENUM('cards', 'reading');
  CREATE TYPE "public"."enum_home_blocks_featured_stories_layout" AS ENUM('cards', 'reading');
  CREATE TYPE "public"."enum_home_blocks_blog_posts_selection" AS ENUM('featured', 'latest');
  CREATE TYPE "public"."enum_home_blocks_blog_posts_layout" AS ENUM('cards', 'reading');
  CREATE TYPE "public"."enum__home_v_blocks_featured_stories_layout" AS ENUM('cards', 'reading');
  CREATE TYPE "public"."enum__home_v_blocks_blog_posts_selection" AS ENUM('featured', 'latest');
  CREATE TYPE "public"."enum__home_v_blocks_blog_posts_layout" AS ENUM('cards', 'reading');
  CREATE TYPE "public"."enum_blog_categories_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_blog_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_categories_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__blog_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_categories_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_blog_posts_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_blog_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_posts_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__blog_posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_posts_v_published_locale" AS ENUM('en', 'de');
  CREATE TABLE "pages_blocks_tea_blog_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 9,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_tea_blog_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_blog_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"selection" "enum_pages_blocks_blog_posts_selection" DEFAULT 'latest',
  	"count" numeric DEFAULT 3,
  	"layout" "enum_pages_blocks_blog_posts_layout" DEFAULT 'cards',
  	"show_all_link" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_blog_posts_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_blog_by_category" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"per_category" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_blog_by_category_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_tea_blog_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 9,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tea_blog_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_blog_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"selection" "enum__pages_v_blocks_blog_posts_selection" DEFAULT 'latest',
  	"count" numeric DEFAULT 3,
  	"layout" "enum__pages_v_blocks_blog_posts_layout" DEFAULT 'cards',
  	"show_all_link" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_blog_posts_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_blog_by_category" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"per_category" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_blog_by_category_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_blocks_tea_blog_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 9,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_tea_blog_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_blog_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"selection" "enum_home_blocks_blog_posts_selection" DEFAULT 'latest',
  	"count" numeric DEFAULT 3,
  	"layout" "enum_home_blocks_blog_posts_layout" DEFAULT 'cards',
  	"show_all_link" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_blog_posts_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_blog_by_category" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"per_category" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_blog_by_category_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_tea_blog_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 9,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_tea_blog_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_blog_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"selection" "enum__home_v_blocks_blog_posts_selection" DEFAULT 'latest',
  	"count" numeric DEFAULT 3,
  	"layout" "enum__home_v_blocks_blog_posts_layout" DEFAULT 'cards',
  	"show_all_link" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_blog_posts_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_blog_by_category" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"per_category" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_blog_by_category_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "blog_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"country" "enum_blog_categories_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_blog_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "blog_categories_locales" (
  	"name" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_blog_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_country" "enum__blog_categories_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__blog_categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__blog_categories_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_blog_categories_v_locales" (
  	"version_name" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "blog_posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"date" timestamp(3) with time zone,
  	"year" numeric,
  	"month" numeric,
  	"is_featured" boolean DEFAULT false,
  	"category_id" integer,
  	"category_slug" varchar,
  	"author" varchar,
  	"image_id" integer,
  	"country" "enum_blog_posts_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_blog_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "blog_posts_locales" (
  	"title" varchar,
  	"short_description" varchar,
  	"long_description" jsonb,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_blog_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_year" numeric,
  	"version_month" numeric,
  	"version_is_featured" boolean DEFAULT false,
  	"version_category_id" integer,
  	"version_category_slug" varchar,
  	"version_author" varchar,
  	"version_image_id" integer,
  	"version_country" "enum__blog_posts_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__blog_posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__blog_posts_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_blog_posts_v_locales" (
  	"version_title" varchar,
  	"version_short_description" varchar,
  	"version_long_description" jsonb,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_featured_stories" ADD COLUMN "layout" "enum_pages_blocks_featured_stories_layout" DEFAULT 'cards';
  ALTER TABLE "_pages_v_blocks_featured_stories" ADD COLUMN "layout" "enum__pages_v_blocks_featured_stories_layout" DEFAULT 'cards';
  ALTER TABLE "home_blocks_featured_stories" ADD COLUMN "layout" "enum_home_blocks_featured_stories_layout" DEFAULT 'cards';
  ALTER TABLE "_home_v_blocks_featured_stories" ADD COLUMN "layout" "enum__home_v_blocks_featured_stories_layout" DEFAULT 'cards';
  ALTER TABLE "search_rels" ADD COLUMN "blog_posts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "blog_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "blog_posts_id" integer;
  ALTER TABLE "pages_blocks_tea_blog_list" ADD CONSTRAINT "pages_blocks_tea_blog_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tea_blog_list_locales" ADD CONSTRAINT "pages_blocks_tea_blog_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tea_blog_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_blog_posts" ADD CONSTRAINT "pages_blocks_blog_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_blog_posts_locales" ADD CONSTRAINT "pages_blocks_blog_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_blog_by_category" ADD CONSTRAINT "pages_blocks_blog_by_category_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_blog_by_category_locales" ADD CONSTRAINT "pages_blocks_blog_by_category_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_blog_by_category"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tea_blog_list" ADD CONSTRAINT "_pages_v_blocks_tea_blog_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tea_blog_list_locales" ADD CONSTRAINT "_pages_v_blocks_tea_blog_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tea_blog_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blog_posts" ADD CONSTRAINT "_pages_v_blocks_blog_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blog_posts_locales" ADD CONSTRAINT "_pages_v_blocks_blog_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blog_by_category" ADD CONSTRAINT "_pages_v_blocks_blog_by_category_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blog_by_category_locales" ADD CONSTRAINT "_pages_v_blocks_blog_by_category_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_blog_by_category"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_tea_blog_list" ADD CONSTRAINT "home_blocks_tea_blog_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_tea_blog_list_locales" ADD CONSTRAINT "home_blocks_tea_blog_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_tea_blog_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_blog_posts" ADD CONSTRAINT "home_blocks_blog_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_blog_posts_locales" ADD CONSTRAINT "home_blocks_blog_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_blog_by_category" ADD CONSTRAINT "home_blocks_blog_by_category_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_blog_by_category_locales" ADD CONSTRAINT "home_blocks_blog_by_category_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_blog_by_category"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_tea_blog_list" ADD CONSTRAINT "_home_v_blocks_tea_blog_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_tea_blog_list_locales" ADD CONSTRAINT "_home_v_blocks_tea_blog_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_tea_blog_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_blog_posts" ADD CONSTRAINT "_home_v_blocks_blog_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_blog_posts_locales" ADD CONSTRAINT "_home_v_blocks_blog_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_blog_by_category" ADD CONSTRAINT "_home_v_blocks_blog_by_category_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_blog_by_category_locales" ADD CONSTRAINT "_home_v_blocks_blog_by_category_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_blog_by_category"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_categories" ADD CONSTRAINT "blog_categories_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_categories_locales" ADD CONSTRAINT "blog_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_categories_v" ADD CONSTRAINT "_blog_categories_v_parent_id_blog_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_categories_v" ADD CONSTRAINT "_blog_categories_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_categories_v_locales" ADD CONSTRAINT "_blog_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts_locales" ADD CONSTRAINT "blog_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_parent_id_blog_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_version_category_id_blog_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_locales" ADD CONSTRAINT "_blog_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_tea_blog_list_order_idx" ON "pages_blocks_tea_blog_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_tea_blog_list_parent_id_idx" ON "pages_blocks_tea_blog_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tea_blog_list_path_idx" ON "pages_blocks_tea_blog_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_tea_blog_list_locales_locale_parent_id_unique" ON "pages_blocks_tea_blog_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_blog_posts_order_idx" ON "pages_blocks_blog_posts" USING btree ("_order");
  CREATE INDEX "pages_blocks_blog_posts_parent_id_idx" ON "pages_blocks_blog_posts" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_blog_posts_path_idx" ON "pages_blocks_blog_posts" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_blog_posts_locales_locale_parent_id_unique" ON "pages_blocks_blog_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_blog_by_category_order_idx" ON "pages_blocks_blog_by_category" USING btree ("_order");
  CREATE INDEX "pages_blocks_blog_by_category_parent_id_idx" ON "pages_blocks_blog_by_category" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_blog_by_category_path_idx" ON "pages_blocks_blog_by_category" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_blog_by_category_locales_locale_parent_id_uniqu" ON "pages_blocks_blog_by_category_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_tea_blog_list_order_idx" ON "_pages_v_blocks_tea_blog_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tea_blog_list_parent_id_idx" ON "_pages_v_blocks_tea_blog_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tea_blog_list_path_idx" ON "_pages_v_blocks_tea_blog_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_tea_blog_list_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_tea_blog_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_blog_posts_order_idx" ON "_pages_v_blocks_blog_posts" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_blog_posts_parent_id_idx" ON "_pages_v_blocks_blog_posts" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_blog_posts_path_idx" ON "_pages_v_blocks_blog_posts" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_blog_posts_locales_locale_parent_id_unique" ON "_pages_v_blocks_blog_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_blog_by_category_order_idx" ON "_pages_v_blocks_blog_by_category" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_blog_by_category_parent_id_idx" ON "_pages_v_blocks_blog_by_category" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_blog_by_category_path_idx" ON "_pages_v_blocks_blog_by_category" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_blog_by_category_locales_locale_parent_id_un" ON "_pages_v_blocks_blog_by_category_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_tea_blog_list_order_idx" ON "home_blocks_tea_blog_list" USING btree ("_order");
  CREATE INDEX "home_blocks_tea_blog_list_parent_id_idx" ON "home_blocks_tea_blog_list" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_tea_blog_list_path_idx" ON "home_blocks_tea_blog_list" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_tea_blog_list_locales_locale_parent_id_unique" ON "home_blocks_tea_blog_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_blog_posts_order_idx" ON "home_blocks_blog_posts" USING btree ("_order");
  CREATE INDEX "home_blocks_blog_posts_parent_id_idx" ON "home_blocks_blog_posts" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_blog_posts_path_idx" ON "home_blocks_blog_posts" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_blog_posts_locales_locale_parent_id_unique" ON "home_blocks_blog_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_blog_by_category_order_idx" ON "home_blocks_blog_by_category" USING btree ("_order");
  CREATE INDEX "home_blocks_blog_by_category_parent_id_idx" ON "home_blocks_blog_by_category" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_blog_by_category_path_idx" ON "home_blocks_blog_by_category" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_blog_by_category_locales_locale_parent_id_unique" ON "home_blocks_blog_by_category_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_tea_blog_list_order_idx" ON "_home_v_blocks_tea_blog_list" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_tea_blog_list_parent_id_idx" ON "_home_v_blocks_tea_blog_list" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_tea_blog_list_path_idx" ON "_home_v_blocks_tea_blog_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_tea_blog_list_locales_locale_parent_id_unique" ON "_home_v_blocks_tea_blog_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_blog_posts_order_idx" ON "_home_v_blocks_blog_posts" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_blog_posts_parent_id_idx" ON "_home_v_blocks_blog_posts" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_blog_posts_path_idx" ON "_home_v_blocks_blog_posts" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_blog_posts_locales_locale_parent_id_unique" ON "_home_v_blocks_blog_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_blog_by_category_order_idx" ON "_home_v_blocks_blog_by_category" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_blog_by_category_parent_id_idx" ON "_home_v_blocks_blog_by_category" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_blog_by_category_path_idx" ON "_home_v_blocks_blog_by_category" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_blog_by_category_locales_locale_parent_id_uni" ON "_home_v_blocks_blog_by_category_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "blog_categories_slug_idx" ON "blog_categories" USING btree ("slug");
  CREATE INDEX "blog_categories_country_idx" ON "blog_categories" USING btree ("country");
  CREATE INDEX "blog_categories_seo_seo_share_image_idx" ON "blog_categories" USING btree ("seo_share_image_id");
  CREATE INDEX "blog_categories_updated_at_idx" ON "blog_categories" USING btree ("updated_at");
  CREATE INDEX "blog_categories_created_at_idx" ON "blog_categories" USING btree ("created_at");
  CREATE INDEX "blog_categories__status_idx" ON "blog_categories" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_22_idx" ON "blog_categories" USING btree ("slug","country");
  CREATE UNIQUE INDEX "blog_categories_locales_locale_parent_id_unique" ON "blog_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_blog_categories_v_parent_idx" ON "_blog_categories_v" USING btree ("parent_id");
  CREATE INDEX "_blog_categories_v_version_version_slug_idx" ON "_blog_categories_v" USING btree ("version_slug");
  CREATE INDEX "_blog_categories_v_version_version_country_idx" ON "_blog_categories_v" USING btree ("version_country");
  CREATE INDEX "_blog_categories_v_version_seo_version_seo_share_image_idx" ON "_blog_categories_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_blog_categories_v_version_version_updated_at_idx" ON "_blog_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_blog_categories_v_version_version_created_at_idx" ON "_blog_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_blog_categories_v_version_version__status_idx" ON "_blog_categories_v" USING btree ("version__status");
  CREATE INDEX "_blog_categories_v_created_at_idx" ON "_blog_categories_v" USING btree ("created_at");
  CREATE INDEX "_blog_categories_v_updated_at_idx" ON "_blog_categories_v" USING btree ("updated_at");
  CREATE INDEX "_blog_categories_v_snapshot_idx" ON "_blog_categories_v" USING btree ("snapshot");
  CREATE INDEX "_blog_categories_v_published_locale_idx" ON "_blog_categories_v" USING btree ("published_locale");
  CREATE INDEX "_blog_categories_v_latest_idx" ON "_blog_categories_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_22_idx" ON "_blog_categories_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_blog_categories_v_locales_locale_parent_id_unique" ON "_blog_categories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "blog_posts_slug_idx" ON "blog_posts" USING btree ("slug");
  CREATE INDEX "blog_posts_date_idx" ON "blog_posts" USING btree ("date");
  CREATE INDEX "blog_posts_year_idx" ON "blog_posts" USING btree ("year");
  CREATE INDEX "blog_posts_month_idx" ON "blog_posts" USING btree ("month");
  CREATE INDEX "blog_posts_is_featured_idx" ON "blog_posts" USING btree ("is_featured");
  CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("category_id");
  CREATE INDEX "blog_posts_category_slug_idx" ON "blog_posts" USING btree ("category_slug");
  CREATE INDEX "blog_posts_image_idx" ON "blog_posts" USING btree ("image_id");
  CREATE INDEX "blog_posts_country_idx" ON "blog_posts" USING btree ("country");
  CREATE INDEX "blog_posts_seo_seo_share_image_idx" ON "blog_posts" USING btree ("seo_share_image_id");
  CREATE INDEX "blog_posts_updated_at_idx" ON "blog_posts" USING btree ("updated_at");
  CREATE INDEX "blog_posts_created_at_idx" ON "blog_posts" USING btree ("created_at");
  CREATE INDEX "blog_posts__status_idx" ON "blog_posts" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_23_idx" ON "blog_posts" USING btree ("slug","country");
  CREATE UNIQUE INDEX "blog_posts_locales_locale_parent_id_unique" ON "blog_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_blog_posts_v_parent_idx" ON "_blog_posts_v" USING btree ("parent_id");
  CREATE INDEX "_blog_posts_v_version_version_slug_idx" ON "_blog_posts_v" USING btree ("version_slug");
  CREATE INDEX "_blog_posts_v_version_version_date_idx" ON "_blog_posts_v" USING btree ("version_date");
  CREATE INDEX "_blog_posts_v_version_version_year_idx" ON "_blog_posts_v" USING btree ("version_year");
  CREATE INDEX "_blog_posts_v_version_version_month_idx" ON "_blog_posts_v" USING btree ("version_month");
  CREATE INDEX "_blog_posts_v_version_version_is_featured_idx" ON "_blog_posts_v" USING btree ("version_is_featured");
  CREATE INDEX "_blog_posts_v_version_version_category_idx" ON "_blog_posts_v" USING btree ("version_category_id");
  CREATE INDEX "_blog_posts_v_version_version_category_slug_idx" ON "_blog_posts_v" USING btree ("version_category_slug");
  CREATE INDEX "_blog_posts_v_version_version_image_idx" ON "_blog_posts_v" USING btree ("version_image_id");
  CREATE INDEX "_blog_posts_v_version_version_country_idx" ON "_blog_posts_v" USING btree ("version_country");
  CREATE INDEX "_blog_posts_v_version_seo_version_seo_share_image_idx" ON "_blog_posts_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_blog_posts_v_version_version_updated_at_idx" ON "_blog_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_blog_posts_v_version_version_created_at_idx" ON "_blog_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_blog_posts_v_version_version__status_idx" ON "_blog_posts_v" USING btree ("version__status");
  CREATE INDEX "_blog_posts_v_created_at_idx" ON "_blog_posts_v" USING btree ("created_at");
  CREATE INDEX "_blog_posts_v_updated_at_idx" ON "_blog_posts_v" USING btree ("updated_at");
  CREATE INDEX "_blog_posts_v_snapshot_idx" ON "_blog_posts_v" USING btree ("snapshot");
  CREATE INDEX "_blog_posts_v_published_locale_idx" ON "_blog_posts_v" USING btree ("published_locale");
  CREATE INDEX "_blog_posts_v_latest_idx" ON "_blog_posts_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_23_idx" ON "_blog_posts_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_blog_posts_v_locales_locale_parent_id_unique" ON "_blog_posts_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_categories_fk" FOREIGN KEY ("blog_categories_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_rels_blog_posts_id_idx" ON "search_rels" USING btree ("blog_posts_id");
  CREATE INDEX "payload_locked_documents_rels_blog_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_categories_id");
  CREATE INDEX "payload_locked_documents_rels_blog_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_posts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_tea_blog_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tea_blog_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_blog_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_blog_posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_blog_by_category" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_blog_by_category_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tea_blog_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tea_blog_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_blog_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_blog_posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_blog_by_category" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_blog_by_category_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_tea_blog_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_tea_blog_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_blog_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_blog_posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_blog_by_category" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_blog_by_category_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_tea_blog_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_tea_blog_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_blog_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_blog_posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_blog_by_category" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_blog_by_category_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_categories_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_posts_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_tea_blog_list" CASCADE;
  DROP TABLE "pages_blocks_tea_blog_list_locales" CASCADE;
  DROP TABLE "pages_blocks_blog_posts" CASCADE;
  DROP TABLE "pages_blocks_blog_posts_locales" CASCADE;
  DROP TABLE "pages_blocks_blog_by_category" CASCADE;
  DROP TABLE "pages_blocks_blog_by_category_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_tea_blog_list" CASCADE;
  DROP TABLE "_pages_v_blocks_tea_blog_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_blog_posts" CASCADE;
  DROP TABLE "_pages_v_blocks_blog_posts_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_blog_by_category" CASCADE;
  DROP TABLE "_pages_v_blocks_blog_by_category_locales" CASCADE;
  DROP TABLE "home_blocks_tea_blog_list" CASCADE;
  DROP TABLE "home_blocks_tea_blog_list_locales" CASCADE;
  DROP TABLE "home_blocks_blog_posts" CASCADE;
  DROP TABLE "home_blocks_blog_posts_locales" CASCADE;
  DROP TABLE "home_blocks_blog_by_category" CASCADE;
  DROP TABLE "home_blocks_blog_by_category_locales" CASCADE;
  DROP TABLE "_home_v_blocks_tea_blog_list" CASCADE;
  DROP TABLE "_home_v_blocks_tea_blog_list_locales" CASCADE;
  DROP TABLE "_home_v_blocks_blog_posts" CASCADE;
  DROP TABLE "_home_v_blocks_blog_posts_locales" CASCADE;
  DROP TABLE "_home_v_blocks_blog_by_category" CASCADE;
  DROP TABLE "_home_v_blocks_blog_by_category_locales" CASCADE;
  DROP TABLE "blog_categories" CASCADE;
  DROP TABLE "blog_categories_locales" CASCADE;
  DROP TABLE "_blog_categories_v" CASCADE;
  DROP TABLE "_blog_categories_v_locales" CASCADE;
  DROP TABLE "blog_posts" CASCADE;
  DROP TABLE "blog_posts_locales" CASCADE;
  DROP TABLE "_blog_posts_v" CASCADE;
  DROP TABLE "_blog_posts_v_locales" CASCADE;
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_blog_posts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_blog_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_blog_posts_fk";
  
  DROP INDEX "search_rels_blog_posts_id_idx";
  DROP INDEX "payload_locked_documents_rels_blog_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_blog_posts_id_idx";
  ALTER TABLE "pages_blocks_featured_stories" DROP COLUMN "layout";
  ALTER TABLE "_pages_v_blocks_featured_stories" DROP COLUMN "layout";
  ALTER TABLE "home_blocks_featured_stories" DROP COLUMN "layout";
  ALTER TABLE "_home_v_blocks_featured_stories" DROP COLUMN "layout";
  ALTER TABLE "search_rels" DROP COLUMN "blog_posts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "blog_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "blog_posts_id";
  DROP TYPE "public"."enum_pages_blocks_featured_stories_layout";
  DROP TYPE "public"."enum_pages_blocks_blog_posts_selection";
  DROP TYPE "public"."enum_pages_blocks_blog_posts_layout";
  DROP TYPE "public"."enum__pages_v_blocks_featured_stories_layout";
  DROP TYPE "public"."enum__pages_v_blocks_blog_posts_selection";
  DROP TYPE "public"."enum__pages_v_blocks_blog_posts_layout";
  DROP TYPE "public"."enum_home_blocks_featured_stories_layout";
  DROP TYPE "public"."enum_home_blocks_blog_posts_selection";
  DROP TYPE "public"."enum_home_blocks_blog_posts_layout";
  DROP TYPE "public"."enum__home_v_blocks_featured_stories_layout";
  DROP TYPE "public"."enum__home_v_blocks_blog_posts_selection";
  DROP TYPE "public"."enum__home_v_blocks_blog_posts_layout";
  DROP TYPE "public"."enum_blog_categories_country";
  DROP TYPE "public"."enum_blog_categories_status";
  DROP TYPE "public"."enum__blog_categories_v_version_country";
  DROP TYPE "public"."enum__blog_categories_v_version_status";
  DROP TYPE "public"."enum__blog_categories_v_published_locale";
  DROP TYPE "public"."enum_blog_posts_country";
  DROP TYPE "public"."enum_blog_posts_status";
  DROP TYPE "public"."enum__blog_posts_v_version_country";
  DROP TYPE "public"."enum__blog_posts_v_version_status";
  DROP TYPE "public"."enum__blog_posts_v_published_locale";`)
}
