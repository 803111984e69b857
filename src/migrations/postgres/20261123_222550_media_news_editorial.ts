import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_featured_stories_story_type" AS ENUM('featured', 'tea_inspired', 'purpose', 'conservation', 'sustainability', 'foundation');
  CREATE TYPE "public"."enum__pages_v_blocks_featured_stories_story_type" AS ENUM('featured', 'tea_inspired', 'purpose', 'conservation', 'sustainability', 'foundation');
  CREATE TYPE "public"."enum_home_blocks_featured_stories_story_type" AS ENUM('featured', 'tea_inspired', 'purpose', 'conservation', 'sustainability', 'foundation');
  CREATE TYPE "public"."enum__home_v_blocks_featured_stories_story_type" AS ENUM('featured', 'tea_inspired', 'purpose', 'conservation', 'sustainability', 'foundation');
  CREATE TYPE "public"."enum_featured_stories_type" AS ENUM('featured', 'tea_inspired', 'purpose', 'conservation', 'sustainability', 'foundation');
  CREATE TYPE "public"."enum_featured_stories_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_featured_stories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__featured_stories_v_version_type" AS ENUM('featured', 'tea_inspired', 'purpose', 'conservation', 'sustainability', 'foundation');
  CREATE TYPE "public"."enum__featured_stories_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__featured_stories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__featured_stories_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_social_wall_items_icon_type" AS ENUM('instagram', 'facebook', 'x', 'youtube', 'tiktok', 'linkedin', 'pinterest');
  CREATE TYPE "public"."enum_social_wall_items_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_social_wall_items_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__social_wall_items_v_version_icon_type" AS ENUM('instagram', 'facebook', 'x', 'youtube', 'tiktok', 'linkedin', 'pinterest');
  CREATE TYPE "public"."enum__social_wall_items_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__social_wall_items_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__social_wall_items_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_news_sub_category" AS ENUM('company', 'tea-and-estates', 'sustainability', 'community', 'awards');
  CREATE TYPE "public"."enum_news_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_sub_category" AS ENUM('company', 'tea-and-estates', 'sustainability', 'community', 'awards');
  CREATE TYPE "public"."enum__news_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_events_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_press_categories_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_press_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__press_categories_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__press_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__press_categories_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_press_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_press_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__press_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__press_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__press_v_published_locale" AS ENUM('en', 'de');
  CREATE TABLE "pages_blocks_media_covers_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link" varchar
  );
  
  CREATE TABLE "pages_blocks_media_covers_items_locales" (
  	"header" varchar,
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_media_covers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_media_covers_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_featured_stories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"story_type" "enum_pages_blocks_featured_stories_story_type" DEFAULT 'featured',
  	"count" numeric DEFAULT 3,
  	"media_only" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_featured_stories_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_social_wall" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"count" numeric DEFAULT 12,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_social_wall_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 9,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_news_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_events_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 9,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_events_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_press_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 9,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_press_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_latest_news" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"count" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_latest_news_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_upcoming_events" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"count" numeric DEFAULT 3,
  	"show_all_link" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_upcoming_events_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_media_covers_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_media_covers_items_locales" (
  	"header" varchar,
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_media_covers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_media_covers_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_featured_stories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"story_type" "enum__pages_v_blocks_featured_stories_story_type" DEFAULT 'featured',
  	"count" numeric DEFAULT 3,
  	"media_only" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_featured_stories_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_social_wall" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"count" numeric DEFAULT 12,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_social_wall_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 9,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_news_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_events_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 9,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_events_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_press_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 9,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_press_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_latest_news" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"count" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_latest_news_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_upcoming_events" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"count" numeric DEFAULT 3,
  	"show_all_link" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_upcoming_events_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_blocks_media_covers_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link" varchar
  );
  
  CREATE TABLE "home_blocks_media_covers_items_locales" (
  	"header" varchar,
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_media_covers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_media_covers_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_featured_stories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"story_type" "enum_home_blocks_featured_stories_story_type" DEFAULT 'featured',
  	"count" numeric DEFAULT 3,
  	"media_only" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_featured_stories_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_social_wall" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"count" numeric DEFAULT 12,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_social_wall_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 9,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_news_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_events_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 9,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_events_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_press_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 9,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_press_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_latest_news" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"count" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_latest_news_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_upcoming_events" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"count" numeric DEFAULT 3,
  	"show_all_link" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_upcoming_events_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_media_covers_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_media_covers_items_locales" (
  	"header" varchar,
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_media_covers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_media_covers_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_featured_stories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"story_type" "enum__home_v_blocks_featured_stories_story_type" DEFAULT 'featured',
  	"count" numeric DEFAULT 3,
  	"media_only" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_featured_stories_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_social_wall" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"count" numeric DEFAULT 12,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_social_wall_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 9,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_news_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_events_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 9,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_events_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_press_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 9,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_press_list_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_latest_news" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"count" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_latest_news_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_upcoming_events" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"count" numeric DEFAULT 3,
  	"show_all_link" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_upcoming_events_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "featured_stories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"link" varchar,
  	"image_id" integer,
  	"type" "enum_featured_stories_type" DEFAULT 'featured',
  	"date" timestamp(3) with time zone,
  	"is_media" boolean DEFAULT false,
  	"country" "enum_featured_stories_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_featured_stories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "featured_stories_locales" (
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
  
  CREATE TABLE "_featured_stories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_link" varchar,
  	"version_image_id" integer,
  	"version_type" "enum__featured_stories_v_version_type" DEFAULT 'featured',
  	"version_date" timestamp(3) with time zone,
  	"version_is_media" boolean DEFAULT false,
  	"version_country" "enum__featured_stories_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__featured_stories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__featured_stories_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_featured_stories_v_locales" (
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
  
  CREATE TABLE "social_wall_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"image_id" integer,
  	"icon_type" "enum_social_wall_items_icon_type",
  	"link" varchar,
  	"posted_at" timestamp(3) with time zone,
  	"country" "enum_social_wall_items_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_social_wall_items_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "social_wall_items_locales" (
  	"description" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_social_wall_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_image_id" integer,
  	"version_icon_type" "enum__social_wall_items_v_version_icon_type",
  	"version_link" varchar,
  	"version_posted_at" timestamp(3) with time zone,
  	"version_country" "enum__social_wall_items_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__social_wall_items_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__social_wall_items_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_social_wall_items_v_locales" (
  	"version_description" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "news_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"date" timestamp(3) with time zone,
  	"year" numeric,
  	"month" numeric,
  	"sub_category" "enum_news_sub_category",
  	"country" "enum_news_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "news_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_news_v_version_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_year" numeric,
  	"version_month" numeric,
  	"version_sub_category" "enum__news_v_version_sub_category",
  	"version_country" "enum__news_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__news_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_news_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "events_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"start" timestamp(3) with time zone,
  	"end" timestamp(3) with time zone,
  	"all_day" boolean DEFAULT false,
  	"ends_at" timestamp(3) with time zone,
  	"year" numeric,
  	"month" numeric,
  	"country" "enum_events_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "events_locales" (
  	"title" varchar,
  	"place" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v_version_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_start" timestamp(3) with time zone,
  	"version_end" timestamp(3) with time zone,
  	"version_all_day" boolean DEFAULT false,
  	"version_ends_at" timestamp(3) with time zone,
  	"version_year" numeric,
  	"version_month" numeric,
  	"version_country" "enum__events_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__events_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_events_v_locales" (
  	"version_title" varchar,
  	"version_place" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "press_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"parent_id" integer,
  	"order" numeric DEFAULT 0,
  	"country" "enum_press_categories_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_press_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "press_categories_locales" (
  	"name" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_press_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_parent_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_country" "enum__press_categories_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__press_categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__press_categories_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_press_categories_v_locales" (
  	"version_name" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "press_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "press" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"date" timestamp(3) with time zone,
  	"year" numeric,
  	"month" numeric,
  	"category_id" integer,
  	"sub_category_id" integer,
  	"category_slug" varchar,
  	"sub_category_slug" varchar,
  	"file_id" integer,
  	"link" varchar,
  	"country" "enum_press_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_press_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "press_locales" (
  	"title" varchar,
  	"publication" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_press_v_version_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_press_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_year" numeric,
  	"version_month" numeric,
  	"version_category_id" integer,
  	"version_sub_category_id" integer,
  	"version_category_slug" varchar,
  	"version_sub_category_slug" varchar,
  	"version_file_id" integer,
  	"version_link" varchar,
  	"version_country" "enum__press_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__press_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__press_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_press_v_locales" (
  	"version_title" varchar,
  	"version_publication" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "share_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"item_collection" varchar NOT NULL,
  	"item_slug" varchar NOT NULL,
  	"network" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "search_rels" ADD COLUMN "news_id" integer;
  ALTER TABLE "search_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "search_rels" ADD COLUMN "press_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "featured_stories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "social_wall_items_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "news_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "press_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "press_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "share_counts_id" integer;
  ALTER TABLE "pages_blocks_media_covers_items" ADD CONSTRAINT "pages_blocks_media_covers_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_covers_items" ADD CONSTRAINT "pages_blocks_media_covers_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_media_covers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_covers_items_locales" ADD CONSTRAINT "pages_blocks_media_covers_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_media_covers_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_covers" ADD CONSTRAINT "pages_blocks_media_covers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_covers_locales" ADD CONSTRAINT "pages_blocks_media_covers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_media_covers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_featured_stories" ADD CONSTRAINT "pages_blocks_featured_stories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_featured_stories_locales" ADD CONSTRAINT "pages_blocks_featured_stories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_featured_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_social_wall" ADD CONSTRAINT "pages_blocks_social_wall_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_social_wall_locales" ADD CONSTRAINT "pages_blocks_social_wall_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_social_wall"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_news_list" ADD CONSTRAINT "pages_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_news_list_locales" ADD CONSTRAINT "pages_blocks_news_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_news_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_events_list" ADD CONSTRAINT "pages_blocks_events_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_events_list_locales" ADD CONSTRAINT "pages_blocks_events_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_events_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_press_list" ADD CONSTRAINT "pages_blocks_press_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_press_list_locales" ADD CONSTRAINT "pages_blocks_press_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_press_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_latest_news" ADD CONSTRAINT "pages_blocks_latest_news_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_latest_news_locales" ADD CONSTRAINT "pages_blocks_latest_news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_latest_news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_upcoming_events" ADD CONSTRAINT "pages_blocks_upcoming_events_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_upcoming_events_locales" ADD CONSTRAINT "pages_blocks_upcoming_events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_upcoming_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_covers_items" ADD CONSTRAINT "_pages_v_blocks_media_covers_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_covers_items" ADD CONSTRAINT "_pages_v_blocks_media_covers_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_media_covers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_covers_items_locales" ADD CONSTRAINT "_pages_v_blocks_media_covers_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_media_covers_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_covers" ADD CONSTRAINT "_pages_v_blocks_media_covers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_covers_locales" ADD CONSTRAINT "_pages_v_blocks_media_covers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_media_covers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_featured_stories" ADD CONSTRAINT "_pages_v_blocks_featured_stories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_featured_stories_locales" ADD CONSTRAINT "_pages_v_blocks_featured_stories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_featured_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_social_wall" ADD CONSTRAINT "_pages_v_blocks_social_wall_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_social_wall_locales" ADD CONSTRAINT "_pages_v_blocks_social_wall_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_social_wall"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_news_list" ADD CONSTRAINT "_pages_v_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_news_list_locales" ADD CONSTRAINT "_pages_v_blocks_news_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_news_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_events_list" ADD CONSTRAINT "_pages_v_blocks_events_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_events_list_locales" ADD CONSTRAINT "_pages_v_blocks_events_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_events_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_press_list" ADD CONSTRAINT "_pages_v_blocks_press_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_press_list_locales" ADD CONSTRAINT "_pages_v_blocks_press_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_press_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_latest_news" ADD CONSTRAINT "_pages_v_blocks_latest_news_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_latest_news_locales" ADD CONSTRAINT "_pages_v_blocks_latest_news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_latest_news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_upcoming_events" ADD CONSTRAINT "_pages_v_blocks_upcoming_events_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_upcoming_events_locales" ADD CONSTRAINT "_pages_v_blocks_upcoming_events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_upcoming_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_media_covers_items" ADD CONSTRAINT "home_blocks_media_covers_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_media_covers_items" ADD CONSTRAINT "home_blocks_media_covers_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_media_covers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_media_covers_items_locales" ADD CONSTRAINT "home_blocks_media_covers_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_media_covers_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_media_covers" ADD CONSTRAINT "home_blocks_media_covers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_media_covers_locales" ADD CONSTRAINT "home_blocks_media_covers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_media_covers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_featured_stories" ADD CONSTRAINT "home_blocks_featured_stories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_featured_stories_locales" ADD CONSTRAINT "home_blocks_featured_stories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_featured_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_social_wall" ADD CONSTRAINT "home_blocks_social_wall_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_social_wall_locales" ADD CONSTRAINT "home_blocks_social_wall_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_social_wall"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_news_list" ADD CONSTRAINT "home_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_news_list_locales" ADD CONSTRAINT "home_blocks_news_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_news_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_events_list" ADD CONSTRAINT "home_blocks_events_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_events_list_locales" ADD CONSTRAINT "home_blocks_events_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_events_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_press_list" ADD CONSTRAINT "home_blocks_press_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_press_list_locales" ADD CONSTRAINT "home_blocks_press_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_press_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_latest_news" ADD CONSTRAINT "home_blocks_latest_news_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_latest_news_locales" ADD CONSTRAINT "home_blocks_latest_news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_latest_news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_upcoming_events" ADD CONSTRAINT "home_blocks_upcoming_events_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_upcoming_events_locales" ADD CONSTRAINT "home_blocks_upcoming_events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_upcoming_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_media_covers_items" ADD CONSTRAINT "_home_v_blocks_media_covers_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_media_covers_items" ADD CONSTRAINT "_home_v_blocks_media_covers_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_media_covers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_media_covers_items_locales" ADD CONSTRAINT "_home_v_blocks_media_covers_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_media_covers_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_media_covers" ADD CONSTRAINT "_home_v_blocks_media_covers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_media_covers_locales" ADD CONSTRAINT "_home_v_blocks_media_covers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_media_covers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_featured_stories" ADD CONSTRAINT "_home_v_blocks_featured_stories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_featured_stories_locales" ADD CONSTRAINT "_home_v_blocks_featured_stories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_featured_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_social_wall" ADD CONSTRAINT "_home_v_blocks_social_wall_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_social_wall_locales" ADD CONSTRAINT "_home_v_blocks_social_wall_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_social_wall"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_news_list" ADD CONSTRAINT "_home_v_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_news_list_locales" ADD CONSTRAINT "_home_v_blocks_news_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_news_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_events_list" ADD CONSTRAINT "_home_v_blocks_events_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_events_list_locales" ADD CONSTRAINT "_home_v_blocks_events_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_events_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_press_list" ADD CONSTRAINT "_home_v_blocks_press_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_press_list_locales" ADD CONSTRAINT "_home_v_blocks_press_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_press_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_latest_news" ADD CONSTRAINT "_home_v_blocks_latest_news_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_latest_news_locales" ADD CONSTRAINT "_home_v_blocks_latest_news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_latest_news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_upcoming_events" ADD CONSTRAINT "_home_v_blocks_upcoming_events_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_upcoming_events_locales" ADD CONSTRAINT "_home_v_blocks_upcoming_events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_upcoming_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "featured_stories" ADD CONSTRAINT "featured_stories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "featured_stories" ADD CONSTRAINT "featured_stories_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "featured_stories_locales" ADD CONSTRAINT "featured_stories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."featured_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_featured_stories_v" ADD CONSTRAINT "_featured_stories_v_parent_id_featured_stories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."featured_stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_featured_stories_v" ADD CONSTRAINT "_featured_stories_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_featured_stories_v" ADD CONSTRAINT "_featured_stories_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_featured_stories_v_locales" ADD CONSTRAINT "_featured_stories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_featured_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "social_wall_items" ADD CONSTRAINT "social_wall_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "social_wall_items" ADD CONSTRAINT "social_wall_items_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "social_wall_items_locales" ADD CONSTRAINT "social_wall_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."social_wall_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_social_wall_items_v" ADD CONSTRAINT "_social_wall_items_v_parent_id_social_wall_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."social_wall_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_social_wall_items_v" ADD CONSTRAINT "_social_wall_items_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_social_wall_items_v" ADD CONSTRAINT "_social_wall_items_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_social_wall_items_v_locales" ADD CONSTRAINT "_social_wall_items_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_social_wall_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_images" ADD CONSTRAINT "news_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_images" ADD CONSTRAINT "news_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_version_images" ADD CONSTRAINT "_news_v_version_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_version_images" ADD CONSTRAINT "_news_v_version_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_images" ADD CONSTRAINT "events_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_images" ADD CONSTRAINT "events_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_locales" ADD CONSTRAINT "events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_images" ADD CONSTRAINT "_events_v_version_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_version_images" ADD CONSTRAINT "_events_v_version_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_locales" ADD CONSTRAINT "_events_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "press_categories" ADD CONSTRAINT "press_categories_parent_id_press_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."press_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press_categories" ADD CONSTRAINT "press_categories_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press_categories_locales" ADD CONSTRAINT "press_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."press_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_press_categories_v" ADD CONSTRAINT "_press_categories_v_parent_id_press_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."press_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_categories_v" ADD CONSTRAINT "_press_categories_v_version_parent_id_press_categories_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."press_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_categories_v" ADD CONSTRAINT "_press_categories_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_categories_v_locales" ADD CONSTRAINT "_press_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_press_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "press_images" ADD CONSTRAINT "press_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press_images" ADD CONSTRAINT "press_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."press"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "press" ADD CONSTRAINT "press_category_id_press_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."press_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press" ADD CONSTRAINT "press_sub_category_id_press_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."press_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press" ADD CONSTRAINT "press_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press" ADD CONSTRAINT "press_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press_locales" ADD CONSTRAINT "press_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."press"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_press_v_version_images" ADD CONSTRAINT "_press_v_version_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_v_version_images" ADD CONSTRAINT "_press_v_version_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_press_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_press_v" ADD CONSTRAINT "_press_v_parent_id_press_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."press"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_v" ADD CONSTRAINT "_press_v_version_category_id_press_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."press_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_v" ADD CONSTRAINT "_press_v_version_sub_category_id_press_categories_id_fk" FOREIGN KEY ("version_sub_category_id") REFERENCES "public"."press_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_v" ADD CONSTRAINT "_press_v_version_file_id_media_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_v" ADD CONSTRAINT "_press_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_v_locales" ADD CONSTRAINT "_press_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_press_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_media_covers_items_order_idx" ON "pages_blocks_media_covers_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_media_covers_items_parent_id_idx" ON "pages_blocks_media_covers_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_media_covers_items_image_idx" ON "pages_blocks_media_covers_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_media_covers_items_locales_locale_parent_id_uni" ON "pages_blocks_media_covers_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_media_covers_order_idx" ON "pages_blocks_media_covers" USING btree ("_order");
  CREATE INDEX "pages_blocks_media_covers_parent_id_idx" ON "pages_blocks_media_covers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_media_covers_path_idx" ON "pages_blocks_media_covers" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_media_covers_locales_locale_parent_id_unique" ON "pages_blocks_media_covers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_featured_stories_order_idx" ON "pages_blocks_featured_stories" USING btree ("_order");
  CREATE INDEX "pages_blocks_featured_stories_parent_id_idx" ON "pages_blocks_featured_stories" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_featured_stories_path_idx" ON "pages_blocks_featured_stories" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_featured_stories_locales_locale_parent_id_uniqu" ON "pages_blocks_featured_stories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_social_wall_order_idx" ON "pages_blocks_social_wall" USING btree ("_order");
  CREATE INDEX "pages_blocks_social_wall_parent_id_idx" ON "pages_blocks_social_wall" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_social_wall_path_idx" ON "pages_blocks_social_wall" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_social_wall_locales_locale_parent_id_unique" ON "pages_blocks_social_wall_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_news_list_order_idx" ON "pages_blocks_news_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_news_list_parent_id_idx" ON "pages_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_news_list_path_idx" ON "pages_blocks_news_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_news_list_locales_locale_parent_id_unique" ON "pages_blocks_news_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_events_list_order_idx" ON "pages_blocks_events_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_events_list_parent_id_idx" ON "pages_blocks_events_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_events_list_path_idx" ON "pages_blocks_events_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_events_list_locales_locale_parent_id_unique" ON "pages_blocks_events_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_press_list_order_idx" ON "pages_blocks_press_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_press_list_parent_id_idx" ON "pages_blocks_press_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_press_list_path_idx" ON "pages_blocks_press_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_press_list_locales_locale_parent_id_unique" ON "pages_blocks_press_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_latest_news_order_idx" ON "pages_blocks_latest_news" USING btree ("_order");
  CREATE INDEX "pages_blocks_latest_news_parent_id_idx" ON "pages_blocks_latest_news" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_latest_news_path_idx" ON "pages_blocks_latest_news" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_latest_news_locales_locale_parent_id_unique" ON "pages_blocks_latest_news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_upcoming_events_order_idx" ON "pages_blocks_upcoming_events" USING btree ("_order");
  CREATE INDEX "pages_blocks_upcoming_events_parent_id_idx" ON "pages_blocks_upcoming_events" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_upcoming_events_path_idx" ON "pages_blocks_upcoming_events" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_upcoming_events_locales_locale_parent_id_unique" ON "pages_blocks_upcoming_events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_media_covers_items_order_idx" ON "_pages_v_blocks_media_covers_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_media_covers_items_parent_id_idx" ON "_pages_v_blocks_media_covers_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_media_covers_items_image_idx" ON "_pages_v_blocks_media_covers_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_media_covers_items_locales_locale_parent_id_" ON "_pages_v_blocks_media_covers_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_media_covers_order_idx" ON "_pages_v_blocks_media_covers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_media_covers_parent_id_idx" ON "_pages_v_blocks_media_covers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_media_covers_path_idx" ON "_pages_v_blocks_media_covers" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_media_covers_locales_locale_parent_id_unique" ON "_pages_v_blocks_media_covers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_featured_stories_order_idx" ON "_pages_v_blocks_featured_stories" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_featured_stories_parent_id_idx" ON "_pages_v_blocks_featured_stories" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_featured_stories_path_idx" ON "_pages_v_blocks_featured_stories" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_featured_stories_locales_locale_parent_id_un" ON "_pages_v_blocks_featured_stories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_social_wall_order_idx" ON "_pages_v_blocks_social_wall" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_social_wall_parent_id_idx" ON "_pages_v_blocks_social_wall" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_social_wall_path_idx" ON "_pages_v_blocks_social_wall" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_social_wall_locales_locale_parent_id_unique" ON "_pages_v_blocks_social_wall_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_news_list_order_idx" ON "_pages_v_blocks_news_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_news_list_parent_id_idx" ON "_pages_v_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_news_list_path_idx" ON "_pages_v_blocks_news_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_news_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_news_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_events_list_order_idx" ON "_pages_v_blocks_events_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_events_list_parent_id_idx" ON "_pages_v_blocks_events_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_events_list_path_idx" ON "_pages_v_blocks_events_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_events_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_events_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_press_list_order_idx" ON "_pages_v_blocks_press_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_press_list_parent_id_idx" ON "_pages_v_blocks_press_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_press_list_path_idx" ON "_pages_v_blocks_press_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_press_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_press_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_latest_news_order_idx" ON "_pages_v_blocks_latest_news" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_latest_news_parent_id_idx" ON "_pages_v_blocks_latest_news" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_latest_news_path_idx" ON "_pages_v_blocks_latest_news" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_latest_news_locales_locale_parent_id_unique" ON "_pages_v_blocks_latest_news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_upcoming_events_order_idx" ON "_pages_v_blocks_upcoming_events" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_upcoming_events_parent_id_idx" ON "_pages_v_blocks_upcoming_events" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_upcoming_events_path_idx" ON "_pages_v_blocks_upcoming_events" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_upcoming_events_locales_locale_parent_id_uni" ON "_pages_v_blocks_upcoming_events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_media_covers_items_order_idx" ON "home_blocks_media_covers_items" USING btree ("_order");
  CREATE INDEX "home_blocks_media_covers_items_parent_id_idx" ON "home_blocks_media_covers_items" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_media_covers_items_image_idx" ON "home_blocks_media_covers_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "home_blocks_media_covers_items_locales_locale_parent_id_uniq" ON "home_blocks_media_covers_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_media_covers_order_idx" ON "home_blocks_media_covers" USING btree ("_order");
  CREATE INDEX "home_blocks_media_covers_parent_id_idx" ON "home_blocks_media_covers" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_media_covers_path_idx" ON "home_blocks_media_covers" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_media_covers_locales_locale_parent_id_unique" ON "home_blocks_media_covers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_featured_stories_order_idx" ON "home_blocks_featured_stories" USING btree ("_order");
  CREATE INDEX "home_blocks_featured_stories_parent_id_idx" ON "home_blocks_featured_stories" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_featured_stories_path_idx" ON "home_blocks_featured_stories" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_featured_stories_locales_locale_parent_id_unique" ON "home_blocks_featured_stories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_social_wall_order_idx" ON "home_blocks_social_wall" USING btree ("_order");
  CREATE INDEX "home_blocks_social_wall_parent_id_idx" ON "home_blocks_social_wall" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_social_wall_path_idx" ON "home_blocks_social_wall" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_social_wall_locales_locale_parent_id_unique" ON "home_blocks_social_wall_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_news_list_order_idx" ON "home_blocks_news_list" USING btree ("_order");
  CREATE INDEX "home_blocks_news_list_parent_id_idx" ON "home_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_news_list_path_idx" ON "home_blocks_news_list" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_news_list_locales_locale_parent_id_unique" ON "home_blocks_news_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_events_list_order_idx" ON "home_blocks_events_list" USING btree ("_order");
  CREATE INDEX "home_blocks_events_list_parent_id_idx" ON "home_blocks_events_list" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_events_list_path_idx" ON "home_blocks_events_list" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_events_list_locales_locale_parent_id_unique" ON "home_blocks_events_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_press_list_order_idx" ON "home_blocks_press_list" USING btree ("_order");
  CREATE INDEX "home_blocks_press_list_parent_id_idx" ON "home_blocks_press_list" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_press_list_path_idx" ON "home_blocks_press_list" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_press_list_locales_locale_parent_id_unique" ON "home_blocks_press_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_latest_news_order_idx" ON "home_blocks_latest_news" USING btree ("_order");
  CREATE INDEX "home_blocks_latest_news_parent_id_idx" ON "home_blocks_latest_news" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_latest_news_path_idx" ON "home_blocks_latest_news" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_latest_news_locales_locale_parent_id_unique" ON "home_blocks_latest_news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_upcoming_events_order_idx" ON "home_blocks_upcoming_events" USING btree ("_order");
  CREATE INDEX "home_blocks_upcoming_events_parent_id_idx" ON "home_blocks_upcoming_events" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_upcoming_events_path_idx" ON "home_blocks_upcoming_events" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_upcoming_events_locales_locale_parent_id_unique" ON "home_blocks_upcoming_events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_media_covers_items_order_idx" ON "_home_v_blocks_media_covers_items" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_media_covers_items_parent_id_idx" ON "_home_v_blocks_media_covers_items" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_media_covers_items_image_idx" ON "_home_v_blocks_media_covers_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "_home_v_blocks_media_covers_items_locales_locale_parent_id_u" ON "_home_v_blocks_media_covers_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_media_covers_order_idx" ON "_home_v_blocks_media_covers" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_media_covers_parent_id_idx" ON "_home_v_blocks_media_covers" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_media_covers_path_idx" ON "_home_v_blocks_media_covers" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_media_covers_locales_locale_parent_id_unique" ON "_home_v_blocks_media_covers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_featured_stories_order_idx" ON "_home_v_blocks_featured_stories" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_featured_stories_parent_id_idx" ON "_home_v_blocks_featured_stories" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_featured_stories_path_idx" ON "_home_v_blocks_featured_stories" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_featured_stories_locales_locale_parent_id_uni" ON "_home_v_blocks_featured_stories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_social_wall_order_idx" ON "_home_v_blocks_social_wall" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_social_wall_parent_id_idx" ON "_home_v_blocks_social_wall" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_social_wall_path_idx" ON "_home_v_blocks_social_wall" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_social_wall_locales_locale_parent_id_unique" ON "_home_v_blocks_social_wall_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_news_list_order_idx" ON "_home_v_blocks_news_list" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_news_list_parent_id_idx" ON "_home_v_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_news_list_path_idx" ON "_home_v_blocks_news_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_news_list_locales_locale_parent_id_unique" ON "_home_v_blocks_news_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_events_list_order_idx" ON "_home_v_blocks_events_list" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_events_list_parent_id_idx" ON "_home_v_blocks_events_list" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_events_list_path_idx" ON "_home_v_blocks_events_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_events_list_locales_locale_parent_id_unique" ON "_home_v_blocks_events_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_press_list_order_idx" ON "_home_v_blocks_press_list" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_press_list_parent_id_idx" ON "_home_v_blocks_press_list" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_press_list_path_idx" ON "_home_v_blocks_press_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_press_list_locales_locale_parent_id_unique" ON "_home_v_blocks_press_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_latest_news_order_idx" ON "_home_v_blocks_latest_news" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_latest_news_parent_id_idx" ON "_home_v_blocks_latest_news" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_latest_news_path_idx" ON "_home_v_blocks_latest_news" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_latest_news_locales_locale_parent_id_unique" ON "_home_v_blocks_latest_news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_upcoming_events_order_idx" ON "_home_v_blocks_upcoming_events" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_upcoming_events_parent_id_idx" ON "_home_v_blocks_upcoming_events" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_upcoming_events_path_idx" ON "_home_v_blocks_upcoming_events" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_upcoming_events_locales_locale_parent_id_uniq" ON "_home_v_blocks_upcoming_events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "featured_stories_slug_idx" ON "featured_stories" USING btree ("slug");
  CREATE INDEX "featured_stories_image_idx" ON "featured_stories" USING btree ("image_id");
  CREATE INDEX "featured_stories_type_idx" ON "featured_stories" USING btree ("type");
  CREATE INDEX "featured_stories_date_idx" ON "featured_stories" USING btree ("date");
  CREATE INDEX "featured_stories_is_media_idx" ON "featured_stories" USING btree ("is_media");
  CREATE INDEX "featured_stories_country_idx" ON "featured_stories" USING btree ("country");
  CREATE INDEX "featured_stories_seo_seo_share_image_idx" ON "featured_stories" USING btree ("seo_share_image_id");
  CREATE INDEX "featured_stories_updated_at_idx" ON "featured_stories" USING btree ("updated_at");
  CREATE INDEX "featured_stories_created_at_idx" ON "featured_stories" USING btree ("created_at");
  CREATE INDEX "featured_stories__status_idx" ON "featured_stories" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_13_idx" ON "featured_stories" USING btree ("slug","country");
  CREATE UNIQUE INDEX "featured_stories_locales_locale_parent_id_unique" ON "featured_stories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_featured_stories_v_parent_idx" ON "_featured_stories_v" USING btree ("parent_id");
  CREATE INDEX "_featured_stories_v_version_version_slug_idx" ON "_featured_stories_v" USING btree ("version_slug");
  CREATE INDEX "_featured_stories_v_version_version_image_idx" ON "_featured_stories_v" USING btree ("version_image_id");
  CREATE INDEX "_featured_stories_v_version_version_type_idx" ON "_featured_stories_v" USING btree ("version_type");
  CREATE INDEX "_featured_stories_v_version_version_date_idx" ON "_featured_stories_v" USING btree ("version_date");
  CREATE INDEX "_featured_stories_v_version_version_is_media_idx" ON "_featured_stories_v" USING btree ("version_is_media");
  CREATE INDEX "_featured_stories_v_version_version_country_idx" ON "_featured_stories_v" USING btree ("version_country");
  CREATE INDEX "_featured_stories_v_version_seo_version_seo_share_image_idx" ON "_featured_stories_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_featured_stories_v_version_version_updated_at_idx" ON "_featured_stories_v" USING btree ("version_updated_at");
  CREATE INDEX "_featured_stories_v_version_version_created_at_idx" ON "_featured_stories_v" USING btree ("version_created_at");
  CREATE INDEX "_featured_stories_v_version_version__status_idx" ON "_featured_stories_v" USING btree ("version__status");
  CREATE INDEX "_featured_stories_v_created_at_idx" ON "_featured_stories_v" USING btree ("created_at");
  CREATE INDEX "_featured_stories_v_updated_at_idx" ON "_featured_stories_v" USING btree ("updated_at");
  CREATE INDEX "_featured_stories_v_snapshot_idx" ON "_featured_stories_v" USING btree ("snapshot");
  CREATE INDEX "_featured_stories_v_published_locale_idx" ON "_featured_stories_v" USING btree ("published_locale");
  CREATE INDEX "_featured_stories_v_latest_idx" ON "_featured_stories_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_13_idx" ON "_featured_stories_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_featured_stories_v_locales_locale_parent_id_unique" ON "_featured_stories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "social_wall_items_slug_idx" ON "social_wall_items" USING btree ("slug");
  CREATE INDEX "social_wall_items_image_idx" ON "social_wall_items" USING btree ("image_id");
  CREATE INDEX "social_wall_items_posted_at_idx" ON "social_wall_items" USING btree ("posted_at");
  CREATE INDEX "social_wall_items_country_idx" ON "social_wall_items" USING btree ("country");
  CREATE INDEX "social_wall_items_seo_seo_share_image_idx" ON "social_wall_items" USING btree ("seo_share_image_id");
  CREATE INDEX "social_wall_items_updated_at_idx" ON "social_wall_items" USING btree ("updated_at");
  CREATE INDEX "social_wall_items_created_at_idx" ON "social_wall_items" USING btree ("created_at");
  CREATE INDEX "social_wall_items__status_idx" ON "social_wall_items" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_14_idx" ON "social_wall_items" USING btree ("slug","country");
  CREATE UNIQUE INDEX "social_wall_items_locales_locale_parent_id_unique" ON "social_wall_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_social_wall_items_v_parent_idx" ON "_social_wall_items_v" USING btree ("parent_id");
  CREATE INDEX "_social_wall_items_v_version_version_slug_idx" ON "_social_wall_items_v" USING btree ("version_slug");
  CREATE INDEX "_social_wall_items_v_version_version_image_idx" ON "_social_wall_items_v" USING btree ("version_image_id");
  CREATE INDEX "_social_wall_items_v_version_version_posted_at_idx" ON "_social_wall_items_v" USING btree ("version_posted_at");
  CREATE INDEX "_social_wall_items_v_version_version_country_idx" ON "_social_wall_items_v" USING btree ("version_country");
  CREATE INDEX "_social_wall_items_v_version_seo_version_seo_share_image_idx" ON "_social_wall_items_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_social_wall_items_v_version_version_updated_at_idx" ON "_social_wall_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_social_wall_items_v_version_version_created_at_idx" ON "_social_wall_items_v" USING btree ("version_created_at");
  CREATE INDEX "_social_wall_items_v_version_version__status_idx" ON "_social_wall_items_v" USING btree ("version__status");
  CREATE INDEX "_social_wall_items_v_created_at_idx" ON "_social_wall_items_v" USING btree ("created_at");
  CREATE INDEX "_social_wall_items_v_updated_at_idx" ON "_social_wall_items_v" USING btree ("updated_at");
  CREATE INDEX "_social_wall_items_v_snapshot_idx" ON "_social_wall_items_v" USING btree ("snapshot");
  CREATE INDEX "_social_wall_items_v_published_locale_idx" ON "_social_wall_items_v" USING btree ("published_locale");
  CREATE INDEX "_social_wall_items_v_latest_idx" ON "_social_wall_items_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_14_idx" ON "_social_wall_items_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_social_wall_items_v_locales_locale_parent_id_unique" ON "_social_wall_items_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "news_images_order_idx" ON "news_images" USING btree ("_order");
  CREATE INDEX "news_images_parent_id_idx" ON "news_images" USING btree ("_parent_id");
  CREATE INDEX "news_images_image_idx" ON "news_images" USING btree ("image_id");
  CREATE INDEX "news_slug_idx" ON "news" USING btree ("slug");
  CREATE INDEX "news_date_idx" ON "news" USING btree ("date");
  CREATE INDEX "news_year_idx" ON "news" USING btree ("year");
  CREATE INDEX "news_month_idx" ON "news" USING btree ("month");
  CREATE INDEX "news_sub_category_idx" ON "news" USING btree ("sub_category");
  CREATE INDEX "news_country_idx" ON "news" USING btree ("country");
  CREATE INDEX "news_seo_seo_share_image_idx" ON "news" USING btree ("seo_share_image_id");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_15_idx" ON "news" USING btree ("slug","country");
  CREATE UNIQUE INDEX "news_locales_locale_parent_id_unique" ON "news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_news_v_version_images_order_idx" ON "_news_v_version_images" USING btree ("_order");
  CREATE INDEX "_news_v_version_images_parent_id_idx" ON "_news_v_version_images" USING btree ("_parent_id");
  CREATE INDEX "_news_v_version_images_image_idx" ON "_news_v_version_images" USING btree ("image_id");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_slug_idx" ON "_news_v" USING btree ("version_slug");
  CREATE INDEX "_news_v_version_version_date_idx" ON "_news_v" USING btree ("version_date");
  CREATE INDEX "_news_v_version_version_year_idx" ON "_news_v" USING btree ("version_year");
  CREATE INDEX "_news_v_version_version_month_idx" ON "_news_v" USING btree ("version_month");
  CREATE INDEX "_news_v_version_version_sub_category_idx" ON "_news_v" USING btree ("version_sub_category");
  CREATE INDEX "_news_v_version_version_country_idx" ON "_news_v" USING btree ("version_country");
  CREATE INDEX "_news_v_version_seo_version_seo_share_image_idx" ON "_news_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_snapshot_idx" ON "_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "_news_v" USING btree ("published_locale");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_15_idx" ON "_news_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_news_v_locales_locale_parent_id_unique" ON "_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "events_images_order_idx" ON "events_images" USING btree ("_order");
  CREATE INDEX "events_images_parent_id_idx" ON "events_images" USING btree ("_parent_id");
  CREATE INDEX "events_images_image_idx" ON "events_images" USING btree ("image_id");
  CREATE INDEX "events_slug_idx" ON "events" USING btree ("slug");
  CREATE INDEX "events_start_idx" ON "events" USING btree ("start");
  CREATE INDEX "events_ends_at_idx" ON "events" USING btree ("ends_at");
  CREATE INDEX "events_year_idx" ON "events" USING btree ("year");
  CREATE INDEX "events_month_idx" ON "events" USING btree ("month");
  CREATE INDEX "events_country_idx" ON "events" USING btree ("country");
  CREATE INDEX "events_seo_seo_share_image_idx" ON "events" USING btree ("seo_share_image_id");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_16_idx" ON "events" USING btree ("slug","country");
  CREATE UNIQUE INDEX "events_locales_locale_parent_id_unique" ON "events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_version_images_order_idx" ON "_events_v_version_images" USING btree ("_order");
  CREATE INDEX "_events_v_version_images_parent_id_idx" ON "_events_v_version_images" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_images_image_idx" ON "_events_v_version_images" USING btree ("image_id");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_slug_idx" ON "_events_v" USING btree ("version_slug");
  CREATE INDEX "_events_v_version_version_start_idx" ON "_events_v" USING btree ("version_start");
  CREATE INDEX "_events_v_version_version_ends_at_idx" ON "_events_v" USING btree ("version_ends_at");
  CREATE INDEX "_events_v_version_version_year_idx" ON "_events_v" USING btree ("version_year");
  CREATE INDEX "_events_v_version_version_month_idx" ON "_events_v" USING btree ("version_month");
  CREATE INDEX "_events_v_version_version_country_idx" ON "_events_v" USING btree ("version_country");
  CREATE INDEX "_events_v_version_seo_version_seo_share_image_idx" ON "_events_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_snapshot_idx" ON "_events_v" USING btree ("snapshot");
  CREATE INDEX "_events_v_published_locale_idx" ON "_events_v" USING btree ("published_locale");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_16_idx" ON "_events_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_events_v_locales_locale_parent_id_unique" ON "_events_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "press_categories_slug_idx" ON "press_categories" USING btree ("slug");
  CREATE INDEX "press_categories_parent_idx" ON "press_categories" USING btree ("parent_id");
  CREATE INDEX "press_categories_country_idx" ON "press_categories" USING btree ("country");
  CREATE INDEX "press_categories_seo_seo_share_image_idx" ON "press_categories" USING btree ("seo_share_image_id");
  CREATE INDEX "press_categories_updated_at_idx" ON "press_categories" USING btree ("updated_at");
  CREATE INDEX "press_categories_created_at_idx" ON "press_categories" USING btree ("created_at");
  CREATE INDEX "press_categories__status_idx" ON "press_categories" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_17_idx" ON "press_categories" USING btree ("slug","country");
  CREATE UNIQUE INDEX "press_categories_locales_locale_parent_id_unique" ON "press_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_press_categories_v_parent_idx" ON "_press_categories_v" USING btree ("parent_id");
  CREATE INDEX "_press_categories_v_version_version_slug_idx" ON "_press_categories_v" USING btree ("version_slug");
  CREATE INDEX "_press_categories_v_version_version_parent_idx" ON "_press_categories_v" USING btree ("version_parent_id");
  CREATE INDEX "_press_categories_v_version_version_country_idx" ON "_press_categories_v" USING btree ("version_country");
  CREATE INDEX "_press_categories_v_version_seo_version_seo_share_image_idx" ON "_press_categories_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_press_categories_v_version_version_updated_at_idx" ON "_press_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_press_categories_v_version_version_created_at_idx" ON "_press_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_press_categories_v_version_version__status_idx" ON "_press_categories_v" USING btree ("version__status");
  CREATE INDEX "_press_categories_v_created_at_idx" ON "_press_categories_v" USING btree ("created_at");
  CREATE INDEX "_press_categories_v_updated_at_idx" ON "_press_categories_v" USING btree ("updated_at");
  CREATE INDEX "_press_categories_v_snapshot_idx" ON "_press_categories_v" USING btree ("snapshot");
  CREATE INDEX "_press_categories_v_published_locale_idx" ON "_press_categories_v" USING btree ("published_locale");
  CREATE INDEX "_press_categories_v_latest_idx" ON "_press_categories_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_17_idx" ON "_press_categories_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_press_categories_v_locales_locale_parent_id_unique" ON "_press_categories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "press_images_order_idx" ON "press_images" USING btree ("_order");
  CREATE INDEX "press_images_parent_id_idx" ON "press_images" USING btree ("_parent_id");
  CREATE INDEX "press_images_image_idx" ON "press_images" USING btree ("image_id");
  CREATE INDEX "press_slug_idx" ON "press" USING btree ("slug");
  CREATE INDEX "press_date_idx" ON "press" USING btree ("date");
  CREATE INDEX "press_year_idx" ON "press" USING btree ("year");
  CREATE INDEX "press_month_idx" ON "press" USING btree ("month");
  CREATE INDEX "press_category_idx" ON "press" USING btree ("category_id");
  CREATE INDEX "press_sub_category_idx" ON "press" USING btree ("sub_category_id");
  CREATE INDEX "press_category_slug_idx" ON "press" USING btree ("category_slug");
  CREATE INDEX "press_sub_category_slug_idx" ON "press" USING btree ("sub_category_slug");
  CREATE INDEX "press_file_idx" ON "press" USING btree ("file_id");
  CREATE INDEX "press_country_idx" ON "press" USING btree ("country");
  CREATE INDEX "press_seo_seo_share_image_idx" ON "press" USING btree ("seo_share_image_id");
  CREATE INDEX "press_updated_at_idx" ON "press" USING btree ("updated_at");
  CREATE INDEX "press_created_at_idx" ON "press" USING btree ("created_at");
  CREATE INDEX "press__status_idx" ON "press" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_18_idx" ON "press" USING btree ("slug","country");
  CREATE UNIQUE INDEX "press_locales_locale_parent_id_unique" ON "press_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_press_v_version_images_order_idx" ON "_press_v_version_images" USING btree ("_order");
  CREATE INDEX "_press_v_version_images_parent_id_idx" ON "_press_v_version_images" USING btree ("_parent_id");
  CREATE INDEX "_press_v_version_images_image_idx" ON "_press_v_version_images" USING btree ("image_id");
  CREATE INDEX "_press_v_parent_idx" ON "_press_v" USING btree ("parent_id");
  CREATE INDEX "_press_v_version_version_slug_idx" ON "_press_v" USING btree ("version_slug");
  CREATE INDEX "_press_v_version_version_date_idx" ON "_press_v" USING btree ("version_date");
  CREATE INDEX "_press_v_version_version_year_idx" ON "_press_v" USING btree ("version_year");
  CREATE INDEX "_press_v_version_version_month_idx" ON "_press_v" USING btree ("version_month");
  CREATE INDEX "_press_v_version_version_category_idx" ON "_press_v" USING btree ("version_category_id");
  CREATE INDEX "_press_v_version_version_sub_category_idx" ON "_press_v" USING btree ("version_sub_category_id");
  CREATE INDEX "_press_v_version_version_category_slug_idx" ON "_press_v" USING btree ("version_category_slug");
  CREATE INDEX "_press_v_version_version_sub_category_slug_idx" ON "_press_v" USING btree ("version_sub_category_slug");
  CREATE INDEX "_press_v_version_version_file_idx" ON "_press_v" USING btree ("version_file_id");
  CREATE INDEX "_press_v_version_version_country_idx" ON "_press_v" USING btree ("version_country");
  CREATE INDEX "_press_v_version_seo_version_seo_share_image_idx" ON "_press_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_press_v_version_version_updated_at_idx" ON "_press_v" USING btree ("version_updated_at");
  CREATE INDEX "_press_v_version_version_created_at_idx" ON "_press_v" USING btree ("version_created_at");
  CREATE INDEX "_press_v_version_version__status_idx" ON "_press_v" USING btree ("version__status");
  CREATE INDEX "_press_v_created_at_idx" ON "_press_v" USING btree ("created_at");
  CREATE INDEX "_press_v_updated_at_idx" ON "_press_v" USING btree ("updated_at");
  CREATE INDEX "_press_v_snapshot_idx" ON "_press_v" USING btree ("snapshot");
  CREATE INDEX "_press_v_published_locale_idx" ON "_press_v" USING btree ("published_locale");
  CREATE INDEX "_press_v_latest_idx" ON "_press_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_18_idx" ON "_press_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_press_v_locales_locale_parent_id_unique" ON "_press_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "share_counts_updated_at_idx" ON "share_counts" USING btree ("updated_at");
  CREATE INDEX "share_counts_created_at_idx" ON "share_counts" USING btree ("created_at");
  CREATE UNIQUE INDEX "item_collection_item_slug_network_idx" ON "share_counts" USING btree ("item_collection","item_slug","network");
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_press_fk" FOREIGN KEY ("press_id") REFERENCES "public"."press"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_featured_stories_fk" FOREIGN KEY ("featured_stories_id") REFERENCES "public"."featured_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_social_wall_items_fk" FOREIGN KEY ("social_wall_items_id") REFERENCES "public"."social_wall_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_press_categories_fk" FOREIGN KEY ("press_categories_id") REFERENCES "public"."press_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_press_fk" FOREIGN KEY ("press_id") REFERENCES "public"."press"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_share_counts_fk" FOREIGN KEY ("share_counts_id") REFERENCES "public"."share_counts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_rels_news_id_idx" ON "search_rels" USING btree ("news_id");
  CREATE INDEX "search_rels_events_id_idx" ON "search_rels" USING btree ("events_id");
  CREATE INDEX "search_rels_press_id_idx" ON "search_rels" USING btree ("press_id");
  CREATE INDEX "payload_locked_documents_rels_featured_stories_id_idx" ON "payload_locked_documents_rels" USING btree ("featured_stories_id");
  CREATE INDEX "payload_locked_documents_rels_social_wall_items_id_idx" ON "payload_locked_documents_rels" USING btree ("social_wall_items_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_press_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("press_categories_id");
  CREATE INDEX "payload_locked_documents_rels_press_id_idx" ON "payload_locked_documents_rels" USING btree ("press_id");
  CREATE INDEX "payload_locked_documents_rels_share_counts_id_idx" ON "payload_locked_documents_rels" USING btree ("share_counts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_media_covers_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_media_covers_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_media_covers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_media_covers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_featured_stories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_featured_stories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_social_wall" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_social_wall_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_news_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_news_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_events_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_events_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_press_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_press_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_latest_news" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_latest_news_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_upcoming_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_upcoming_events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_media_covers_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_media_covers_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_media_covers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_media_covers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_featured_stories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_featured_stories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_social_wall" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_social_wall_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_news_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_news_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_events_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_events_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_press_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_press_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_latest_news" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_latest_news_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_upcoming_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_upcoming_events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_media_covers_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_media_covers_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_media_covers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_media_covers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_featured_stories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_featured_stories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_social_wall" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_social_wall_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_news_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_news_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_events_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_events_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_press_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_press_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_latest_news" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_latest_news_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_upcoming_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_upcoming_events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_media_covers_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_media_covers_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_media_covers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_media_covers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_featured_stories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_featured_stories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_social_wall" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_social_wall_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_news_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_news_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_events_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_events_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_press_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_press_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_latest_news" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_latest_news_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_upcoming_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_upcoming_events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "featured_stories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "featured_stories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_featured_stories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_featured_stories_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "social_wall_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "social_wall_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_social_wall_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_social_wall_items_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_version_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "press_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "press_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_press_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_press_categories_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "press_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "press" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "press_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_press_v_version_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_press_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_press_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "share_counts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_media_covers_items" CASCADE;
  DROP TABLE "pages_blocks_media_covers_items_locales" CASCADE;
  DROP TABLE "pages_blocks_media_covers" CASCADE;
  DROP TABLE "pages_blocks_media_covers_locales" CASCADE;
  DROP TABLE "pages_blocks_featured_stories" CASCADE;
  DROP TABLE "pages_blocks_featured_stories_locales" CASCADE;
  DROP TABLE "pages_blocks_social_wall" CASCADE;
  DROP TABLE "pages_blocks_social_wall_locales" CASCADE;
  DROP TABLE "pages_blocks_news_list" CASCADE;
  DROP TABLE "pages_blocks_news_list_locales" CASCADE;
  DROP TABLE "pages_blocks_events_list" CASCADE;
  DROP TABLE "pages_blocks_events_list_locales" CASCADE;
  DROP TABLE "pages_blocks_press_list" CASCADE;
  DROP TABLE "pages_blocks_press_list_locales" CASCADE;
  DROP TABLE "pages_blocks_latest_news" CASCADE;
  DROP TABLE "pages_blocks_latest_news_locales" CASCADE;
  DROP TABLE "pages_blocks_upcoming_events" CASCADE;
  DROP TABLE "pages_blocks_upcoming_events_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_media_covers_items" CASCADE;
  DROP TABLE "_pages_v_blocks_media_covers_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_media_covers" CASCADE;
  DROP TABLE "_pages_v_blocks_media_covers_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_featured_stories" CASCADE;
  DROP TABLE "_pages_v_blocks_featured_stories_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_social_wall" CASCADE;
  DROP TABLE "_pages_v_blocks_social_wall_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_news_list" CASCADE;
  DROP TABLE "_pages_v_blocks_news_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_events_list" CASCADE;
  DROP TABLE "_pages_v_blocks_events_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_press_list" CASCADE;
  DROP TABLE "_pages_v_blocks_press_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_latest_news" CASCADE;
  DROP TABLE "_pages_v_blocks_latest_news_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_upcoming_events" CASCADE;
  DROP TABLE "_pages_v_blocks_upcoming_events_locales" CASCADE;
  DROP TABLE "home_blocks_media_covers_items" CASCADE;
  DROP TABLE "home_blocks_media_covers_items_locales" CASCADE;
  DROP TABLE "home_blocks_media_covers" CASCADE;
  DROP TABLE "home_blocks_media_covers_locales" CASCADE;
  DROP TABLE "home_blocks_featured_stories" CASCADE;
  DROP TABLE "home_blocks_featured_stories_locales" CASCADE;
  DROP TABLE "home_blocks_social_wall" CASCADE;
  DROP TABLE "home_blocks_social_wall_locales" CASCADE;
  DROP TABLE "home_blocks_news_list" CASCADE;
  DROP TABLE "home_blocks_news_list_locales" CASCADE;
  DROP TABLE "home_blocks_events_list" CASCADE;
  DROP TABLE "home_blocks_events_list_locales" CASCADE;
  DROP TABLE "home_blocks_press_list" CASCADE;
  DROP TABLE "home_blocks_press_list_locales" CASCADE;
  DROP TABLE "home_blocks_latest_news" CASCADE;
  DROP TABLE "home_blocks_latest_news_locales" CASCADE;
  DROP TABLE "home_blocks_upcoming_events" CASCADE;
  DROP TABLE "home_blocks_upcoming_events_locales" CASCADE;
  DROP TABLE "_home_v_blocks_media_covers_items" CASCADE;
  DROP TABLE "_home_v_blocks_media_covers_items_locales" CASCADE;
  DROP TABLE "_home_v_blocks_media_covers" CASCADE;
  DROP TABLE "_home_v_blocks_media_covers_locales" CASCADE;
  DROP TABLE "_home_v_blocks_featured_stories" CASCADE;
  DROP TABLE "_home_v_blocks_featured_stories_locales" CASCADE;
  DROP TABLE "_home_v_blocks_social_wall" CASCADE;
  DROP TABLE "_home_v_blocks_social_wall_locales" CASCADE;
  DROP TABLE "_home_v_blocks_news_list" CASCADE;
  DROP TABLE "_home_v_blocks_news_list_locales" CASCADE;
  DROP TABLE "_home_v_blocks_events_list" CASCADE;
  DROP TABLE "_home_v_blocks_events_list_locales" CASCADE;
  DROP TABLE "_home_v_blocks_press_list" CASCADE;
  DROP TABLE "_home_v_blocks_press_list_locales" CASCADE;
  DROP TABLE "_home_v_blocks_latest_news" CASCADE;
  DROP TABLE "_home_v_blocks_latest_news_locales" CASCADE;
  DROP TABLE "_home_v_blocks_upcoming_events" CASCADE;
  DROP TABLE "_home_v_blocks_upcoming_events_locales" CASCADE;
  DROP TABLE "featured_stories" CASCADE;
  DROP TABLE "featured_stories_locales" CASCADE;
  DROP TABLE "_featured_stories_v" CASCADE;
  DROP TABLE "_featured_stories_v_locales" CASCADE;
  DROP TABLE "social_wall_items" CASCADE;
  DROP TABLE "social_wall_items_locales" CASCADE;
  DROP TABLE "_social_wall_items_v" CASCADE;
  DROP TABLE "_social_wall_items_v_locales" CASCADE;
  DROP TABLE "news_images" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "news_locales" CASCADE;
  DROP TABLE "_news_v_version_images" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_news_v_locales" CASCADE;
  DROP TABLE "events_images" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "events_locales" CASCADE;
  DROP TABLE "_events_v_version_images" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "_events_v_locales" CASCADE;
  DROP TABLE "press_categories" CASCADE;
  DROP TABLE "press_categories_locales" CASCADE;
  DROP TABLE "_press_categories_v" CASCADE;
  DROP TABLE "_press_categories_v_locales" CASCADE;
  DROP TABLE "press_images" CASCADE;
  DROP TABLE "press" CASCADE;
  DROP TABLE "press_locales" CASCADE;
  DROP TABLE "_press_v_version_images" CASCADE;
  DROP TABLE "_press_v" CASCADE;
  DROP TABLE "_press_v_locales" CASCADE;
  DROP TABLE "share_counts" CASCADE;
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_news_fk";
  
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_events_fk";
  
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_press_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_featured_stories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_social_wall_items_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_news_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_press_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_press_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_share_counts_fk";
  
  DROP INDEX "search_rels_news_id_idx";
  DROP INDEX "search_rels_events_id_idx";
  DROP INDEX "search_rels_press_id_idx";
  DROP INDEX "payload_locked_documents_rels_featured_stories_id_idx";
  DROP INDEX "payload_locked_documents_rels_social_wall_items_id_idx";
  DROP INDEX "payload_locked_documents_rels_news_id_idx";
  DROP INDEX "payload_locked_documents_rels_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_press_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_press_id_idx";
  DROP INDEX "payload_locked_documents_rels_share_counts_id_idx";
  ALTER TABLE "search_rels" DROP COLUMN "news_id";
  ALTER TABLE "search_rels" DROP COLUMN "events_id";
  ALTER TABLE "search_rels" DROP COLUMN "press_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "featured_stories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "social_wall_items_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "news_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "press_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "press_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "share_counts_id";
  DROP TYPE "public"."enum_pages_blocks_featured_stories_story_type";
  DROP TYPE "public"."enum__pages_v_blocks_featured_stories_story_type";
  DROP TYPE "public"."enum_home_blocks_featured_stories_story_type";
  DROP TYPE "public"."enum__home_v_blocks_featured_stories_story_type";
  DROP TYPE "public"."enum_featured_stories_type";
  DROP TYPE "public"."enum_featured_stories_country";
  DROP TYPE "public"."enum_featured_stories_status";
  DROP TYPE "public"."enum__featured_stories_v_version_type";
  DROP TYPE "public"."enum__featured_stories_v_version_country";
  DROP TYPE "public"."enum__featured_stories_v_version_status";
  DROP TYPE "public"."enum__featured_stories_v_published_locale";
  DROP TYPE "public"."enum_social_wall_items_icon_type";
  DROP TYPE "public"."enum_social_wall_items_country";
  DROP TYPE "public"."enum_social_wall_items_status";
  DROP TYPE "public"."enum__social_wall_items_v_version_icon_type";
  DROP TYPE "public"."enum__social_wall_items_v_version_country";
  DROP TYPE "public"."enum__social_wall_items_v_version_status";
  DROP TYPE "public"."enum__social_wall_items_v_published_locale";
  DROP TYPE "public"."enum_news_sub_category";
  DROP TYPE "public"."enum_news_country";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_sub_category";
  DROP TYPE "public"."enum__news_v_version_country";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum__news_v_published_locale";
  DROP TYPE "public"."enum_events_country";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_country";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum__events_v_published_locale";
  DROP TYPE "public"."enum_press_categories_country";
  DROP TYPE "public"."enum_press_categories_status";
  DROP TYPE "public"."enum__press_categories_v_version_country";
  DROP TYPE "public"."enum__press_categories_v_version_status";
  DROP TYPE "public"."enum__press_categories_v_published_locale";
  DROP TYPE "public"."enum_press_country";
  DROP TYPE "public"."enum_press_status";
  DROP TYPE "public"."enum__press_v_version_country";
  DROP TYPE "public"."enum__press_v_version_status";
  DROP TYPE "public"."enum__press_v_published_locale";`)
}
