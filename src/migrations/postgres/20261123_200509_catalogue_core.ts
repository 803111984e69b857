import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tea_categories_kind" AS ENUM('format', 'type', 'flavour', 'mood');
  CREATE TYPE "public"."enum_tea_categories_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_tea_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tea_categories_v_version_kind" AS ENUM('format', 'type', 'flavour', 'mood');
  CREATE TYPE "public"."enum__tea_categories_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__tea_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tea_categories_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_tea_ranges_family" AS ENUM('none', 'iced-tea', 'natural-infusions', 'watte-boutique', 'elixir', 't-series', 'private-reserve');
  CREATE TYPE "public"."enum_tea_ranges_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_tea_ranges_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tea_ranges_v_version_family" AS ENUM('none', 'iced-tea', 'natural-infusions', 'watte-boutique', 'elixir', 't-series', 'private-reserve');
  CREATE TYPE "public"."enum__tea_ranges_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__tea_ranges_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tea_ranges_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_ingredients_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_ingredients_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__ingredients_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__ingredients_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__ingredients_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_products_sold_in" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_products_packs_shop_links_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_products_caffeine" AS ENUM('none', 'low', 'medium', 'high');
  CREATE TYPE "public"."enum_products_brewing_milk" AS ENUM('no', 'optional', 'recommended');
  CREATE TYPE "public"."enum_products_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_version_sold_in" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__products_v_version_packs_shop_links_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__products_v_version_caffeine" AS ENUM('none', 'low', 'medium', 'high');
  CREATE TYPE "public"."enum__products_v_version_brewing_milk" AS ENUM('no', 'optional', 'recommended');
  CREATE TYPE "public"."enum__products_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_published_locale" AS ENUM('en', 'de');
  CREATE TABLE "tea_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_tea_categories_kind",
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"image_id" integer,
  	"header_image_id" integer,
  	"country" "enum_tea_categories_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_tea_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "tea_categories_locales" (
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
  
  CREATE TABLE "_tea_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "enum__tea_categories_v_version_kind",
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_image_id" integer,
  	"version_header_image_id" integer,
  	"version_country" "enum__tea_categories_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__tea_categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__tea_categories_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_tea_categories_v_locales" (
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
  
  CREATE TABLE "tea_ranges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"family" "enum_tea_ranges_family" DEFAULT 'none',
  	"cover_image_id" integer,
  	"header_image_id" integer,
  	"country" "enum_tea_ranges_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_tea_ranges_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "tea_ranges_locales" (
  	"name" varchar,
  	"tagline" varchar,
  	"story" jsonb,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_tea_ranges_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_family" "enum__tea_ranges_v_version_family" DEFAULT 'none',
  	"version_cover_image_id" integer,
  	"version_header_image_id" integer,
  	"version_country" "enum__tea_ranges_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__tea_ranges_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__tea_ranges_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_tea_ranges_v_locales" (
  	"version_name" varchar,
  	"version_tagline" varchar,
  	"version_story" jsonb,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "ingredients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"image_id" integer,
  	"country" "enum_ingredients_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_ingredients_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "ingredients_locales" (
  	"name" varchar,
  	"summary" varchar,
  	"description" jsonb,
  	"origin" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_ingredients_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_image_id" integer,
  	"version_country" "enum__ingredients_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__ingredients_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__ingredients_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_ingredients_v_locales" (
  	"version_name" varchar,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"version_origin" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_sold_in" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_sold_in",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "products_packs_shop_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"country" "enum_products_packs_shop_links_country" DEFAULT 'GLOBAL',
  	"url" varchar
  );
  
  CREATE TABLE "products_packs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weight_grams" numeric,
  	"sku" varchar
  );
  
  CREATE TABLE "products_packs_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"range_id" integer,
  	"format_id" integer,
  	"type_id" integer,
  	"caffeine" "enum_products_caffeine" DEFAULT 'medium',
  	"featured" boolean DEFAULT false,
  	"is_infusion" boolean DEFAULT false,
  	"sold_everywhere" boolean DEFAULT true,
  	"estate_id" integer,
  	"brewing_water_temperature_c" numeric,
  	"brewing_steep_minutes" numeric,
  	"brewing_amount_grams" numeric,
  	"brewing_milk" "enum_products_brewing_milk" DEFAULT 'optional',
  	"range_slug" varchar,
  	"format_slug" varchar,
  	"type_slug" varchar,
  	"mood_slugs" varchar,
  	"flavour_slugs" varchar,
  	"ingredient_slugs" varchar,
  	"list_order" varchar,
  	"country" "enum_products_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_products_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "products_locales" (
  	"name" varchar,
  	"origin" varchar,
  	"summary" varchar,
  	"description" jsonb,
  	"tasting_notes_appearance" varchar,
  	"tasting_notes_aroma" varchar,
  	"tasting_notes_taste" varchar,
  	"brewing_amount_note" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tea_categories_id" integer,
  	"ingredients_id" integer
  );
  
  CREATE TABLE "_products_v_version_sold_in" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__products_v_version_sold_in",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_products_v_version_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_packs_shop_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"country" "enum__products_v_version_packs_shop_links_country" DEFAULT 'GLOBAL',
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_packs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"weight_grams" numeric,
  	"sku" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_packs_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_range_id" integer,
  	"version_format_id" integer,
  	"version_type_id" integer,
  	"version_caffeine" "enum__products_v_version_caffeine" DEFAULT 'medium',
  	"version_featured" boolean DEFAULT false,
  	"version_is_infusion" boolean DEFAULT false,
  	"version_sold_everywhere" boolean DEFAULT true,
  	"version_estate_id" integer,
  	"version_brewing_water_temperature_c" numeric,
  	"version_brewing_steep_minutes" numeric,
  	"version_brewing_amount_grams" numeric,
  	"version_brewing_milk" "enum__products_v_version_brewing_milk" DEFAULT 'optional',
  	"version_range_slug" varchar,
  	"version_format_slug" varchar,
  	"version_type_slug" varchar,
  	"version_mood_slugs" varchar,
  	"version_flavour_slugs" varchar,
  	"version_ingredient_slugs" varchar,
  	"version_list_order" varchar,
  	"version_country" "enum__products_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__products_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_products_v_locales" (
  	"version_name" varchar,
  	"version_origin" varchar,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"version_tasting_notes_appearance" varchar,
  	"version_tasting_notes_aroma" varchar,
  	"version_tasting_notes_taste" varchar,
  	"version_brewing_amount_note" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tea_categories_id" integer,
  	"ingredients_id" integer
  );
  
  ALTER TABLE "search_rels" ADD COLUMN "tea_categories_id" integer;
  ALTER TABLE "search_rels" ADD COLUMN "tea_ranges_id" integer;
  ALTER TABLE "search_rels" ADD COLUMN "ingredients_id" integer;
  ALTER TABLE "search_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tea_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tea_ranges_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ingredients_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "tea_categories" ADD CONSTRAINT "tea_categories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tea_categories" ADD CONSTRAINT "tea_categories_header_image_id_media_id_fk" FOREIGN KEY ("header_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tea_categories" ADD CONSTRAINT "tea_categories_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tea_categories_locales" ADD CONSTRAINT "tea_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tea_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tea_categories_v" ADD CONSTRAINT "_tea_categories_v_parent_id_tea_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tea_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tea_categories_v" ADD CONSTRAINT "_tea_categories_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tea_categories_v" ADD CONSTRAINT "_tea_categories_v_version_header_image_id_media_id_fk" FOREIGN KEY ("version_header_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tea_categories_v" ADD CONSTRAINT "_tea_categories_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tea_categories_v_locales" ADD CONSTRAINT "_tea_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tea_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tea_ranges" ADD CONSTRAINT "tea_ranges_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tea_ranges" ADD CONSTRAINT "tea_ranges_header_image_id_media_id_fk" FOREIGN KEY ("header_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tea_ranges" ADD CONSTRAINT "tea_ranges_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tea_ranges_locales" ADD CONSTRAINT "tea_ranges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tea_ranges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tea_ranges_v" ADD CONSTRAINT "_tea_ranges_v_parent_id_tea_ranges_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tea_ranges"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tea_ranges_v" ADD CONSTRAINT "_tea_ranges_v_version_cover_image_id_media_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tea_ranges_v" ADD CONSTRAINT "_tea_ranges_v_version_header_image_id_media_id_fk" FOREIGN KEY ("version_header_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tea_ranges_v" ADD CONSTRAINT "_tea_ranges_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tea_ranges_v_locales" ADD CONSTRAINT "_tea_ranges_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tea_ranges_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ingredients_locales" ADD CONSTRAINT "ingredients_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ingredients_v" ADD CONSTRAINT "_ingredients_v_parent_id_ingredients_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ingredients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ingredients_v" ADD CONSTRAINT "_ingredients_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ingredients_v" ADD CONSTRAINT "_ingredients_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ingredients_v_locales" ADD CONSTRAINT "_ingredients_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_ingredients_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_sold_in" ADD CONSTRAINT "products_sold_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_images" ADD CONSTRAINT "products_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_images" ADD CONSTRAINT "products_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_packs_shop_links" ADD CONSTRAINT "products_packs_shop_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_packs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_packs" ADD CONSTRAINT "products_packs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_packs_locales" ADD CONSTRAINT "products_packs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_packs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_range_id_tea_ranges_id_fk" FOREIGN KEY ("range_id") REFERENCES "public"."tea_ranges"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_format_id_tea_categories_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."tea_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_type_id_tea_categories_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."tea_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_estate_id_tea_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."tea_estates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_tea_categories_fk" FOREIGN KEY ("tea_categories_id") REFERENCES "public"."tea_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_ingredients_fk" FOREIGN KEY ("ingredients_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_sold_in" ADD CONSTRAINT "_products_v_version_sold_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_images" ADD CONSTRAINT "_products_v_version_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_version_images" ADD CONSTRAINT "_products_v_version_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_packs_shop_links" ADD CONSTRAINT "_products_v_version_packs_shop_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_packs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_packs" ADD CONSTRAINT "_products_v_version_packs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_packs_locales" ADD CONSTRAINT "_products_v_version_packs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_packs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_range_id_tea_ranges_id_fk" FOREIGN KEY ("version_range_id") REFERENCES "public"."tea_ranges"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_format_id_tea_categories_id_fk" FOREIGN KEY ("version_format_id") REFERENCES "public"."tea_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_type_id_tea_categories_id_fk" FOREIGN KEY ("version_type_id") REFERENCES "public"."tea_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_estate_id_tea_estates_id_fk" FOREIGN KEY ("version_estate_id") REFERENCES "public"."tea_estates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_tea_categories_fk" FOREIGN KEY ("tea_categories_id") REFERENCES "public"."tea_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_ingredients_fk" FOREIGN KEY ("ingredients_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tea_categories_kind_idx" ON "tea_categories" USING btree ("kind");
  CREATE INDEX "tea_categories_slug_idx" ON "tea_categories" USING btree ("slug");
  CREATE INDEX "tea_categories_image_idx" ON "tea_categories" USING btree ("image_id");
  CREATE INDEX "tea_categories_header_image_idx" ON "tea_categories" USING btree ("header_image_id");
  CREATE INDEX "tea_categories_country_idx" ON "tea_categories" USING btree ("country");
  CREATE INDEX "tea_categories_seo_seo_share_image_idx" ON "tea_categories" USING btree ("seo_share_image_id");
  CREATE INDEX "tea_categories_updated_at_idx" ON "tea_categories" USING btree ("updated_at");
  CREATE INDEX "tea_categories_created_at_idx" ON "tea_categories" USING btree ("created_at");
  CREATE INDEX "tea_categories__status_idx" ON "tea_categories" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_9_idx" ON "tea_categories" USING btree ("slug","country");
  CREATE UNIQUE INDEX "tea_categories_locales_locale_parent_id_unique" ON "tea_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "tea_categories_locales_parent_idx" ON "tea_categories_locales" USING btree ("_parent_id");
  CREATE INDEX "_tea_categories_v_parent_idx" ON "_tea_categories_v" USING btree ("parent_id");
  CREATE INDEX "_tea_categories_v_version_version_kind_idx" ON "_tea_categories_v" USING btree ("version_kind");
  CREATE INDEX "_tea_categories_v_version_version_slug_idx" ON "_tea_categories_v" USING btree ("version_slug");
  CREATE INDEX "_tea_categories_v_version_version_image_idx" ON "_tea_categories_v" USING btree ("version_image_id");
  CREATE INDEX "_tea_categories_v_version_version_header_image_idx" ON "_tea_categories_v" USING btree ("version_header_image_id");
  CREATE INDEX "_tea_categories_v_version_version_country_idx" ON "_tea_categories_v" USING btree ("version_country");
  CREATE INDEX "_tea_categories_v_version_seo_version_seo_share_image_idx" ON "_tea_categories_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_tea_categories_v_version_version_updated_at_idx" ON "_tea_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_tea_categories_v_version_version_created_at_idx" ON "_tea_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_tea_categories_v_version_version__status_idx" ON "_tea_categories_v" USING btree ("version__status");
  CREATE INDEX "_tea_categories_v_created_at_idx" ON "_tea_categories_v" USING btree ("created_at");
  CREATE INDEX "_tea_categories_v_updated_at_idx" ON "_tea_categories_v" USING btree ("updated_at");
  CREATE INDEX "_tea_categories_v_snapshot_idx" ON "_tea_categories_v" USING btree ("snapshot");
  CREATE INDEX "_tea_categories_v_published_locale_idx" ON "_tea_categories_v" USING btree ("published_locale");
  CREATE INDEX "_tea_categories_v_latest_idx" ON "_tea_categories_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_9_idx" ON "_tea_categories_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_tea_categories_v_locales_locale_parent_id_unique" ON "_tea_categories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_tea_categories_v_locales_parent_idx" ON "_tea_categories_v_locales" USING btree ("_parent_id");
  CREATE INDEX "tea_ranges_slug_idx" ON "tea_ranges" USING btree ("slug");
  CREATE INDEX "tea_ranges_cover_image_idx" ON "tea_ranges" USING btree ("cover_image_id");
  CREATE INDEX "tea_ranges_header_image_idx" ON "tea_ranges" USING btree ("header_image_id");
  CREATE INDEX "tea_ranges_country_idx" ON "tea_ranges" USING btree ("country");
  CREATE INDEX "tea_ranges_seo_seo_share_image_idx" ON "tea_ranges" USING btree ("seo_share_image_id");
  CREATE INDEX "tea_ranges_updated_at_idx" ON "tea_ranges" USING btree ("updated_at");
  CREATE INDEX "tea_ranges_created_at_idx" ON "tea_ranges" USING btree ("created_at");
  CREATE INDEX "tea_ranges__status_idx" ON "tea_ranges" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_10_idx" ON "tea_ranges" USING btree ("slug","country");
  CREATE UNIQUE INDEX "tea_ranges_locales_locale_parent_id_unique" ON "tea_ranges_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "tea_ranges_locales_parent_idx" ON "tea_ranges_locales" USING btree ("_parent_id");
  CREATE INDEX "_tea_ranges_v_parent_idx" ON "_tea_ranges_v" USING btree ("parent_id");
  CREATE INDEX "_tea_ranges_v_version_version_slug_idx" ON "_tea_ranges_v" USING btree ("version_slug");
  CREATE INDEX "_tea_ranges_v_version_version_cover_image_idx" ON "_tea_ranges_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_tea_ranges_v_version_version_header_image_idx" ON "_tea_ranges_v" USING btree ("version_header_image_id");
  CREATE INDEX "_tea_ranges_v_version_version_country_idx" ON "_tea_ranges_v" USING btree ("version_country");
  CREATE INDEX "_tea_ranges_v_version_seo_version_seo_share_image_idx" ON "_tea_ranges_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_tea_ranges_v_version_version_updated_at_idx" ON "_tea_ranges_v" USING btree ("version_updated_at");
  CREATE INDEX "_tea_ranges_v_version_version_created_at_idx" ON "_tea_ranges_v" USING btree ("version_created_at");
  CREATE INDEX "_tea_ranges_v_version_version__status_idx" ON "_tea_ranges_v" USING btree ("version__status");
  CREATE INDEX "_tea_ranges_v_created_at_idx" ON "_tea_ranges_v" USING btree ("created_at");
  CREATE INDEX "_tea_ranges_v_updated_at_idx" ON "_tea_ranges_v" USING btree ("updated_at");
  CREATE INDEX "_tea_ranges_v_snapshot_idx" ON "_tea_ranges_v" USING btree ("snapshot");
  CREATE INDEX "_tea_ranges_v_published_locale_idx" ON "_tea_ranges_v" USING btree ("published_locale");
  CREATE INDEX "_tea_ranges_v_latest_idx" ON "_tea_ranges_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_10_idx" ON "_tea_ranges_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_tea_ranges_v_locales_locale_parent_id_unique" ON "_tea_ranges_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_tea_ranges_v_locales_parent_idx" ON "_tea_ranges_v_locales" USING btree ("_parent_id");
  CREATE INDEX "ingredients_slug_idx" ON "ingredients" USING btree ("slug");
  CREATE INDEX "ingredients_image_idx" ON "ingredients" USING btree ("image_id");
  CREATE INDEX "ingredients_country_idx" ON "ingredients" USING btree ("country");
  CREATE INDEX "ingredients_seo_seo_share_image_idx" ON "ingredients" USING btree ("seo_share_image_id");
  CREATE INDEX "ingredients_updated_at_idx" ON "ingredients" USING btree ("updated_at");
  CREATE INDEX "ingredients_created_at_idx" ON "ingredients" USING btree ("created_at");
  CREATE INDEX "ingredients__status_idx" ON "ingredients" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_11_idx" ON "ingredients" USING btree ("slug","country");
  CREATE UNIQUE INDEX "ingredients_locales_locale_parent_id_unique" ON "ingredients_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ingredients_locales_parent_idx" ON "ingredients_locales" USING btree ("_parent_id");
  CREATE INDEX "_ingredients_v_parent_idx" ON "_ingredients_v" USING btree ("parent_id");
  CREATE INDEX "_ingredients_v_version_version_slug_idx" ON "_ingredients_v" USING btree ("version_slug");
  CREATE INDEX "_ingredients_v_version_version_image_idx" ON "_ingredients_v" USING btree ("version_image_id");
  CREATE INDEX "_ingredients_v_version_version_country_idx" ON "_ingredients_v" USING btree ("version_country");
  CREATE INDEX "_ingredients_v_version_seo_version_seo_share_image_idx" ON "_ingredients_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_ingredients_v_version_version_updated_at_idx" ON "_ingredients_v" USING btree ("version_updated_at");
  CREATE INDEX "_ingredients_v_version_version_created_at_idx" ON "_ingredients_v" USING btree ("version_created_at");
  CREATE INDEX "_ingredients_v_version_version__status_idx" ON "_ingredients_v" USING btree ("version__status");
  CREATE INDEX "_ingredients_v_created_at_idx" ON "_ingredients_v" USING btree ("created_at");
  CREATE INDEX "_ingredients_v_updated_at_idx" ON "_ingredients_v" USING btree ("updated_at");
  CREATE INDEX "_ingredients_v_snapshot_idx" ON "_ingredients_v" USING btree ("snapshot");
  CREATE INDEX "_ingredients_v_published_locale_idx" ON "_ingredients_v" USING btree ("published_locale");
  CREATE INDEX "_ingredients_v_latest_idx" ON "_ingredients_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_11_idx" ON "_ingredients_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_ingredients_v_locales_locale_parent_id_unique" ON "_ingredients_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_ingredients_v_locales_parent_idx" ON "_ingredients_v_locales" USING btree ("_parent_id");
  CREATE INDEX "products_sold_in_order_idx" ON "products_sold_in" USING btree ("order");
  CREATE INDEX "products_sold_in_parent_idx" ON "products_sold_in" USING btree ("parent_id");
  CREATE INDEX "products_sold_in_value_idx" ON "products_sold_in" USING btree ("value");
  CREATE INDEX "products_images_order_idx" ON "products_images" USING btree ("_order");
  CREATE INDEX "products_images_parent_id_idx" ON "products_images" USING btree ("_parent_id");
  CREATE INDEX "products_images_image_idx" ON "products_images" USING btree ("image_id");
  CREATE INDEX "products_packs_shop_links_order_idx" ON "products_packs_shop_links" USING btree ("_order");
  CREATE INDEX "products_packs_shop_links_parent_id_idx" ON "products_packs_shop_links" USING btree ("_parent_id");
  CREATE INDEX "products_packs_order_idx" ON "products_packs" USING btree ("_order");
  CREATE INDEX "products_packs_parent_id_idx" ON "products_packs" USING btree ("_parent_id");
  CREATE INDEX "products_packs_sku_idx" ON "products_packs" USING btree ("sku");
  CREATE UNIQUE INDEX "products_packs_locales_locale_parent_id_unique" ON "products_packs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_slug_idx" ON "products" USING btree ("slug");
  CREATE INDEX "products_range_idx" ON "products" USING btree ("range_id");
  CREATE INDEX "products_format_idx" ON "products" USING btree ("format_id");
  CREATE INDEX "products_type_idx" ON "products" USING btree ("type_id");
  CREATE INDEX "products_caffeine_idx" ON "products" USING btree ("caffeine");
  CREATE INDEX "products_featured_idx" ON "products" USING btree ("featured");
  CREATE INDEX "products_is_infusion_idx" ON "products" USING btree ("is_infusion");
  CREATE INDEX "products_sold_everywhere_idx" ON "products" USING btree ("sold_everywhere");
  CREATE INDEX "products_estate_idx" ON "products" USING btree ("estate_id");
  CREATE INDEX "products_range_slug_idx" ON "products" USING btree ("range_slug");
  CREATE INDEX "products_format_slug_idx" ON "products" USING btree ("format_slug");
  CREATE INDEX "products_type_slug_idx" ON "products" USING btree ("type_slug");
  CREATE INDEX "products_mood_slugs_idx" ON "products" USING btree ("mood_slugs");
  CREATE INDEX "products_flavour_slugs_idx" ON "products" USING btree ("flavour_slugs");
  CREATE INDEX "products_ingredient_slugs_idx" ON "products" USING btree ("ingredient_slugs");
  CREATE INDEX "products_list_order_idx" ON "products" USING btree ("list_order");
  CREATE INDEX "products_country_idx" ON "products" USING btree ("country");
  CREATE INDEX "products_seo_seo_share_image_idx" ON "products" USING btree ("seo_share_image_id");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_12_idx" ON "products" USING btree ("slug","country");
  CREATE INDEX "country__status_list_order_idx" ON "products" USING btree ("country","_status","list_order");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_locales_parent_idx" ON "products_locales" USING btree ("_parent_id");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_tea_categories_id_idx" ON "products_rels" USING btree ("tea_categories_id");
  CREATE INDEX "products_rels_ingredients_id_idx" ON "products_rels" USING btree ("ingredients_id");
  CREATE INDEX "_products_v_version_sold_in_order_idx" ON "_products_v_version_sold_in" USING btree ("order");
  CREATE INDEX "_products_v_version_sold_in_parent_idx" ON "_products_v_version_sold_in" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_sold_in_value_idx" ON "_products_v_version_sold_in" USING btree ("value");
  CREATE INDEX "_products_v_version_images_order_idx" ON "_products_v_version_images" USING btree ("_order");
  CREATE INDEX "_products_v_version_images_parent_id_idx" ON "_products_v_version_images" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_images_image_idx" ON "_products_v_version_images" USING btree ("image_id");
  CREATE INDEX "_products_v_version_packs_shop_links_order_idx" ON "_products_v_version_packs_shop_links" USING btree ("_order");
  CREATE INDEX "_products_v_version_packs_shop_links_parent_id_idx" ON "_products_v_version_packs_shop_links" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_packs_order_idx" ON "_products_v_version_packs" USING btree ("_order");
  CREATE INDEX "_products_v_version_packs_parent_id_idx" ON "_products_v_version_packs" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_packs_sku_idx" ON "_products_v_version_packs" USING btree ("sku");
  CREATE UNIQUE INDEX "_products_v_version_packs_locales_locale_parent_id_unique" ON "_products_v_version_packs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_slug_idx" ON "_products_v" USING btree ("version_slug");
  CREATE INDEX "_products_v_version_version_range_idx" ON "_products_v" USING btree ("version_range_id");
  CREATE INDEX "_products_v_version_version_format_idx" ON "_products_v" USING btree ("version_format_id");
  CREATE INDEX "_products_v_version_version_type_idx" ON "_products_v" USING btree ("version_type_id");
  CREATE INDEX "_products_v_version_version_caffeine_idx" ON "_products_v" USING btree ("version_caffeine");
  CREATE INDEX "_products_v_version_version_featured_idx" ON "_products_v" USING btree ("version_featured");
  CREATE INDEX "_products_v_version_version_is_infusion_idx" ON "_products_v" USING btree ("version_is_infusion");
  CREATE INDEX "_products_v_version_version_sold_everywhere_idx" ON "_products_v" USING btree ("version_sold_everywhere");
  CREATE INDEX "_products_v_version_version_estate_idx" ON "_products_v" USING btree ("version_estate_id");
  CREATE INDEX "_products_v_version_version_range_slug_idx" ON "_products_v" USING btree ("version_range_slug");
  CREATE INDEX "_products_v_version_version_format_slug_idx" ON "_products_v" USING btree ("version_format_slug");
  CREATE INDEX "_products_v_version_version_type_slug_idx" ON "_products_v" USING btree ("version_type_slug");
  CREATE INDEX "_products_v_version_version_mood_slugs_idx" ON "_products_v" USING btree ("version_mood_slugs");
  CREATE INDEX "_products_v_version_version_flavour_slugs_idx" ON "_products_v" USING btree ("version_flavour_slugs");
  CREATE INDEX "_products_v_version_version_ingredient_slugs_idx" ON "_products_v" USING btree ("version_ingredient_slugs");
  CREATE INDEX "_products_v_version_version_list_order_idx" ON "_products_v" USING btree ("version_list_order");
  CREATE INDEX "_products_v_version_version_country_idx" ON "_products_v" USING btree ("version_country");
  CREATE INDEX "_products_v_version_seo_version_seo_share_image_idx" ON "_products_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_snapshot_idx" ON "_products_v" USING btree ("snapshot");
  CREATE INDEX "_products_v_published_locale_idx" ON "_products_v" USING btree ("published_locale");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_12_idx" ON "_products_v" USING btree ("version_slug","version_country");
  CREATE INDEX "version_country_version__status_version_list_order_idx" ON "_products_v" USING btree ("version_country","version__status","version_list_order");
  CREATE UNIQUE INDEX "_products_v_locales_locale_parent_id_unique" ON "_products_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_locales_parent_idx" ON "_products_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_products_v_rels_order_idx" ON "_products_v_rels" USING btree ("order");
  CREATE INDEX "_products_v_rels_parent_idx" ON "_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_products_v_rels_path_idx" ON "_products_v_rels" USING btree ("path");
  CREATE INDEX "_products_v_rels_tea_categories_id_idx" ON "_products_v_rels" USING btree ("tea_categories_id");
  CREATE INDEX "_products_v_rels_ingredients_id_idx" ON "_products_v_rels" USING btree ("ingredients_id");
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_tea_categories_fk" FOREIGN KEY ("tea_categories_id") REFERENCES "public"."tea_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_tea_ranges_fk" FOREIGN KEY ("tea_ranges_id") REFERENCES "public"."tea_ranges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_ingredients_fk" FOREIGN KEY ("ingredients_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tea_categories_fk" FOREIGN KEY ("tea_categories_id") REFERENCES "public"."tea_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tea_ranges_fk" FOREIGN KEY ("tea_ranges_id") REFERENCES "public"."tea_ranges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ingredients_fk" FOREIGN KEY ("ingredients_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_locales_parent_idx" ON "search_locales" USING btree ("_parent_id");
  CREATE INDEX "search_rels_tea_categories_id_idx" ON "search_rels" USING btree ("tea_categories_id");
  CREATE INDEX "search_rels_tea_ranges_id_idx" ON "search_rels" USING btree ("tea_ranges_id");
  CREATE INDEX "search_rels_ingredients_id_idx" ON "search_rels" USING btree ("ingredients_id");
  CREATE INDEX "search_rels_products_id_idx" ON "search_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_tea_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("tea_categories_id");
  CREATE INDEX "payload_locked_documents_rels_tea_ranges_id_idx" ON "payload_locked_documents_rels" USING btree ("tea_ranges_id");
  CREATE INDEX "payload_locked_documents_rels_ingredients_id_idx" ON "payload_locked_documents_rels" USING btree ("ingredients_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tea_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tea_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tea_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tea_categories_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tea_ranges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tea_ranges_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tea_ranges_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tea_ranges_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ingredients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ingredients_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ingredients_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ingredients_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_sold_in" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_packs_shop_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_packs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_packs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_sold_in" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_packs_shop_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_packs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_packs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tea_categories" CASCADE;
  DROP TABLE "tea_categories_locales" CASCADE;
  DROP TABLE "_tea_categories_v" CASCADE;
  DROP TABLE "_tea_categories_v_locales" CASCADE;
  DROP TABLE "tea_ranges" CASCADE;
  DROP TABLE "tea_ranges_locales" CASCADE;
  DROP TABLE "_tea_ranges_v" CASCADE;
  DROP TABLE "_tea_ranges_v_locales" CASCADE;
  DROP TABLE "ingredients" CASCADE;
  DROP TABLE "ingredients_locales" CASCADE;
  DROP TABLE "_ingredients_v" CASCADE;
  DROP TABLE "_ingredients_v_locales" CASCADE;
  DROP TABLE "products_sold_in" CASCADE;
  DROP TABLE "products_images" CASCADE;
  DROP TABLE "products_packs_shop_links" CASCADE;
  DROP TABLE "products_packs" CASCADE;
  DROP TABLE "products_packs_locales" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "_products_v_version_sold_in" CASCADE;
  DROP TABLE "_products_v_version_images" CASCADE;
  DROP TABLE "_products_v_version_packs_shop_links" CASCADE;
  DROP TABLE "_products_v_version_packs" CASCADE;
  DROP TABLE "_products_v_version_packs_locales" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_locales" CASCADE;
  DROP TABLE "_products_v_rels" CASCADE;
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_tea_categories_fk";
  
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_tea_ranges_fk";
  
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_ingredients_fk";
  
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tea_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tea_ranges_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ingredients_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_products_fk";
  
  DROP INDEX "search_locales_parent_idx";
  DROP INDEX "search_rels_tea_categories_id_idx";
  DROP INDEX "search_rels_tea_ranges_id_idx";
  DROP INDEX "search_rels_ingredients_id_idx";
  DROP INDEX "search_rels_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_tea_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_tea_ranges_id_idx";
  DROP INDEX "payload_locked_documents_rels_ingredients_id_idx";
  DROP INDEX "payload_locked_documents_rels_products_id_idx";
  ALTER TABLE "search_rels" DROP COLUMN "tea_categories_id";
  ALTER TABLE "search_rels" DROP COLUMN "tea_ranges_id";
  ALTER TABLE "search_rels" DROP COLUMN "ingredients_id";
  ALTER TABLE "search_rels" DROP COLUMN "products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tea_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tea_ranges_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ingredients_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "products_id";
  DROP TYPE "public"."enum_tea_categories_kind";
  DROP TYPE "public"."enum_tea_categories_country";
  DROP TYPE "public"."enum_tea_categories_status";
  DROP TYPE "public"."enum__tea_categories_v_version_kind";
  DROP TYPE "public"."enum__tea_categories_v_version_country";
  DROP TYPE "public"."enum__tea_categories_v_version_status";
  DROP TYPE "public"."enum__tea_categories_v_published_locale";
  DROP TYPE "public"."enum_tea_ranges_family";
  DROP TYPE "public"."enum_tea_ranges_country";
  DROP TYPE "public"."enum_tea_ranges_status";
  DROP TYPE "public"."enum__tea_ranges_v_version_family";
  DROP TYPE "public"."enum__tea_ranges_v_version_country";
  DROP TYPE "public"."enum__tea_ranges_v_version_status";
  DROP TYPE "public"."enum__tea_ranges_v_published_locale";
  DROP TYPE "public"."enum_ingredients_country";
  DROP TYPE "public"."enum_ingredients_status";
  DROP TYPE "public"."enum__ingredients_v_version_country";
  DROP TYPE "public"."enum__ingredients_v_version_status";
  DROP TYPE "public"."enum__ingredients_v_published_locale";
  DROP TYPE "public"."enum_products_sold_in";
  DROP TYPE "public"."enum_products_packs_shop_links_country";
  DROP TYPE "public"."enum_products_caffeine";
  DROP TYPE "public"."enum_products_brewing_milk";
  DROP TYPE "public"."enum_products_country";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum__products_v_version_sold_in";
  DROP TYPE "public"."enum__products_v_version_packs_shop_links_country";
  DROP TYPE "public"."enum__products_v_version_caffeine";
  DROP TYPE "public"."enum__products_v_version_brewing_milk";
  DROP TYPE "public"."enum__products_v_version_country";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum__products_v_published_locale";`)
}
