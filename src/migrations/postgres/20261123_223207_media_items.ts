import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_image_albums_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_image_albums_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__image_albums_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__image_albums_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__image_albums_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_audio_items_sub_category" AS ENUM('interviews', 'talks', 'radio', 'soundscapes');
  CREATE TYPE "public"."enum_audio_items_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_audio_items_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__audio_items_v_version_sub_category" AS ENUM('interviews', 'talks', 'radio', 'soundscapes');
  CREATE TYPE "public"."enum__audio_items_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__audio_items_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__audio_items_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_video_items_sub_category" AS ENUM('brand-films', 'how-to', 'estates', 'events');
  CREATE TYPE "public"."enum_video_items_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_video_items_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__video_items_v_version_sub_category" AS ENUM('brand-films', 'how-to', 'estates', 'events');
  CREATE TYPE "public"."enum__video_items_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__video_items_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__video_items_v_published_locale" AS ENUM('en', 'de');
  CREATE TABLE "pages_blocks_album_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 12,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_album_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_audio_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_audio_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_video_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 9,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_album_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 12,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_album_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_audio_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 10,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_audio_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_video_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 9,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_blocks_album_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 12,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_album_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_audio_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 10,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_audio_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_video_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 9,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_video_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_album_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 12,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_album_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_audio_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 10,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_audio_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_video_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 9,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_video_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "image_albums_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "image_albums_images_locales" (
  	"caption" varchar,
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "image_albums" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"date" timestamp(3) with time zone,
  	"cover_id" integer,
  	"country" "enum_image_albums_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_image_albums_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "image_albums_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_image_albums_v_version_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_image_albums_v_version_images_locales" (
  	"caption" varchar,
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_image_albums_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_cover_id" integer,
  	"version_country" "enum__image_albums_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__image_albums_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__image_albums_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_image_albums_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "audio_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"year" numeric,
  	"sub_category" "enum_audio_items_sub_category",
  	"audio_file_id" integer,
  	"stream_url" varchar,
  	"duration_seconds" numeric,
  	"country" "enum_audio_items_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_audio_items_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "audio_items_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"transcript" jsonb,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_audio_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_year" numeric,
  	"version_sub_category" "enum__audio_items_v_version_sub_category",
  	"version_audio_file_id" integer,
  	"version_stream_url" varchar,
  	"version_duration_seconds" numeric,
  	"version_country" "enum__audio_items_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__audio_items_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__audio_items_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_audio_items_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_transcript" jsonb,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "video_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"year" numeric,
  	"sub_category" "enum_video_items_sub_category",
  	"youtube_id" varchar,
  	"video_file_id" integer,
  	"thumbnail_id" integer,
  	"country" "enum_video_items_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_video_items_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "video_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_video_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_year" numeric,
  	"version_sub_category" "enum__video_items_v_version_sub_category",
  	"version_youtube_id" varchar,
  	"version_video_file_id" integer,
  	"version_thumbnail_id" integer,
  	"version_country" "enum__video_items_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__video_items_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__video_items_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_video_items_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "search_rels" ADD COLUMN "image_albums_id" integer;
  ALTER TABLE "search_rels" ADD COLUMN "audio_items_id" integer;
  ALTER TABLE "search_rels" ADD COLUMN "video_items_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "image_albums_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audio_items_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "video_items_id" integer;
  ALTER TABLE "pages_blocks_album_list" ADD CONSTRAINT "pages_blocks_album_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_album_list_locales" ADD CONSTRAINT "pages_blocks_album_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_album_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_audio_list" ADD CONSTRAINT "pages_blocks_audio_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_audio_list_locales" ADD CONSTRAINT "pages_blocks_audio_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_audio_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_list" ADD CONSTRAINT "pages_blocks_video_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_list_locales" ADD CONSTRAINT "pages_blocks_video_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_video_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_album_list" ADD CONSTRAINT "_pages_v_blocks_album_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_album_list_locales" ADD CONSTRAINT "_pages_v_blocks_album_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_album_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_audio_list" ADD CONSTRAINT "_pages_v_blocks_audio_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_audio_list_locales" ADD CONSTRAINT "_pages_v_blocks_audio_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_audio_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_list" ADD CONSTRAINT "_pages_v_blocks_video_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_list_locales" ADD CONSTRAINT "_pages_v_blocks_video_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_video_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_album_list" ADD CONSTRAINT "home_blocks_album_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_album_list_locales" ADD CONSTRAINT "home_blocks_album_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_album_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_audio_list" ADD CONSTRAINT "home_blocks_audio_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_audio_list_locales" ADD CONSTRAINT "home_blocks_audio_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_audio_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_video_list" ADD CONSTRAINT "home_blocks_video_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_video_list_locales" ADD CONSTRAINT "home_blocks_video_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_video_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_album_list" ADD CONSTRAINT "_home_v_blocks_album_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_album_list_locales" ADD CONSTRAINT "_home_v_blocks_album_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_album_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_audio_list" ADD CONSTRAINT "_home_v_blocks_audio_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_audio_list_locales" ADD CONSTRAINT "_home_v_blocks_audio_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_audio_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_video_list" ADD CONSTRAINT "_home_v_blocks_video_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_video_list_locales" ADD CONSTRAINT "_home_v_blocks_video_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_video_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "image_albums_images" ADD CONSTRAINT "image_albums_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "image_albums_images" ADD CONSTRAINT "image_albums_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."image_albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "image_albums_images_locales" ADD CONSTRAINT "image_albums_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."image_albums_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "image_albums" ADD CONSTRAINT "image_albums_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "image_albums" ADD CONSTRAINT "image_albums_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "image_albums_locales" ADD CONSTRAINT "image_albums_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."image_albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_image_albums_v_version_images" ADD CONSTRAINT "_image_albums_v_version_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_image_albums_v_version_images" ADD CONSTRAINT "_image_albums_v_version_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_image_albums_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_image_albums_v_version_images_locales" ADD CONSTRAINT "_image_albums_v_version_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_image_albums_v_version_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_image_albums_v" ADD CONSTRAINT "_image_albums_v_parent_id_image_albums_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."image_albums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_image_albums_v" ADD CONSTRAINT "_image_albums_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_image_albums_v" ADD CONSTRAINT "_image_albums_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_image_albums_v_locales" ADD CONSTRAINT "_image_albums_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_image_albums_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "audio_items" ADD CONSTRAINT "audio_items_audio_file_id_media_id_fk" FOREIGN KEY ("audio_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audio_items" ADD CONSTRAINT "audio_items_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audio_items_locales" ADD CONSTRAINT "audio_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."audio_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_audio_items_v" ADD CONSTRAINT "_audio_items_v_parent_id_audio_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."audio_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_audio_items_v" ADD CONSTRAINT "_audio_items_v_version_audio_file_id_media_id_fk" FOREIGN KEY ("version_audio_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_audio_items_v" ADD CONSTRAINT "_audio_items_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_audio_items_v_locales" ADD CONSTRAINT "_audio_items_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_audio_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_items" ADD CONSTRAINT "video_items_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_items" ADD CONSTRAINT "video_items_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_items" ADD CONSTRAINT "video_items_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_items_locales" ADD CONSTRAINT "video_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."video_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_video_items_v" ADD CONSTRAINT "_video_items_v_parent_id_video_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."video_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_items_v" ADD CONSTRAINT "_video_items_v_version_video_file_id_media_id_fk" FOREIGN KEY ("version_video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_items_v" ADD CONSTRAINT "_video_items_v_version_thumbnail_id_media_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_items_v" ADD CONSTRAINT "_video_items_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_items_v_locales" ADD CONSTRAINT "_video_items_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_video_items_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_album_list_order_idx" ON "pages_blocks_album_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_album_list_parent_id_idx" ON "pages_blocks_album_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_album_list_path_idx" ON "pages_blocks_album_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_album_list_locales_locale_parent_id_unique" ON "pages_blocks_album_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_audio_list_order_idx" ON "pages_blocks_audio_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_audio_list_parent_id_idx" ON "pages_blocks_audio_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_audio_list_path_idx" ON "pages_blocks_audio_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_audio_list_locales_locale_parent_id_unique" ON "pages_blocks_audio_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_video_list_order_idx" ON "pages_blocks_video_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_list_parent_id_idx" ON "pages_blocks_video_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_list_path_idx" ON "pages_blocks_video_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_video_list_locales_locale_parent_id_unique" ON "pages_blocks_video_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_album_list_order_idx" ON "_pages_v_blocks_album_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_album_list_parent_id_idx" ON "_pages_v_blocks_album_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_album_list_path_idx" ON "_pages_v_blocks_album_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_album_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_album_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_audio_list_order_idx" ON "_pages_v_blocks_audio_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_audio_list_parent_id_idx" ON "_pages_v_blocks_audio_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_audio_list_path_idx" ON "_pages_v_blocks_audio_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_audio_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_audio_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_video_list_order_idx" ON "_pages_v_blocks_video_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_list_parent_id_idx" ON "_pages_v_blocks_video_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_list_path_idx" ON "_pages_v_blocks_video_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_video_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_video_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_album_list_order_idx" ON "home_blocks_album_list" USING btree ("_order");
  CREATE INDEX "home_blocks_album_list_parent_id_idx" ON "home_blocks_album_list" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_album_list_path_idx" ON "home_blocks_album_list" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_album_list_locales_locale_parent_id_unique" ON "home_blocks_album_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_audio_list_order_idx" ON "home_blocks_audio_list" USING btree ("_order");
  CREATE INDEX "home_blocks_audio_list_parent_id_idx" ON "home_blocks_audio_list" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_audio_list_path_idx" ON "home_blocks_audio_list" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_audio_list_locales_locale_parent_id_unique" ON "home_blocks_audio_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_video_list_order_idx" ON "home_blocks_video_list" USING btree ("_order");
  CREATE INDEX "home_blocks_video_list_parent_id_idx" ON "home_blocks_video_list" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_video_list_path_idx" ON "home_blocks_video_list" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_video_list_locales_locale_parent_id_unique" ON "home_blocks_video_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_album_list_order_idx" ON "_home_v_blocks_album_list" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_album_list_parent_id_idx" ON "_home_v_blocks_album_list" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_album_list_path_idx" ON "_home_v_blocks_album_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_album_list_locales_locale_parent_id_unique" ON "_home_v_blocks_album_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_audio_list_order_idx" ON "_home_v_blocks_audio_list" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_audio_list_parent_id_idx" ON "_home_v_blocks_audio_list" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_audio_list_path_idx" ON "_home_v_blocks_audio_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_audio_list_locales_locale_parent_id_unique" ON "_home_v_blocks_audio_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_video_list_order_idx" ON "_home_v_blocks_video_list" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_video_list_parent_id_idx" ON "_home_v_blocks_video_list" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_video_list_path_idx" ON "_home_v_blocks_video_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_video_list_locales_locale_parent_id_unique" ON "_home_v_blocks_video_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "image_albums_images_order_idx" ON "image_albums_images" USING btree ("_order");
  CREATE INDEX "image_albums_images_parent_id_idx" ON "image_albums_images" USING btree ("_parent_id");
  CREATE INDEX "image_albums_images_image_idx" ON "image_albums_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "image_albums_images_locales_locale_parent_id_unique" ON "image_albums_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "image_albums_slug_idx" ON "image_albums" USING btree ("slug");
  CREATE INDEX "image_albums_date_idx" ON "image_albums" USING btree ("date");
  CREATE INDEX "image_albums_cover_idx" ON "image_albums" USING btree ("cover_id");
  CREATE INDEX "image_albums_country_idx" ON "image_albums" USING btree ("country");
  CREATE INDEX "image_albums_seo_seo_share_image_idx" ON "image_albums" USING btree ("seo_share_image_id");
  CREATE INDEX "image_albums_updated_at_idx" ON "image_albums" USING btree ("updated_at");
  CREATE INDEX "image_albums_created_at_idx" ON "image_albums" USING btree ("created_at");
  CREATE INDEX "image_albums__status_idx" ON "image_albums" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_19_idx" ON "image_albums" USING btree ("slug","country");
  CREATE UNIQUE INDEX "image_albums_locales_locale_parent_id_unique" ON "image_albums_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_image_albums_v_version_images_order_idx" ON "_image_albums_v_version_images" USING btree ("_order");
  CREATE INDEX "_image_albums_v_version_images_parent_id_idx" ON "_image_albums_v_version_images" USING btree ("_parent_id");
  CREATE INDEX "_image_albums_v_version_images_image_idx" ON "_image_albums_v_version_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "_image_albums_v_version_images_locales_locale_parent_id_uniq" ON "_image_albums_v_version_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_image_albums_v_parent_idx" ON "_image_albums_v" USING btree ("parent_id");
  CREATE INDEX "_image_albums_v_version_version_slug_idx" ON "_image_albums_v" USING btree ("version_slug");
  CREATE INDEX "_image_albums_v_version_version_date_idx" ON "_image_albums_v" USING btree ("version_date");
  CREATE INDEX "_image_albums_v_version_version_cover_idx" ON "_image_albums_v" USING btree ("version_cover_id");
  CREATE INDEX "_image_albums_v_version_version_country_idx" ON "_image_albums_v" USING btree ("version_country");
  CREATE INDEX "_image_albums_v_version_seo_version_seo_share_image_idx" ON "_image_albums_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_image_albums_v_version_version_updated_at_idx" ON "_image_albums_v" USING btree ("version_updated_at");
  CREATE INDEX "_image_albums_v_version_version_created_at_idx" ON "_image_albums_v" USING btree ("version_created_at");
  CREATE INDEX "_image_albums_v_version_version__status_idx" ON "_image_albums_v" USING btree ("version__status");
  CREATE INDEX "_image_albums_v_created_at_idx" ON "_image_albums_v" USING btree ("created_at");
  CREATE INDEX "_image_albums_v_updated_at_idx" ON "_image_albums_v" USING btree ("updated_at");
  CREATE INDEX "_image_albums_v_snapshot_idx" ON "_image_albums_v" USING btree ("snapshot");
  CREATE INDEX "_image_albums_v_published_locale_idx" ON "_image_albums_v" USING btree ("published_locale");
  CREATE INDEX "_image_albums_v_latest_idx" ON "_image_albums_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_19_idx" ON "_image_albums_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_image_albums_v_locales_locale_parent_id_unique" ON "_image_albums_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "audio_items_slug_idx" ON "audio_items" USING btree ("slug");
  CREATE INDEX "audio_items_year_idx" ON "audio_items" USING btree ("year");
  CREATE INDEX "audio_items_sub_category_idx" ON "audio_items" USING btree ("sub_category");
  CREATE INDEX "audio_items_audio_file_idx" ON "audio_items" USING btree ("audio_file_id");
  CREATE INDEX "audio_items_country_idx" ON "audio_items" USING btree ("country");
  CREATE INDEX "audio_items_seo_seo_share_image_idx" ON "audio_items" USING btree ("seo_share_image_id");
  CREATE INDEX "audio_items_updated_at_idx" ON "audio_items" USING btree ("updated_at");
  CREATE INDEX "audio_items_created_at_idx" ON "audio_items" USING btree ("created_at");
  CREATE INDEX "audio_items__status_idx" ON "audio_items" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_20_idx" ON "audio_items" USING btree ("slug","country");
  CREATE UNIQUE INDEX "audio_items_locales_locale_parent_id_unique" ON "audio_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_audio_items_v_parent_idx" ON "_audio_items_v" USING btree ("parent_id");
  CREATE INDEX "_audio_items_v_version_version_slug_idx" ON "_audio_items_v" USING btree ("version_slug");
  CREATE INDEX "_audio_items_v_version_version_year_idx" ON "_audio_items_v" USING btree ("version_year");
  CREATE INDEX "_audio_items_v_version_version_sub_category_idx" ON "_audio_items_v" USING btree ("version_sub_category");
  CREATE INDEX "_audio_items_v_version_version_audio_file_idx" ON "_audio_items_v" USING btree ("version_audio_file_id");
  CREATE INDEX "_audio_items_v_version_version_country_idx" ON "_audio_items_v" USING btree ("version_country");
  CREATE INDEX "_audio_items_v_version_seo_version_seo_share_image_idx" ON "_audio_items_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_audio_items_v_version_version_updated_at_idx" ON "_audio_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_audio_items_v_version_version_created_at_idx" ON "_audio_items_v" USING btree ("version_created_at");
  CREATE INDEX "_audio_items_v_version_version__status_idx" ON "_audio_items_v" USING btree ("version__status");
  CREATE INDEX "_audio_items_v_created_at_idx" ON "_audio_items_v" USING btree ("created_at");
  CREATE INDEX "_audio_items_v_updated_at_idx" ON "_audio_items_v" USING btree ("updated_at");
  CREATE INDEX "_audio_items_v_snapshot_idx" ON "_audio_items_v" USING btree ("snapshot");
  CREATE INDEX "_audio_items_v_published_locale_idx" ON "_audio_items_v" USING btree ("published_locale");
  CREATE INDEX "_audio_items_v_latest_idx" ON "_audio_items_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_20_idx" ON "_audio_items_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_audio_items_v_locales_locale_parent_id_unique" ON "_audio_items_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "video_items_slug_idx" ON "video_items" USING btree ("slug");
  CREATE INDEX "video_items_year_idx" ON "video_items" USING btree ("year");
  CREATE INDEX "video_items_sub_category_idx" ON "video_items" USING btree ("sub_category");
  CREATE INDEX "video_items_video_file_idx" ON "video_items" USING btree ("video_file_id");
  CREATE INDEX "video_items_thumbnail_idx" ON "video_items" USING btree ("thumbnail_id");
  CREATE INDEX "video_items_country_idx" ON "video_items" USING btree ("country");
  CREATE INDEX "video_items_seo_seo_share_image_idx" ON "video_items" USING btree ("seo_share_image_id");
  CREATE INDEX "video_items_updated_at_idx" ON "video_items" USING btree ("updated_at");
  CREATE INDEX "video_items_created_at_idx" ON "video_items" USING btree ("created_at");
  CREATE INDEX "video_items__status_idx" ON "video_items" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_21_idx" ON "video_items" USING btree ("slug","country");
  CREATE UNIQUE INDEX "video_items_locales_locale_parent_id_unique" ON "video_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_video_items_v_parent_idx" ON "_video_items_v" USING btree ("parent_id");
  CREATE INDEX "_video_items_v_version_version_slug_idx" ON "_video_items_v" USING btree ("version_slug");
  CREATE INDEX "_video_items_v_version_version_year_idx" ON "_video_items_v" USING btree ("version_year");
  CREATE INDEX "_video_items_v_version_version_sub_category_idx" ON "_video_items_v" USING btree ("version_sub_category");
  CREATE INDEX "_video_items_v_version_version_video_file_idx" ON "_video_items_v" USING btree ("version_video_file_id");
  CREATE INDEX "_video_items_v_version_version_thumbnail_idx" ON "_video_items_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_video_items_v_version_version_country_idx" ON "_video_items_v" USING btree ("version_country");
  CREATE INDEX "_video_items_v_version_seo_version_seo_share_image_idx" ON "_video_items_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_video_items_v_version_version_updated_at_idx" ON "_video_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_video_items_v_version_version_created_at_idx" ON "_video_items_v" USING btree ("version_created_at");
  CREATE INDEX "_video_items_v_version_version__status_idx" ON "_video_items_v" USING btree ("version__status");
  CREATE INDEX "_video_items_v_created_at_idx" ON "_video_items_v" USING btree ("created_at");
  CREATE INDEX "_video_items_v_updated_at_idx" ON "_video_items_v" USING btree ("updated_at");
  CREATE INDEX "_video_items_v_snapshot_idx" ON "_video_items_v" USING btree ("snapshot");
  CREATE INDEX "_video_items_v_published_locale_idx" ON "_video_items_v" USING btree ("published_locale");
  CREATE INDEX "_video_items_v_latest_idx" ON "_video_items_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_21_idx" ON "_video_items_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_video_items_v_locales_locale_parent_id_unique" ON "_video_items_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_image_albums_fk" FOREIGN KEY ("image_albums_id") REFERENCES "public"."image_albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_audio_items_fk" FOREIGN KEY ("audio_items_id") REFERENCES "public"."audio_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_video_items_fk" FOREIGN KEY ("video_items_id") REFERENCES "public"."video_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_image_albums_fk" FOREIGN KEY ("image_albums_id") REFERENCES "public"."image_albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audio_items_fk" FOREIGN KEY ("audio_items_id") REFERENCES "public"."audio_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_video_items_fk" FOREIGN KEY ("video_items_id") REFERENCES "public"."video_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_rels_image_albums_id_idx" ON "search_rels" USING btree ("image_albums_id");
  CREATE INDEX "search_rels_audio_items_id_idx" ON "search_rels" USING btree ("audio_items_id");
  CREATE INDEX "search_rels_video_items_id_idx" ON "search_rels" USING btree ("video_items_id");
  CREATE INDEX "payload_locked_documents_rels_image_albums_id_idx" ON "payload_locked_documents_rels" USING btree ("image_albums_id");
  CREATE INDEX "payload_locked_documents_rels_audio_items_id_idx" ON "payload_locked_documents_rels" USING btree ("audio_items_id");
  CREATE INDEX "payload_locked_documents_rels_video_items_id_idx" ON "payload_locked_documents_rels" USING btree ("video_items_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_album_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_album_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_audio_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_audio_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_album_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_album_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_audio_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_audio_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_album_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_album_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_audio_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_audio_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_video_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_video_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_album_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_album_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_audio_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_audio_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_video_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_video_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "image_albums_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "image_albums_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "image_albums" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "image_albums_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_image_albums_v_version_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_image_albums_v_version_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_image_albums_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_image_albums_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audio_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audio_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_audio_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_audio_items_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_video_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_video_items_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_album_list" CASCADE;
  DROP TABLE "pages_blocks_album_list_locales" CASCADE;
  DROP TABLE "pages_blocks_audio_list" CASCADE;
  DROP TABLE "pages_blocks_audio_list_locales" CASCADE;
  DROP TABLE "pages_blocks_video_list" CASCADE;
  DROP TABLE "pages_blocks_video_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_album_list" CASCADE;
  DROP TABLE "_pages_v_blocks_album_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_audio_list" CASCADE;
  DROP TABLE "_pages_v_blocks_audio_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_video_list" CASCADE;
  DROP TABLE "_pages_v_blocks_video_list_locales" CASCADE;
  DROP TABLE "home_blocks_album_list" CASCADE;
  DROP TABLE "home_blocks_album_list_locales" CASCADE;
  DROP TABLE "home_blocks_audio_list" CASCADE;
  DROP TABLE "home_blocks_audio_list_locales" CASCADE;
  DROP TABLE "home_blocks_video_list" CASCADE;
  DROP TABLE "home_blocks_video_list_locales" CASCADE;
  DROP TABLE "_home_v_blocks_album_list" CASCADE;
  DROP TABLE "_home_v_blocks_album_list_locales" CASCADE;
  DROP TABLE "_home_v_blocks_audio_list" CASCADE;
  DROP TABLE "_home_v_blocks_audio_list_locales" CASCADE;
  DROP TABLE "_home_v_blocks_video_list" CASCADE;
  DROP TABLE "_home_v_blocks_video_list_locales" CASCADE;
  DROP TABLE "image_albums_images" CASCADE;
  DROP TABLE "image_albums_images_locales" CASCADE;
  DROP TABLE "image_albums" CASCADE;
  DROP TABLE "image_albums_locales" CASCADE;
  DROP TABLE "_image_albums_v_version_images" CASCADE;
  DROP TABLE "_image_albums_v_version_images_locales" CASCADE;
  DROP TABLE "_image_albums_v" CASCADE;
  DROP TABLE "_image_albums_v_locales" CASCADE;
  DROP TABLE "audio_items" CASCADE;
  DROP TABLE "audio_items_locales" CASCADE;
  DROP TABLE "_audio_items_v" CASCADE;
  DROP TABLE "_audio_items_v_locales" CASCADE;
  DROP TABLE "video_items" CASCADE;
  DROP TABLE "video_items_locales" CASCADE;
  DROP TABLE "_video_items_v" CASCADE;
  DROP TABLE "_video_items_v_locales" CASCADE;
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_image_albums_fk";
  
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_audio_items_fk";
  
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_video_items_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_image_albums_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audio_items_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_video_items_fk";
  
  DROP INDEX "search_rels_image_albums_id_idx";
  DROP INDEX "search_rels_audio_items_id_idx";
  DROP INDEX "search_rels_video_items_id_idx";
  DROP INDEX "payload_locked_documents_rels_image_albums_id_idx";
  DROP INDEX "payload_locked_documents_rels_audio_items_id_idx";
  DROP INDEX "payload_locked_documents_rels_video_items_id_idx";
  ALTER TABLE "search_rels" DROP COLUMN "image_albums_id";
  ALTER TABLE "search_rels" DROP COLUMN "audio_items_id";
  ALTER TABLE "search_rels" DROP COLUMN "video_items_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "image_albums_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audio_items_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "video_items_id";
  DROP TYPE "public"."enum_image_albums_country";
  DROP TYPE "public"."enum_image_albums_status";
  DROP TYPE "public"."enum__image_albums_v_version_country";
  DROP TYPE "public"."enum__image_albums_v_version_status";
  DROP TYPE "public"."enum__image_albums_v_published_locale";
  DROP TYPE "public"."enum_audio_items_sub_category";
  DROP TYPE "public"."enum_audio_items_country";
  DROP TYPE "public"."enum_audio_items_status";
  DROP TYPE "public"."enum__audio_items_v_version_sub_category";
  DROP TYPE "public"."enum__audio_items_v_version_country";
  DROP TYPE "public"."enum__audio_items_v_version_status";
  DROP TYPE "public"."enum__audio_items_v_published_locale";
  DROP TYPE "public"."enum_video_items_sub_category";
  DROP TYPE "public"."enum_video_items_country";
  DROP TYPE "public"."enum_video_items_status";
  DROP TYPE "public"."enum__video_items_v_version_sub_category";
  DROP TYPE "public"."enum__video_items_v_version_country";
  DROP TYPE "public"."enum__video_items_v_version_status";
  DROP TYPE "public"."enum__video_items_v_published_locale";`)
}
