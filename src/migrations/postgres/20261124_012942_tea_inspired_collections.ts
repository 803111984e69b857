import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_inspired_gallery_group" AS ENUM('photographers', 'albums', 'inspired-me', 'artists');
  CREATE TYPE "public"."enum__pages_v_blocks_inspired_gallery_group" AS ENUM('photographers', 'albums', 'inspired-me', 'artists');
  CREATE TYPE "public"."enum_home_blocks_inspired_gallery_group" AS ENUM('photographers', 'albums', 'inspired-me', 'artists');
  CREATE TYPE "public"."enum__home_v_blocks_inspired_gallery_group" AS ENUM('photographers', 'albums', 'inspired-me', 'artists');
  CREATE TYPE "public"."enum_inspired_galleries_group" AS ENUM('photographers', 'albums', 'inspired-me', 'artists');
  CREATE TYPE "public"."enum_inspired_galleries_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_inspired_galleries_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__inspired_galleries_v_version_group" AS ENUM('photographers', 'albums', 'inspired-me', 'artists');
  CREATE TYPE "public"."enum__inspired_galleries_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__inspired_galleries_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__inspired_galleries_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_commemorative_teas_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_commemorative_teas_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__commemorative_teas_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__commemorative_teas_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__commemorative_teas_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_video_wishes_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_video_wishes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__video_wishes_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__video_wishes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__video_wishes_v_published_locale" AS ENUM('en', 'de');
  CREATE TABLE "pages_blocks_inspired_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"group" "enum_pages_blocks_inspired_gallery_group" DEFAULT 'albums',
  	"page_size" numeric DEFAULT 12,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_inspired_gallery_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_commemorative_teas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_commemorative_teas_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_video_wishes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video_wishes_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_inspired_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" "enum__pages_v_blocks_inspired_gallery_group" DEFAULT 'albums',
  	"page_size" numeric DEFAULT 12,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_inspired_gallery_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_commemorative_teas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_commemorative_teas_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_video_wishes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video_wishes_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_blocks_inspired_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"group" "enum_home_blocks_inspired_gallery_group" DEFAULT 'albums',
  	"page_size" numeric DEFAULT 12,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_inspired_gallery_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_commemorative_teas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_commemorative_teas_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_video_wishes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_video_wishes_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_inspired_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" "enum__home_v_blocks_inspired_gallery_group" DEFAULT 'albums',
  	"page_size" numeric DEFAULT 12,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_inspired_gallery_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_commemorative_teas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_commemorative_teas_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_video_wishes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_video_wishes_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "inspired_galleries_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "inspired_galleries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" "enum_inspired_galleries_group",
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"cover_id" integer,
  	"country" "enum_inspired_galleries_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_inspired_galleries_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "inspired_galleries_locales" (
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
  
  CREATE TABLE "_inspired_galleries_v_version_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_inspired_galleries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_group" "enum__inspired_galleries_v_version_group",
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_cover_id" integer,
  	"version_country" "enum__inspired_galleries_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__inspired_galleries_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__inspired_galleries_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_inspired_galleries_v_locales" (
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
  
  CREATE TABLE "commemorative_teas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"year" numeric,
  	"image_id" integer,
  	"product_id" integer,
  	"country" "enum_commemorative_teas_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_commemorative_teas_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "commemorative_teas_locales" (
  	"title" varchar,
  	"occasion" varchar,
  	"description" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_commemorative_teas_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_year" numeric,
  	"version_image_id" integer,
  	"version_product_id" integer,
  	"version_country" "enum__commemorative_teas_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__commemorative_teas_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__commemorative_teas_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_commemorative_teas_v_locales" (
  	"version_title" varchar,
  	"version_occasion" varchar,
  	"version_description" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "video_wishes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"person" varchar,
  	"order" numeric DEFAULT 0,
  	"youtube_id" varchar,
  	"video_file_id" integer,
  	"thumbnail_id" integer,
  	"country" "enum_video_wishes_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_video_wishes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "video_wishes_locales" (
  	"title" varchar,
  	"place" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_video_wishes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_person" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_youtube_id" varchar,
  	"version_video_file_id" integer,
  	"version_thumbnail_id" integer,
  	"version_country" "enum__video_wishes_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__video_wishes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__video_wishes_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_video_wishes_v_locales" (
  	"version_title" varchar,
  	"version_place" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "search_rels" ADD COLUMN "inspired_galleries_id" integer;
  ALTER TABLE "search_rels" ADD COLUMN "commemorative_teas_id" integer;
  ALTER TABLE "search_rels" ADD COLUMN "video_wishes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "inspired_galleries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "commemorative_teas_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "video_wishes_id" integer;
  ALTER TABLE "pages_blocks_inspired_gallery" ADD CONSTRAINT "pages_blocks_inspired_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_inspired_gallery_locales" ADD CONSTRAINT "pages_blocks_inspired_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_inspired_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_commemorative_teas" ADD CONSTRAINT "pages_blocks_commemorative_teas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_commemorative_teas_locales" ADD CONSTRAINT "pages_blocks_commemorative_teas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_commemorative_teas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_wishes" ADD CONSTRAINT "pages_blocks_video_wishes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_wishes_locales" ADD CONSTRAINT "pages_blocks_video_wishes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_video_wishes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_inspired_gallery" ADD CONSTRAINT "_pages_v_blocks_inspired_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_inspired_gallery_locales" ADD CONSTRAINT "_pages_v_blocks_inspired_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_inspired_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_commemorative_teas" ADD CONSTRAINT "_pages_v_blocks_commemorative_teas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_commemorative_teas_locales" ADD CONSTRAINT "_pages_v_blocks_commemorative_teas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_commemorative_teas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_wishes" ADD CONSTRAINT "_pages_v_blocks_video_wishes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_wishes_locales" ADD CONSTRAINT "_pages_v_blocks_video_wishes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_video_wishes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_inspired_gallery" ADD CONSTRAINT "home_blocks_inspired_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_inspired_gallery_locales" ADD CONSTRAINT "home_blocks_inspired_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_inspired_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_commemorative_teas" ADD CONSTRAINT "home_blocks_commemorative_teas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_commemorative_teas_locales" ADD CONSTRAINT "home_blocks_commemorative_teas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_commemorative_teas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_video_wishes" ADD CONSTRAINT "home_blocks_video_wishes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_video_wishes_locales" ADD CONSTRAINT "home_blocks_video_wishes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_video_wishes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_inspired_gallery" ADD CONSTRAINT "_home_v_blocks_inspired_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_inspired_gallery_locales" ADD CONSTRAINT "_home_v_blocks_inspired_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_inspired_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_commemorative_teas" ADD CONSTRAINT "_home_v_blocks_commemorative_teas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_commemorative_teas_locales" ADD CONSTRAINT "_home_v_blocks_commemorative_teas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_commemorative_teas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_video_wishes" ADD CONSTRAINT "_home_v_blocks_video_wishes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_video_wishes_locales" ADD CONSTRAINT "_home_v_blocks_video_wishes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_video_wishes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "inspired_galleries_images" ADD CONSTRAINT "inspired_galleries_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inspired_galleries_images" ADD CONSTRAINT "inspired_galleries_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."inspired_galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "inspired_galleries" ADD CONSTRAINT "inspired_galleries_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inspired_galleries" ADD CONSTRAINT "inspired_galleries_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inspired_galleries_locales" ADD CONSTRAINT "inspired_galleries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."inspired_galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_inspired_galleries_v_version_images" ADD CONSTRAINT "_inspired_galleries_v_version_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_inspired_galleries_v_version_images" ADD CONSTRAINT "_inspired_galleries_v_version_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_inspired_galleries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_inspired_galleries_v" ADD CONSTRAINT "_inspired_galleries_v_parent_id_inspired_galleries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."inspired_galleries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_inspired_galleries_v" ADD CONSTRAINT "_inspired_galleries_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_inspired_galleries_v" ADD CONSTRAINT "_inspired_galleries_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_inspired_galleries_v_locales" ADD CONSTRAINT "_inspired_galleries_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_inspired_galleries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "commemorative_teas" ADD CONSTRAINT "commemorative_teas_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "commemorative_teas" ADD CONSTRAINT "commemorative_teas_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "commemorative_teas" ADD CONSTRAINT "commemorative_teas_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "commemorative_teas_locales" ADD CONSTRAINT "commemorative_teas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."commemorative_teas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_commemorative_teas_v" ADD CONSTRAINT "_commemorative_teas_v_parent_id_commemorative_teas_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."commemorative_teas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_commemorative_teas_v" ADD CONSTRAINT "_commemorative_teas_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_commemorative_teas_v" ADD CONSTRAINT "_commemorative_teas_v_version_product_id_products_id_fk" FOREIGN KEY ("version_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_commemorative_teas_v" ADD CONSTRAINT "_commemorative_teas_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_commemorative_teas_v_locales" ADD CONSTRAINT "_commemorative_teas_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_commemorative_teas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_wishes" ADD CONSTRAINT "video_wishes_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_wishes" ADD CONSTRAINT "video_wishes_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_wishes" ADD CONSTRAINT "video_wishes_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_wishes_locales" ADD CONSTRAINT "video_wishes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."video_wishes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_video_wishes_v" ADD CONSTRAINT "_video_wishes_v_parent_id_video_wishes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."video_wishes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_wishes_v" ADD CONSTRAINT "_video_wishes_v_version_video_file_id_media_id_fk" FOREIGN KEY ("version_video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_wishes_v" ADD CONSTRAINT "_video_wishes_v_version_thumbnail_id_media_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_wishes_v" ADD CONSTRAINT "_video_wishes_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_wishes_v_locales" ADD CONSTRAINT "_video_wishes_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_video_wishes_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_inspired_gallery_order_idx" ON "pages_blocks_inspired_gallery" USING btree ("_order");
  CREATE INDEX "pages_blocks_inspired_gallery_parent_id_idx" ON "pages_blocks_inspired_gallery" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_inspired_gallery_path_idx" ON "pages_blocks_inspired_gallery" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_inspired_gallery_locales_locale_parent_id_uniqu" ON "pages_blocks_inspired_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_commemorative_teas_order_idx" ON "pages_blocks_commemorative_teas" USING btree ("_order");
  CREATE INDEX "pages_blocks_commemorative_teas_parent_id_idx" ON "pages_blocks_commemorative_teas" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_commemorative_teas_path_idx" ON "pages_blocks_commemorative_teas" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_commemorative_teas_locales_locale_parent_id_uni" ON "pages_blocks_commemorative_teas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_video_wishes_order_idx" ON "pages_blocks_video_wishes" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_wishes_parent_id_idx" ON "pages_blocks_video_wishes" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_wishes_path_idx" ON "pages_blocks_video_wishes" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_video_wishes_locales_locale_parent_id_unique" ON "pages_blocks_video_wishes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_inspired_gallery_order_idx" ON "_pages_v_blocks_inspired_gallery" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_inspired_gallery_parent_id_idx" ON "_pages_v_blocks_inspired_gallery" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_inspired_gallery_path_idx" ON "_pages_v_blocks_inspired_gallery" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_inspired_gallery_locales_locale_parent_id_un" ON "_pages_v_blocks_inspired_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_commemorative_teas_order_idx" ON "_pages_v_blocks_commemorative_teas" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_commemorative_teas_parent_id_idx" ON "_pages_v_blocks_commemorative_teas" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_commemorative_teas_path_idx" ON "_pages_v_blocks_commemorative_teas" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_commemorative_teas_locales_locale_parent_id_" ON "_pages_v_blocks_commemorative_teas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_video_wishes_order_idx" ON "_pages_v_blocks_video_wishes" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_wishes_parent_id_idx" ON "_pages_v_blocks_video_wishes" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_wishes_path_idx" ON "_pages_v_blocks_video_wishes" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_video_wishes_locales_locale_parent_id_unique" ON "_pages_v_blocks_video_wishes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_inspired_gallery_order_idx" ON "home_blocks_inspired_gallery" USING btree ("_order");
  CREATE INDEX "home_blocks_inspired_gallery_parent_id_idx" ON "home_blocks_inspired_gallery" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_inspired_gallery_path_idx" ON "home_blocks_inspired_gallery" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_inspired_gallery_locales_locale_parent_id_unique" ON "home_blocks_inspired_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_commemorative_teas_order_idx" ON "home_blocks_commemorative_teas" USING btree ("_order");
  CREATE INDEX "home_blocks_commemorative_teas_parent_id_idx" ON "home_blocks_commemorative_teas" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_commemorative_teas_path_idx" ON "home_blocks_commemorative_teas" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_commemorative_teas_locales_locale_parent_id_uniq" ON "home_blocks_commemorative_teas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_video_wishes_order_idx" ON "home_blocks_video_wishes" USING btree ("_order");
  CREATE INDEX "home_blocks_video_wishes_parent_id_idx" ON "home_blocks_video_wishes" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_video_wishes_path_idx" ON "home_blocks_video_wishes" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_video_wishes_locales_locale_parent_id_unique" ON "home_blocks_video_wishes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_inspired_gallery_order_idx" ON "_home_v_blocks_inspired_gallery" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_inspired_gallery_parent_id_idx" ON "_home_v_blocks_inspired_gallery" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_inspired_gallery_path_idx" ON "_home_v_blocks_inspired_gallery" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_inspired_gallery_locales_locale_parent_id_uni" ON "_home_v_blocks_inspired_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_commemorative_teas_order_idx" ON "_home_v_blocks_commemorative_teas" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_commemorative_teas_parent_id_idx" ON "_home_v_blocks_commemorative_teas" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_commemorative_teas_path_idx" ON "_home_v_blocks_commemorative_teas" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_commemorative_teas_locales_locale_parent_id_u" ON "_home_v_blocks_commemorative_teas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_video_wishes_order_idx" ON "_home_v_blocks_video_wishes" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_video_wishes_parent_id_idx" ON "_home_v_blocks_video_wishes" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_video_wishes_path_idx" ON "_home_v_blocks_video_wishes" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_video_wishes_locales_locale_parent_id_unique" ON "_home_v_blocks_video_wishes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "inspired_galleries_images_order_idx" ON "inspired_galleries_images" USING btree ("_order");
  CREATE INDEX "inspired_galleries_images_parent_id_idx" ON "inspired_galleries_images" USING btree ("_parent_id");
  CREATE INDEX "inspired_galleries_images_image_idx" ON "inspired_galleries_images" USING btree ("image_id");
  CREATE INDEX "inspired_galleries_group_idx" ON "inspired_galleries" USING btree ("group");
  CREATE INDEX "inspired_galleries_slug_idx" ON "inspired_galleries" USING btree ("slug");
  CREATE INDEX "inspired_galleries_cover_idx" ON "inspired_galleries" USING btree ("cover_id");
  CREATE INDEX "inspired_galleries_country_idx" ON "inspired_galleries" USING btree ("country");
  CREATE INDEX "inspired_galleries_seo_seo_share_image_idx" ON "inspired_galleries" USING btree ("seo_share_image_id");
  CREATE INDEX "inspired_galleries_updated_at_idx" ON "inspired_galleries" USING btree ("updated_at");
  CREATE INDEX "inspired_galleries_created_at_idx" ON "inspired_galleries" USING btree ("created_at");
  CREATE INDEX "inspired_galleries__status_idx" ON "inspired_galleries" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_24_idx" ON "inspired_galleries" USING btree ("slug","country");
  CREATE UNIQUE INDEX "inspired_galleries_locales_locale_parent_id_unique" ON "inspired_galleries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_inspired_galleries_v_version_images_order_idx" ON "_inspired_galleries_v_version_images" USING btree ("_order");
  CREATE INDEX "_inspired_galleries_v_version_images_parent_id_idx" ON "_inspired_galleries_v_version_images" USING btree ("_parent_id");
  CREATE INDEX "_inspired_galleries_v_version_images_image_idx" ON "_inspired_galleries_v_version_images" USING btree ("image_id");
  CREATE INDEX "_inspired_galleries_v_parent_idx" ON "_inspired_galleries_v" USING btree ("parent_id");
  CREATE INDEX "_inspired_galleries_v_version_version_group_idx" ON "_inspired_galleries_v" USING btree ("version_group");
  CREATE INDEX "_inspired_galleries_v_version_version_slug_idx" ON "_inspired_galleries_v" USING btree ("version_slug");
  CREATE INDEX "_inspired_galleries_v_version_version_cover_idx" ON "_inspired_galleries_v" USING btree ("version_cover_id");
  CREATE INDEX "_inspired_galleries_v_version_version_country_idx" ON "_inspired_galleries_v" USING btree ("version_country");
  CREATE INDEX "_inspired_galleries_v_version_seo_version_seo_share_imag_idx" ON "_inspired_galleries_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_inspired_galleries_v_version_version_updated_at_idx" ON "_inspired_galleries_v" USING btree ("version_updated_at");
  CREATE INDEX "_inspired_galleries_v_version_version_created_at_idx" ON "_inspired_galleries_v" USING btree ("version_created_at");
  CREATE INDEX "_inspired_galleries_v_version_version__status_idx" ON "_inspired_galleries_v" USING btree ("version__status");
  CREATE INDEX "_inspired_galleries_v_created_at_idx" ON "_inspired_galleries_v" USING btree ("created_at");
  CREATE INDEX "_inspired_galleries_v_updated_at_idx" ON "_inspired_galleries_v" USING btree ("updated_at");
  CREATE INDEX "_inspired_galleries_v_snapshot_idx" ON "_inspired_galleries_v" USING btree ("snapshot");
  CREATE INDEX "_inspired_galleries_v_published_locale_idx" ON "_inspired_galleries_v" USING btree ("published_locale");
  CREATE INDEX "_inspired_galleries_v_latest_idx" ON "_inspired_galleries_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_24_idx" ON "_inspired_galleries_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_inspired_galleries_v_locales_locale_parent_id_unique" ON "_inspired_galleries_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "commemorative_teas_slug_idx" ON "commemorative_teas" USING btree ("slug");
  CREATE INDEX "commemorative_teas_image_idx" ON "commemorative_teas" USING btree ("image_id");
  CREATE INDEX "commemorative_teas_product_idx" ON "commemorative_teas" USING btree ("product_id");
  CREATE INDEX "commemorative_teas_country_idx" ON "commemorative_teas" USING btree ("country");
  CREATE INDEX "commemorative_teas_seo_seo_share_image_idx" ON "commemorative_teas" USING btree ("seo_share_image_id");
  CREATE INDEX "commemorative_teas_updated_at_idx" ON "commemorative_teas" USING btree ("updated_at");
  CREATE INDEX "commemorative_teas_created_at_idx" ON "commemorative_teas" USING btree ("created_at");
  CREATE INDEX "commemorative_teas__status_idx" ON "commemorative_teas" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_25_idx" ON "commemorative_teas" USING btree ("slug","country");
  CREATE UNIQUE INDEX "commemorative_teas_locales_locale_parent_id_unique" ON "commemorative_teas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_commemorative_teas_v_parent_idx" ON "_commemorative_teas_v" USING btree ("parent_id");
  CREATE INDEX "_commemorative_teas_v_version_version_slug_idx" ON "_commemorative_teas_v" USING btree ("version_slug");
  CREATE INDEX "_commemorative_teas_v_version_version_image_idx" ON "_commemorative_teas_v" USING btree ("version_image_id");
  CREATE INDEX "_commemorative_teas_v_version_version_product_idx" ON "_commemorative_teas_v" USING btree ("version_product_id");
  CREATE INDEX "_commemorative_teas_v_version_version_country_idx" ON "_commemorative_teas_v" USING btree ("version_country");
  CREATE INDEX "_commemorative_teas_v_version_seo_version_seo_share_imag_idx" ON "_commemorative_teas_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_commemorative_teas_v_version_version_updated_at_idx" ON "_commemorative_teas_v" USING btree ("version_updated_at");
  CREATE INDEX "_commemorative_teas_v_version_version_created_at_idx" ON "_commemorative_teas_v" USING btree ("version_created_at");
  CREATE INDEX "_commemorative_teas_v_version_version__status_idx" ON "_commemorative_teas_v" USING btree ("version__status");
  CREATE INDEX "_commemorative_teas_v_created_at_idx" ON "_commemorative_teas_v" USING btree ("created_at");
  CREATE INDEX "_commemorative_teas_v_updated_at_idx" ON "_commemorative_teas_v" USING btree ("updated_at");
  CREATE INDEX "_commemorative_teas_v_snapshot_idx" ON "_commemorative_teas_v" USING btree ("snapshot");
  CREATE INDEX "_commemorative_teas_v_published_locale_idx" ON "_commemorative_teas_v" USING btree ("published_locale");
  CREATE INDEX "_commemorative_teas_v_latest_idx" ON "_commemorative_teas_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_25_idx" ON "_commemorative_teas_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_commemorative_teas_v_locales_locale_parent_id_unique" ON "_commemorative_teas_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "video_wishes_slug_idx" ON "video_wishes" USING btree ("slug");
  CREATE INDEX "video_wishes_video_file_idx" ON "video_wishes" USING btree ("video_file_id");
  CREATE INDEX "video_wishes_thumbnail_idx" ON "video_wishes" USING btree ("thumbnail_id");
  CREATE INDEX "video_wishes_country_idx" ON "video_wishes" USING btree ("country");
  CREATE INDEX "video_wishes_seo_seo_share_image_idx" ON "video_wishes" USING btree ("seo_share_image_id");
  CREATE INDEX "video_wishes_updated_at_idx" ON "video_wishes" USING btree ("updated_at");
  CREATE INDEX "video_wishes_created_at_idx" ON "video_wishes" USING btree ("created_at");
  CREATE INDEX "video_wishes__status_idx" ON "video_wishes" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_26_idx" ON "video_wishes" USING btree ("slug","country");
  CREATE UNIQUE INDEX "video_wishes_locales_locale_parent_id_unique" ON "video_wishes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_video_wishes_v_parent_idx" ON "_video_wishes_v" USING btree ("parent_id");
  CREATE INDEX "_video_wishes_v_version_version_slug_idx" ON "_video_wishes_v" USING btree ("version_slug");
  CREATE INDEX "_video_wishes_v_version_version_video_file_idx" ON "_video_wishes_v" USING btree ("version_video_file_id");
  CREATE INDEX "_video_wishes_v_version_version_thumbnail_idx" ON "_video_wishes_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_video_wishes_v_version_version_country_idx" ON "_video_wishes_v" USING btree ("version_country");
  CREATE INDEX "_video_wishes_v_version_seo_version_seo_share_image_idx" ON "_video_wishes_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_video_wishes_v_version_version_updated_at_idx" ON "_video_wishes_v" USING btree ("version_updated_at");
  CREATE INDEX "_video_wishes_v_version_version_created_at_idx" ON "_video_wishes_v" USING btree ("version_created_at");
  CREATE INDEX "_video_wishes_v_version_version__status_idx" ON "_video_wishes_v" USING btree ("version__status");
  CREATE INDEX "_video_wishes_v_created_at_idx" ON "_video_wishes_v" USING btree ("created_at");
  CREATE INDEX "_video_wishes_v_updated_at_idx" ON "_video_wishes_v" USING btree ("updated_at");
  CREATE INDEX "_video_wishes_v_snapshot_idx" ON "_video_wishes_v" USING btree ("snapshot");
  CREATE INDEX "_video_wishes_v_published_locale_idx" ON "_video_wishes_v" USING btree ("published_locale");
  CREATE INDEX "_video_wishes_v_latest_idx" ON "_video_wishes_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_26_idx" ON "_video_wishes_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_video_wishes_v_locales_locale_parent_id_unique" ON "_video_wishes_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_inspired_galleries_fk" FOREIGN KEY ("inspired_galleries_id") REFERENCES "public"."inspired_galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_commemorative_teas_fk" FOREIGN KEY ("commemorative_teas_id") REFERENCES "public"."commemorative_teas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_video_wishes_fk" FOREIGN KEY ("video_wishes_id") REFERENCES "public"."video_wishes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inspired_galleries_fk" FOREIGN KEY ("inspired_galleries_id") REFERENCES "public"."inspired_galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_commemorative_teas_fk" FOREIGN KEY ("commemorative_teas_id") REFERENCES "public"."commemorative_teas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_video_wishes_fk" FOREIGN KEY ("video_wishes_id") REFERENCES "public"."video_wishes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_rels_inspired_galleries_id_idx" ON "search_rels" USING btree ("inspired_galleries_id");
  CREATE INDEX "search_rels_commemorative_teas_id_idx" ON "search_rels" USING btree ("commemorative_teas_id");
  CREATE INDEX "search_rels_video_wishes_id_idx" ON "search_rels" USING btree ("video_wishes_id");
  CREATE INDEX "payload_locked_documents_rels_inspired_galleries_id_idx" ON "payload_locked_documents_rels" USING btree ("inspired_galleries_id");
  CREATE INDEX "payload_locked_documents_rels_commemorative_teas_id_idx" ON "payload_locked_documents_rels" USING btree ("commemorative_teas_id");
  CREATE INDEX "payload_locked_documents_rels_video_wishes_id_idx" ON "payload_locked_documents_rels" USING btree ("video_wishes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_inspired_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_inspired_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_commemorative_teas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_commemorative_teas_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video_wishes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video_wishes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_inspired_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_inspired_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_commemorative_teas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_commemorative_teas_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video_wishes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video_wishes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_inspired_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_inspired_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_commemorative_teas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_commemorative_teas_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_video_wishes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_video_wishes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_inspired_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_inspired_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_commemorative_teas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_commemorative_teas_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_video_wishes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_video_wishes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inspired_galleries_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inspired_galleries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inspired_galleries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_inspired_galleries_v_version_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_inspired_galleries_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_inspired_galleries_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "commemorative_teas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "commemorative_teas_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_commemorative_teas_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_commemorative_teas_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_wishes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_wishes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_video_wishes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_video_wishes_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_inspired_gallery" CASCADE;
  DROP TABLE "pages_blocks_inspired_gallery_locales" CASCADE;
  DROP TABLE "pages_blocks_commemorative_teas" CASCADE;
  DROP TABLE "pages_blocks_commemorative_teas_locales" CASCADE;
  DROP TABLE "pages_blocks_video_wishes" CASCADE;
  DROP TABLE "pages_blocks_video_wishes_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_inspired_gallery" CASCADE;
  DROP TABLE "_pages_v_blocks_inspired_gallery_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_commemorative_teas" CASCADE;
  DROP TABLE "_pages_v_blocks_commemorative_teas_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_video_wishes" CASCADE;
  DROP TABLE "_pages_v_blocks_video_wishes_locales" CASCADE;
  DROP TABLE "home_blocks_inspired_gallery" CASCADE;
  DROP TABLE "home_blocks_inspired_gallery_locales" CASCADE;
  DROP TABLE "home_blocks_commemorative_teas" CASCADE;
  DROP TABLE "home_blocks_commemorative_teas_locales" CASCADE;
  DROP TABLE "home_blocks_video_wishes" CASCADE;
  DROP TABLE "home_blocks_video_wishes_locales" CASCADE;
  DROP TABLE "_home_v_blocks_inspired_gallery" CASCADE;
  DROP TABLE "_home_v_blocks_inspired_gallery_locales" CASCADE;
  DROP TABLE "_home_v_blocks_commemorative_teas" CASCADE;
  DROP TABLE "_home_v_blocks_commemorative_teas_locales" CASCADE;
  DROP TABLE "_home_v_blocks_video_wishes" CASCADE;
  DROP TABLE "_home_v_blocks_video_wishes_locales" CASCADE;
  DROP TABLE "inspired_galleries_images" CASCADE;
  DROP TABLE "inspired_galleries" CASCADE;
  DROP TABLE "inspired_galleries_locales" CASCADE;
  DROP TABLE "_inspired_galleries_v_version_images" CASCADE;
  DROP TABLE "_inspired_galleries_v" CASCADE;
  DROP TABLE "_inspired_galleries_v_locales" CASCADE;
  DROP TABLE "commemorative_teas" CASCADE;
  DROP TABLE "commemorative_teas_locales" CASCADE;
  DROP TABLE "_commemorative_teas_v" CASCADE;
  DROP TABLE "_commemorative_teas_v_locales" CASCADE;
  DROP TABLE "video_wishes" CASCADE;
  DROP TABLE "video_wishes_locales" CASCADE;
  DROP TABLE "_video_wishes_v" CASCADE;
  DROP TABLE "_video_wishes_v_locales" CASCADE;
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_inspired_galleries_fk";
  
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_commemorative_teas_fk";
  
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_video_wishes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_inspired_galleries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_commemorative_teas_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_video_wishes_fk";
  
  DROP INDEX "search_rels_inspired_galleries_id_idx";
  DROP INDEX "search_rels_commemorative_teas_id_idx";
  DROP INDEX "search_rels_video_wishes_id_idx";
  DROP INDEX "payload_locked_documents_rels_inspired_galleries_id_idx";
  DROP INDEX "payload_locked_documents_rels_commemorative_teas_id_idx";
  DROP INDEX "payload_locked_documents_rels_video_wishes_id_idx";
  ALTER TABLE "search_rels" DROP COLUMN "inspired_galleries_id";
  ALTER TABLE "search_rels" DROP COLUMN "commemorative_teas_id";
  ALTER TABLE "search_rels" DROP COLUMN "video_wishes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "inspired_galleries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "commemorative_teas_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "video_wishes_id";
  DROP TYPE "public"."enum_pages_blocks_inspired_gallery_group";
  DROP TYPE "public"."enum__pages_v_blocks_inspired_gallery_group";
  DROP TYPE "public"."enum_home_blocks_inspired_gallery_group";
  DROP TYPE "public"."enum__home_v_blocks_inspired_gallery_group";
  DROP TYPE "public"."enum_inspired_galleries_group";
  DROP TYPE "public"."enum_inspired_galleries_country";
  DROP TYPE "public"."enum_inspired_galleries_status";
  DROP TYPE "public"."enum__inspired_galleries_v_version_group";
  DROP TYPE "public"."enum__inspired_galleries_v_version_country";
  DROP TYPE "public"."enum__inspired_galleries_v_version_status";
  DROP TYPE "public"."enum__inspired_galleries_v_published_locale";
  DROP TYPE "public"."enum_commemorative_teas_country";
  DROP TYPE "public"."enum_commemorative_teas_status";
  DROP TYPE "public"."enum__commemorative_teas_v_version_country";
  DROP TYPE "public"."enum__commemorative_teas_v_version_status";
  DROP TYPE "public"."enum__commemorative_teas_v_published_locale";
  DROP TYPE "public"."enum_video_wishes_country";
  DROP TYPE "public"."enum_video_wishes_status";
  DROP TYPE "public"."enum__video_wishes_v_version_country";
  DROP TYPE "public"."enum__video_wishes_v_version_status";
  DROP TYPE "public"."enum__video_wishes_v_published_locale";`)
}
