import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_gift_teas_kind" AS ENUM('gift', 'teaware');
  CREATE TYPE "public"."enum__pages_v_blocks_gift_teas_kind" AS ENUM('gift', 'teaware');
  CREATE TYPE "public"."enum_home_blocks_gift_teas_kind" AS ENUM('gift', 'teaware');
  CREATE TYPE "public"."enum__home_v_blocks_gift_teas_kind" AS ENUM('gift', 'teaware');
  CREATE TYPE "public"."enum_gift_teas_sold_in" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_gift_teas_packs_shop_links_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_gift_teas_kind" AS ENUM('gift', 'teaware');
  CREATE TYPE "public"."enum_gift_teas_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_gift_teas_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__gift_teas_v_version_sold_in" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__gift_teas_v_version_packs_shop_links_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__gift_teas_v_version_kind" AS ENUM('gift', 'teaware');
  CREATE TYPE "public"."enum__gift_teas_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__gift_teas_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__gift_teas_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_accessory_categories_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_accessory_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__accessory_categories_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__accessory_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__accessory_categories_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_accessories_sold_in" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_accessories_packs_shop_links_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_accessories_material" AS ENUM('porcelain', 'glass', 'cast-iron', 'stainless-steel', 'bamboo', 'linen', 'stoneware', 'wood');
  CREATE TYPE "public"."enum_accessories_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_accessories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__accessories_v_version_sold_in" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__accessories_v_version_packs_shop_links_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__accessories_v_version_material" AS ENUM('porcelain', 'glass', 'cast-iron', 'stainless-steel', 'bamboo', 'linen', 'stoneware', 'wood');
  CREATE TYPE "public"."enum__accessories_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__accessories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__accessories_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_recipes_kind" AS ENUM('recipe', 'elixir');
  CREATE TYPE "public"."enum_recipes_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_recipes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__recipes_v_version_kind" AS ENUM('recipe', 'elixir');
  CREATE TYPE "public"."enum__recipes_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__recipes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__recipes_v_published_locale" AS ENUM('en', 'de');
  CREATE TABLE "pages_blocks_gift_teas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_gift_teas_kind" DEFAULT 'gift',
  	"page_size" numeric DEFAULT 9,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_gift_teas_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_accessories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 6,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_accessories_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_gift_teas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__pages_v_blocks_gift_teas_kind" DEFAULT 'gift',
  	"page_size" numeric DEFAULT 9,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_gift_teas_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_accessories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accessories_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_blocks_gift_teas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_home_blocks_gift_teas_kind" DEFAULT 'gift',
  	"page_size" numeric DEFAULT 9,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_gift_teas_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_accessories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 6,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_accessories_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_gift_teas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__home_v_blocks_gift_teas_kind" DEFAULT 'gift',
  	"page_size" numeric DEFAULT 9,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_gift_teas_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_accessories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_accessories_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "gift_teas_sold_in" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_gift_teas_sold_in",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "gift_teas_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "gift_teas_packs_shop_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"country" "enum_gift_teas_packs_shop_links_country" DEFAULT 'GLOBAL',
  	"url" varchar
  );
  
  CREATE TABLE "gift_teas_packs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"sku" varchar
  );
  
  CREATE TABLE "gift_teas_packs_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "gift_teas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"kind" "enum_gift_teas_kind" DEFAULT 'gift',
  	"order" numeric DEFAULT 0,
  	"featured" boolean DEFAULT false,
  	"sold_everywhere" boolean DEFAULT true,
  	"country" "enum_gift_teas_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_gift_teas_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "gift_teas_locales" (
  	"name" varchar,
  	"summary" varchar,
  	"description" jsonb,
  	"price_note" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_gift_teas_v_version_sold_in" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__gift_teas_v_version_sold_in",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_gift_teas_v_version_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_gift_teas_v_version_packs_shop_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"country" "enum__gift_teas_v_version_packs_shop_links_country" DEFAULT 'GLOBAL',
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_gift_teas_v_version_packs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"sku" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_gift_teas_v_version_packs_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_gift_teas_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_kind" "enum__gift_teas_v_version_kind" DEFAULT 'gift',
  	"version_order" numeric DEFAULT 0,
  	"version_featured" boolean DEFAULT false,
  	"version_sold_everywhere" boolean DEFAULT true,
  	"version_country" "enum__gift_teas_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__gift_teas_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__gift_teas_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_gift_teas_v_locales" (
  	"version_name" varchar,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"version_price_note" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "accessory_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"country" "enum_accessory_categories_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_accessory_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "accessory_categories_locales" (
  	"name" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_accessory_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_country" "enum__accessory_categories_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__accessory_categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__accessory_categories_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_accessory_categories_v_locales" (
  	"version_name" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "accessories_sold_in" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_accessories_sold_in",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "accessories_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "accessories_packs_shop_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"country" "enum_accessories_packs_shop_links_country" DEFAULT 'GLOBAL',
  	"url" varchar
  );
  
  CREATE TABLE "accessories_packs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"sku" varchar
  );
  
  CREATE TABLE "accessories_packs_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "accessories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"sold_everywhere" boolean DEFAULT true,
  	"material" "enum_accessories_material",
  	"category_id" integer,
  	"category_slug" varchar,
  	"country" "enum_accessories_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_accessories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "accessories_locales" (
  	"name" varchar,
  	"summary" varchar,
  	"description" jsonb,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_accessories_v_version_sold_in" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__accessories_v_version_sold_in",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_accessories_v_version_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_accessories_v_version_packs_shop_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"country" "enum__accessories_v_version_packs_shop_links_country" DEFAULT 'GLOBAL',
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_accessories_v_version_packs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"sku" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_accessories_v_version_packs_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_accessories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_sold_everywhere" boolean DEFAULT true,
  	"version_material" "enum__accessories_v_version_material",
  	"version_category_id" integer,
  	"version_category_slug" varchar,
  	"version_country" "enum__accessories_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__accessories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__accessories_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_accessories_v_locales" (
  	"version_name" varchar,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "recipes_ingredients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "recipes_ingredients_locales" (
  	"amount" varchar,
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "recipes_method" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "recipes_method_locales" (
  	"step" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "recipes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"kind" "enum_recipes_kind" DEFAULT 'recipe',
  	"order" numeric DEFAULT 0,
  	"image_id" integer,
  	"serves" numeric,
  	"prep_minutes" numeric,
  	"country" "enum_recipes_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_recipes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "recipes_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"tips" jsonb,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_recipes_v_version_ingredients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_recipes_v_version_ingredients_locales" (
  	"amount" varchar,
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_recipes_v_version_method" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_recipes_v_version_method_locales" (
  	"step" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_recipes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_kind" "enum__recipes_v_version_kind" DEFAULT 'recipe',
  	"version_order" numeric DEFAULT 0,
  	"version_image_id" integer,
  	"version_serves" numeric,
  	"version_prep_minutes" numeric,
  	"version_country" "enum__recipes_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__recipes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__recipes_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_recipes_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_tips" jsonb,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "search_rels" ADD COLUMN "gift_teas_id" integer;
  ALTER TABLE "search_rels" ADD COLUMN "accessories_id" integer;
  ALTER TABLE "search_rels" ADD COLUMN "recipes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gift_teas_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "accessory_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "accessories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "recipes_id" integer;
  ALTER TABLE "pages_blocks_gift_teas" ADD CONSTRAINT "pages_blocks_gift_teas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_gift_teas_locales" ADD CONSTRAINT "pages_blocks_gift_teas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_gift_teas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accessories" ADD CONSTRAINT "pages_blocks_accessories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accessories_locales" ADD CONSTRAINT "pages_blocks_accessories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_accessories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gift_teas" ADD CONSTRAINT "_pages_v_blocks_gift_teas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gift_teas_locales" ADD CONSTRAINT "_pages_v_blocks_gift_teas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_gift_teas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accessories" ADD CONSTRAINT "_pages_v_blocks_accessories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accessories_locales" ADD CONSTRAINT "_pages_v_blocks_accessories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_accessories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_gift_teas" ADD CONSTRAINT "home_blocks_gift_teas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_gift_teas_locales" ADD CONSTRAINT "home_blocks_gift_teas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_gift_teas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_accessories" ADD CONSTRAINT "home_blocks_accessories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_accessories_locales" ADD CONSTRAINT "home_blocks_accessories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_accessories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_gift_teas" ADD CONSTRAINT "_home_v_blocks_gift_teas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_gift_teas_locales" ADD CONSTRAINT "_home_v_blocks_gift_teas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_gift_teas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_accessories" ADD CONSTRAINT "_home_v_blocks_accessories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_accessories_locales" ADD CONSTRAINT "_home_v_blocks_accessories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_accessories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gift_teas_sold_in" ADD CONSTRAINT "gift_teas_sold_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."gift_teas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gift_teas_images" ADD CONSTRAINT "gift_teas_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gift_teas_images" ADD CONSTRAINT "gift_teas_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."gift_teas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gift_teas_packs_shop_links" ADD CONSTRAINT "gift_teas_packs_shop_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."gift_teas_packs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gift_teas_packs" ADD CONSTRAINT "gift_teas_packs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."gift_teas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gift_teas_packs_locales" ADD CONSTRAINT "gift_teas_packs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."gift_teas_packs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gift_teas" ADD CONSTRAINT "gift_teas_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gift_teas_locales" ADD CONSTRAINT "gift_teas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."gift_teas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gift_teas_v_version_sold_in" ADD CONSTRAINT "_gift_teas_v_version_sold_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_gift_teas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gift_teas_v_version_images" ADD CONSTRAINT "_gift_teas_v_version_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_gift_teas_v_version_images" ADD CONSTRAINT "_gift_teas_v_version_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_gift_teas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gift_teas_v_version_packs_shop_links" ADD CONSTRAINT "_gift_teas_v_version_packs_shop_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_gift_teas_v_version_packs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gift_teas_v_version_packs" ADD CONSTRAINT "_gift_teas_v_version_packs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_gift_teas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gift_teas_v_version_packs_locales" ADD CONSTRAINT "_gift_teas_v_version_packs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_gift_teas_v_version_packs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gift_teas_v" ADD CONSTRAINT "_gift_teas_v_parent_id_gift_teas_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."gift_teas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_gift_teas_v" ADD CONSTRAINT "_gift_teas_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_gift_teas_v_locales" ADD CONSTRAINT "_gift_teas_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_gift_teas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accessory_categories" ADD CONSTRAINT "accessory_categories_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "accessory_categories_locales" ADD CONSTRAINT "accessory_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accessory_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_accessory_categories_v" ADD CONSTRAINT "_accessory_categories_v_parent_id_accessory_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accessory_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_accessory_categories_v" ADD CONSTRAINT "_accessory_categories_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_accessory_categories_v_locales" ADD CONSTRAINT "_accessory_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_accessory_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accessories_sold_in" ADD CONSTRAINT "accessories_sold_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accessories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accessories_images" ADD CONSTRAINT "accessories_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "accessories_images" ADD CONSTRAINT "accessories_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accessories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accessories_packs_shop_links" ADD CONSTRAINT "accessories_packs_shop_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accessories_packs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accessories_packs" ADD CONSTRAINT "accessories_packs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accessories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accessories_packs_locales" ADD CONSTRAINT "accessories_packs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accessories_packs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accessories" ADD CONSTRAINT "accessories_category_id_accessory_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."accessory_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "accessories" ADD CONSTRAINT "accessories_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "accessories_locales" ADD CONSTRAINT "accessories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accessories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_accessories_v_version_sold_in" ADD CONSTRAINT "_accessories_v_version_sold_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_accessories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_accessories_v_version_images" ADD CONSTRAINT "_accessories_v_version_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_accessories_v_version_images" ADD CONSTRAINT "_accessories_v_version_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_accessories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_accessories_v_version_packs_shop_links" ADD CONSTRAINT "_accessories_v_version_packs_shop_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_accessories_v_version_packs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_accessories_v_version_packs" ADD CONSTRAINT "_accessories_v_version_packs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_accessories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_accessories_v_version_packs_locales" ADD CONSTRAINT "_accessories_v_version_packs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_accessories_v_version_packs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_accessories_v" ADD CONSTRAINT "_accessories_v_parent_id_accessories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accessories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_accessories_v" ADD CONSTRAINT "_accessories_v_version_category_id_accessory_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."accessory_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_accessories_v" ADD CONSTRAINT "_accessories_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_accessories_v_locales" ADD CONSTRAINT "_accessories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_accessories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_ingredients" ADD CONSTRAINT "recipes_ingredients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_ingredients_locales" ADD CONSTRAINT "recipes_ingredients_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recipes_ingredients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_method" ADD CONSTRAINT "recipes_method_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_method_locales" ADD CONSTRAINT "recipes_method_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recipes_method"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes" ADD CONSTRAINT "recipes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipes" ADD CONSTRAINT "recipes_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipes_locales" ADD CONSTRAINT "recipes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipes_v_version_ingredients" ADD CONSTRAINT "_recipes_v_version_ingredients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_recipes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipes_v_version_ingredients_locales" ADD CONSTRAINT "_recipes_v_version_ingredients_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_recipes_v_version_ingredients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipes_v_version_method" ADD CONSTRAINT "_recipes_v_version_method_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_recipes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipes_v_version_method_locales" ADD CONSTRAINT "_recipes_v_version_method_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_recipes_v_version_method"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipes_v" ADD CONSTRAINT "_recipes_v_parent_id_recipes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recipes_v" ADD CONSTRAINT "_recipes_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recipes_v" ADD CONSTRAINT "_recipes_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recipes_v_locales" ADD CONSTRAINT "_recipes_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_recipes_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_gift_teas_order_idx" ON "pages_blocks_gift_teas" USING btree ("_order");
  CREATE INDEX "pages_blocks_gift_teas_parent_id_idx" ON "pages_blocks_gift_teas" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_gift_teas_path_idx" ON "pages_blocks_gift_teas" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_gift_teas_locales_locale_parent_id_unique" ON "pages_blocks_gift_teas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_accessories_order_idx" ON "pages_blocks_accessories" USING btree ("_order");
  CREATE INDEX "pages_blocks_accessories_parent_id_idx" ON "pages_blocks_accessories" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accessories_path_idx" ON "pages_blocks_accessories" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_accessories_locales_locale_parent_id_unique" ON "pages_blocks_accessories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_gift_teas_order_idx" ON "_pages_v_blocks_gift_teas" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_gift_teas_parent_id_idx" ON "_pages_v_blocks_gift_teas" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_gift_teas_path_idx" ON "_pages_v_blocks_gift_teas" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_gift_teas_locales_locale_parent_id_unique" ON "_pages_v_blocks_gift_teas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_accessories_order_idx" ON "_pages_v_blocks_accessories" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accessories_parent_id_idx" ON "_pages_v_blocks_accessories" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accessories_path_idx" ON "_pages_v_blocks_accessories" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_accessories_locales_locale_parent_id_unique" ON "_pages_v_blocks_accessories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_gift_teas_order_idx" ON "home_blocks_gift_teas" USING btree ("_order");
  CREATE INDEX "home_blocks_gift_teas_parent_id_idx" ON "home_blocks_gift_teas" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_gift_teas_path_idx" ON "home_blocks_gift_teas" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_gift_teas_locales_locale_parent_id_unique" ON "home_blocks_gift_teas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_accessories_order_idx" ON "home_blocks_accessories" USING btree ("_order");
  CREATE INDEX "home_blocks_accessories_parent_id_idx" ON "home_blocks_accessories" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_accessories_path_idx" ON "home_blocks_accessories" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_accessories_locales_locale_parent_id_unique" ON "home_blocks_accessories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_gift_teas_order_idx" ON "_home_v_blocks_gift_teas" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_gift_teas_parent_id_idx" ON "_home_v_blocks_gift_teas" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_gift_teas_path_idx" ON "_home_v_blocks_gift_teas" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_gift_teas_locales_locale_parent_id_unique" ON "_home_v_blocks_gift_teas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_accessories_order_idx" ON "_home_v_blocks_accessories" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_accessories_parent_id_idx" ON "_home_v_blocks_accessories" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_accessories_path_idx" ON "_home_v_blocks_accessories" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_accessories_locales_locale_parent_id_unique" ON "_home_v_blocks_accessories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "gift_teas_sold_in_order_idx" ON "gift_teas_sold_in" USING btree ("order");
  CREATE INDEX "gift_teas_sold_in_parent_idx" ON "gift_teas_sold_in" USING btree ("parent_id");
  CREATE INDEX "gift_teas_sold_in_value_idx" ON "gift_teas_sold_in" USING btree ("value");
  CREATE INDEX "gift_teas_images_order_idx" ON "gift_teas_images" USING btree ("_order");
  CREATE INDEX "gift_teas_images_parent_id_idx" ON "gift_teas_images" USING btree ("_parent_id");
  CREATE INDEX "gift_teas_images_image_idx" ON "gift_teas_images" USING btree ("image_id");
  CREATE INDEX "gift_teas_packs_shop_links_order_idx" ON "gift_teas_packs_shop_links" USING btree ("_order");
  CREATE INDEX "gift_teas_packs_shop_links_parent_id_idx" ON "gift_teas_packs_shop_links" USING btree ("_parent_id");
  CREATE INDEX "gift_teas_packs_order_idx" ON "gift_teas_packs" USING btree ("_order");
  CREATE INDEX "gift_teas_packs_parent_id_idx" ON "gift_teas_packs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "gift_teas_packs_locales_locale_parent_id_unique" ON "gift_teas_packs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "gift_teas_slug_idx" ON "gift_teas" USING btree ("slug");
  CREATE INDEX "gift_teas_kind_idx" ON "gift_teas" USING btree ("kind");
  CREATE INDEX "gift_teas_sold_everywhere_idx" ON "gift_teas" USING btree ("sold_everywhere");
  CREATE INDEX "gift_teas_country_idx" ON "gift_teas" USING btree ("country");
  CREATE INDEX "gift_teas_seo_seo_share_image_idx" ON "gift_teas" USING btree ("seo_share_image_id");
  CREATE INDEX "gift_teas_updated_at_idx" ON "gift_teas" USING btree ("updated_at");
  CREATE INDEX "gift_teas_created_at_idx" ON "gift_teas" USING btree ("created_at");
  CREATE INDEX "gift_teas__status_idx" ON "gift_teas" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_5_idx" ON "gift_teas" USING btree ("slug","country");
  CREATE UNIQUE INDEX "gift_teas_locales_locale_parent_id_unique" ON "gift_teas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_gift_teas_v_version_sold_in_order_idx" ON "_gift_teas_v_version_sold_in" USING btree ("order");
  CREATE INDEX "_gift_teas_v_version_sold_in_parent_idx" ON "_gift_teas_v_version_sold_in" USING btree ("parent_id");
  CREATE INDEX "_gift_teas_v_version_sold_in_value_idx" ON "_gift_teas_v_version_sold_in" USING btree ("value");
  CREATE INDEX "_gift_teas_v_version_images_order_idx" ON "_gift_teas_v_version_images" USING btree ("_order");
  CREATE INDEX "_gift_teas_v_version_images_parent_id_idx" ON "_gift_teas_v_version_images" USING btree ("_parent_id");
  CREATE INDEX "_gift_teas_v_version_images_image_idx" ON "_gift_teas_v_version_images" USING btree ("image_id");
  CREATE INDEX "_gift_teas_v_version_packs_shop_links_order_idx" ON "_gift_teas_v_version_packs_shop_links" USING btree ("_order");
  CREATE INDEX "_gift_teas_v_version_packs_shop_links_parent_id_idx" ON "_gift_teas_v_version_packs_shop_links" USING btree ("_parent_id");
  CREATE INDEX "_gift_teas_v_version_packs_order_idx" ON "_gift_teas_v_version_packs" USING btree ("_order");
  CREATE INDEX "_gift_teas_v_version_packs_parent_id_idx" ON "_gift_teas_v_version_packs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_gift_teas_v_version_packs_locales_locale_parent_id_unique" ON "_gift_teas_v_version_packs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_gift_teas_v_parent_idx" ON "_gift_teas_v" USING btree ("parent_id");
  CREATE INDEX "_gift_teas_v_version_version_slug_idx" ON "_gift_teas_v" USING btree ("version_slug");
  CREATE INDEX "_gift_teas_v_version_version_kind_idx" ON "_gift_teas_v" USING btree ("version_kind");
  CREATE INDEX "_gift_teas_v_version_version_sold_everywhere_idx" ON "_gift_teas_v" USING btree ("version_sold_everywhere");
  CREATE INDEX "_gift_teas_v_version_version_country_idx" ON "_gift_teas_v" USING btree ("version_country");
  CREATE INDEX "_gift_teas_v_version_seo_version_seo_share_image_idx" ON "_gift_teas_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_gift_teas_v_version_version_updated_at_idx" ON "_gift_teas_v" USING btree ("version_updated_at");
  CREATE INDEX "_gift_teas_v_version_version_created_at_idx" ON "_gift_teas_v" USING btree ("version_created_at");
  CREATE INDEX "_gift_teas_v_version_version__status_idx" ON "_gift_teas_v" USING btree ("version__status");
  CREATE INDEX "_gift_teas_v_created_at_idx" ON "_gift_teas_v" USING btree ("created_at");
  CREATE INDEX "_gift_teas_v_updated_at_idx" ON "_gift_teas_v" USING btree ("updated_at");
  CREATE INDEX "_gift_teas_v_snapshot_idx" ON "_gift_teas_v" USING btree ("snapshot");
  CREATE INDEX "_gift_teas_v_published_locale_idx" ON "_gift_teas_v" USING btree ("published_locale");
  CREATE INDEX "_gift_teas_v_latest_idx" ON "_gift_teas_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_5_idx" ON "_gift_teas_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_gift_teas_v_locales_locale_parent_id_unique" ON "_gift_teas_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "accessory_categories_slug_idx" ON "accessory_categories" USING btree ("slug");
  CREATE INDEX "accessory_categories_country_idx" ON "accessory_categories" USING btree ("country");
  CREATE INDEX "accessory_categories_seo_seo_share_image_idx" ON "accessory_categories" USING btree ("seo_share_image_id");
  CREATE INDEX "accessory_categories_updated_at_idx" ON "accessory_categories" USING btree ("updated_at");
  CREATE INDEX "accessory_categories_created_at_idx" ON "accessory_categories" USING btree ("created_at");
  CREATE INDEX "accessory_categories__status_idx" ON "accessory_categories" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_6_idx" ON "accessory_categories" USING btree ("slug","country");
  CREATE UNIQUE INDEX "accessory_categories_locales_locale_parent_id_unique" ON "accessory_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_accessory_categories_v_parent_idx" ON "_accessory_categories_v" USING btree ("parent_id");
  CREATE INDEX "_accessory_categories_v_version_version_slug_idx" ON "_accessory_categories_v" USING btree ("version_slug");
  CREATE INDEX "_accessory_categories_v_version_version_country_idx" ON "_accessory_categories_v" USING btree ("version_country");
  CREATE INDEX "_accessory_categories_v_version_seo_version_seo_share_im_idx" ON "_accessory_categories_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_accessory_categories_v_version_version_updated_at_idx" ON "_accessory_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_accessory_categories_v_version_version_created_at_idx" ON "_accessory_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_accessory_categories_v_version_version__status_idx" ON "_accessory_categories_v" USING btree ("version__status");
  CREATE INDEX "_accessory_categories_v_created_at_idx" ON "_accessory_categories_v" USING btree ("created_at");
  CREATE INDEX "_accessory_categories_v_updated_at_idx" ON "_accessory_categories_v" USING btree ("updated_at");
  CREATE INDEX "_accessory_categories_v_snapshot_idx" ON "_accessory_categories_v" USING btree ("snapshot");
  CREATE INDEX "_accessory_categories_v_published_locale_idx" ON "_accessory_categories_v" USING btree ("published_locale");
  CREATE INDEX "_accessory_categories_v_latest_idx" ON "_accessory_categories_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_6_idx" ON "_accessory_categories_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_accessory_categories_v_locales_locale_parent_id_unique" ON "_accessory_categories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "accessories_sold_in_order_idx" ON "accessories_sold_in" USING btree ("order");
  CREATE INDEX "accessories_sold_in_parent_idx" ON "accessories_sold_in" USING btree ("parent_id");
  CREATE INDEX "accessories_sold_in_value_idx" ON "accessories_sold_in" USING btree ("value");
  CREATE INDEX "accessories_images_order_idx" ON "accessories_images" USING btree ("_order");
  CREATE INDEX "accessories_images_parent_id_idx" ON "accessories_images" USING btree ("_parent_id");
  CREATE INDEX "accessories_images_image_idx" ON "accessories_images" USING btree ("image_id");
  CREATE INDEX "accessories_packs_shop_links_order_idx" ON "accessories_packs_shop_links" USING btree ("_order");
  CREATE INDEX "accessories_packs_shop_links_parent_id_idx" ON "accessories_packs_shop_links" USING btree ("_parent_id");
  CREATE INDEX "accessories_packs_order_idx" ON "accessories_packs" USING btree ("_order");
  CREATE INDEX "accessories_packs_parent_id_idx" ON "accessories_packs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "accessories_packs_locales_locale_parent_id_unique" ON "accessories_packs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "accessories_slug_idx" ON "accessories" USING btree ("slug");
  CREATE INDEX "accessories_sold_everywhere_idx" ON "accessories" USING btree ("sold_everywhere");
  CREATE INDEX "accessories_material_idx" ON "accessories" USING btree ("material");
  CREATE INDEX "accessories_category_idx" ON "accessories" USING btree ("category_id");
  CREATE INDEX "accessories_category_slug_idx" ON "accessories" USING btree ("category_slug");
  CREATE INDEX "accessories_country_idx" ON "accessories" USING btree ("country");
  CREATE INDEX "accessories_seo_seo_share_image_idx" ON "accessories" USING btree ("seo_share_image_id");
  CREATE INDEX "accessories_updated_at_idx" ON "accessories" USING btree ("updated_at");
  CREATE INDEX "accessories_created_at_idx" ON "accessories" USING btree ("created_at");
  CREATE INDEX "accessories__status_idx" ON "accessories" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_7_idx" ON "accessories" USING btree ("slug","country");
  CREATE UNIQUE INDEX "accessories_locales_locale_parent_id_unique" ON "accessories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_accessories_v_version_sold_in_order_idx" ON "_accessories_v_version_sold_in" USING btree ("order");
  CREATE INDEX "_accessories_v_version_sold_in_parent_idx" ON "_accessories_v_version_sold_in" USING btree ("parent_id");
  CREATE INDEX "_accessories_v_version_sold_in_value_idx" ON "_accessories_v_version_sold_in" USING btree ("value");
  CREATE INDEX "_accessories_v_version_images_order_idx" ON "_accessories_v_version_images" USING btree ("_order");
  CREATE INDEX "_accessories_v_version_images_parent_id_idx" ON "_accessories_v_version_images" USING btree ("_parent_id");
  CREATE INDEX "_accessories_v_version_images_image_idx" ON "_accessories_v_version_images" USING btree ("image_id");
  CREATE INDEX "_accessories_v_version_packs_shop_links_order_idx" ON "_accessories_v_version_packs_shop_links" USING btree ("_order");
  CREATE INDEX "_accessories_v_version_packs_shop_links_parent_id_idx" ON "_accessories_v_version_packs_shop_links" USING btree ("_parent_id");
  CREATE INDEX "_accessories_v_version_packs_order_idx" ON "_accessories_v_version_packs" USING btree ("_order");
  CREATE INDEX "_accessories_v_version_packs_parent_id_idx" ON "_accessories_v_version_packs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_accessories_v_version_packs_locales_locale_parent_id_unique" ON "_accessories_v_version_packs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_accessories_v_parent_idx" ON "_accessories_v" USING btree ("parent_id");
  CREATE INDEX "_accessories_v_version_version_slug_idx" ON "_accessories_v" USING btree ("version_slug");
  CREATE INDEX "_accessories_v_version_version_sold_everywhere_idx" ON "_accessories_v" USING btree ("version_sold_everywhere");
  CREATE INDEX "_accessories_v_version_version_material_idx" ON "_accessories_v" USING btree ("version_material");
  CREATE INDEX "_accessories_v_version_version_category_idx" ON "_accessories_v" USING btree ("version_category_id");
  CREATE INDEX "_accessories_v_version_version_category_slug_idx" ON "_accessories_v" USING btree ("version_category_slug");
  CREATE INDEX "_accessories_v_version_version_country_idx" ON "_accessories_v" USING btree ("version_country");
  CREATE INDEX "_accessories_v_version_seo_version_seo_share_image_idx" ON "_accessories_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_accessories_v_version_version_updated_at_idx" ON "_accessories_v" USING btree ("version_updated_at");
  CREATE INDEX "_accessories_v_version_version_created_at_idx" ON "_accessories_v" USING btree ("version_created_at");
  CREATE INDEX "_accessories_v_version_version__status_idx" ON "_accessories_v" USING btree ("version__status");
  CREATE INDEX "_accessories_v_created_at_idx" ON "_accessories_v" USING btree ("created_at");
  CREATE INDEX "_accessories_v_updated_at_idx" ON "_accessories_v" USING btree ("updated_at");
  CREATE INDEX "_accessories_v_snapshot_idx" ON "_accessories_v" USING btree ("snapshot");
  CREATE INDEX "_accessories_v_published_locale_idx" ON "_accessories_v" USING btree ("published_locale");
  CREATE INDEX "_accessories_v_latest_idx" ON "_accessories_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_7_idx" ON "_accessories_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_accessories_v_locales_locale_parent_id_unique" ON "_accessories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "recipes_ingredients_order_idx" ON "recipes_ingredients" USING btree ("_order");
  CREATE INDEX "recipes_ingredients_parent_id_idx" ON "recipes_ingredients" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "recipes_ingredients_locales_locale_parent_id_unique" ON "recipes_ingredients_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "recipes_method_order_idx" ON "recipes_method" USING btree ("_order");
  CREATE INDEX "recipes_method_parent_id_idx" ON "recipes_method" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "recipes_method_locales_locale_parent_id_unique" ON "recipes_method_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "recipes_slug_idx" ON "recipes" USING btree ("slug");
  CREATE INDEX "recipes_kind_idx" ON "recipes" USING btree ("kind");
  CREATE INDEX "recipes_image_idx" ON "recipes" USING btree ("image_id");
  CREATE INDEX "recipes_country_idx" ON "recipes" USING btree ("country");
  CREATE INDEX "recipes_seo_seo_share_image_idx" ON "recipes" USING btree ("seo_share_image_id");
  CREATE INDEX "recipes_updated_at_idx" ON "recipes" USING btree ("updated_at");
  CREATE INDEX "recipes_created_at_idx" ON "recipes" USING btree ("created_at");
  CREATE INDEX "recipes__status_idx" ON "recipes" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_8_idx" ON "recipes" USING btree ("slug","country");
  CREATE UNIQUE INDEX "recipes_locales_locale_parent_id_unique" ON "recipes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_recipes_v_version_ingredients_order_idx" ON "_recipes_v_version_ingredients" USING btree ("_order");
  CREATE INDEX "_recipes_v_version_ingredients_parent_id_idx" ON "_recipes_v_version_ingredients" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_recipes_v_version_ingredients_locales_locale_parent_id_uniq" ON "_recipes_v_version_ingredients_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_recipes_v_version_method_order_idx" ON "_recipes_v_version_method" USING btree ("_order");
  CREATE INDEX "_recipes_v_version_method_parent_id_idx" ON "_recipes_v_version_method" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_recipes_v_version_method_locales_locale_parent_id_unique" ON "_recipes_v_version_method_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_recipes_v_parent_idx" ON "_recipes_v" USING btree ("parent_id");
  CREATE INDEX "_recipes_v_version_version_slug_idx" ON "_recipes_v" USING btree ("version_slug");
  CREATE INDEX "_recipes_v_version_version_kind_idx" ON "_recipes_v" USING btree ("version_kind");
  CREATE INDEX "_recipes_v_version_version_image_idx" ON "_recipes_v" USING btree ("version_image_id");
  CREATE INDEX "_recipes_v_version_version_country_idx" ON "_recipes_v" USING btree ("version_country");
  CREATE INDEX "_recipes_v_version_seo_version_seo_share_image_idx" ON "_recipes_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_recipes_v_version_version_updated_at_idx" ON "_recipes_v" USING btree ("version_updated_at");
  CREATE INDEX "_recipes_v_version_version_created_at_idx" ON "_recipes_v" USING btree ("version_created_at");
  CREATE INDEX "_recipes_v_version_version__status_idx" ON "_recipes_v" USING btree ("version__status");
  CREATE INDEX "_recipes_v_created_at_idx" ON "_recipes_v" USING btree ("created_at");
  CREATE INDEX "_recipes_v_updated_at_idx" ON "_recipes_v" USING btree ("updated_at");
  CREATE INDEX "_recipes_v_snapshot_idx" ON "_recipes_v" USING btree ("snapshot");
  CREATE INDEX "_recipes_v_published_locale_idx" ON "_recipes_v" USING btree ("published_locale");
  CREATE INDEX "_recipes_v_latest_idx" ON "_recipes_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_8_idx" ON "_recipes_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_recipes_v_locales_locale_parent_id_unique" ON "_recipes_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_gift_teas_fk" FOREIGN KEY ("gift_teas_id") REFERENCES "public"."gift_teas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_accessories_fk" FOREIGN KEY ("accessories_id") REFERENCES "public"."accessories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gift_teas_fk" FOREIGN KEY ("gift_teas_id") REFERENCES "public"."gift_teas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_accessory_categories_fk" FOREIGN KEY ("accessory_categories_id") REFERENCES "public"."accessory_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_accessories_fk" FOREIGN KEY ("accessories_id") REFERENCES "public"."accessories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_rels_gift_teas_id_idx" ON "search_rels" USING btree ("gift_teas_id");
  CREATE INDEX "search_rels_accessories_id_idx" ON "search_rels" USING btree ("accessories_id");
  CREATE INDEX "search_rels_recipes_id_idx" ON "search_rels" USING btree ("recipes_id");
  CREATE INDEX "payload_locked_documents_rels_gift_teas_id_idx" ON "payload_locked_documents_rels" USING btree ("gift_teas_id");
  CREATE INDEX "payload_locked_documents_rels_accessory_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("accessory_categories_id");
  CREATE INDEX "payload_locked_documents_rels_accessories_id_idx" ON "payload_locked_documents_rels" USING btree ("accessories_id");
  CREATE INDEX "payload_locked_documents_rels_recipes_id_idx" ON "payload_locked_documents_rels" USING btree ("recipes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_gift_teas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_gift_teas_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_accessories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_accessories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_gift_teas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_gift_teas_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_accessories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_accessories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_gift_teas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_gift_teas_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_accessories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_accessories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_gift_teas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_gift_teas_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_accessories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_accessories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gift_teas_sold_in" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gift_teas_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gift_teas_packs_shop_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gift_teas_packs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gift_teas_packs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gift_teas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gift_teas_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_gift_teas_v_version_sold_in" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_gift_teas_v_version_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_gift_teas_v_version_packs_shop_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_gift_teas_v_version_packs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_gift_teas_v_version_packs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_gift_teas_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_gift_teas_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accessory_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accessory_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_accessory_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_accessory_categories_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accessories_sold_in" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accessories_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accessories_packs_shop_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accessories_packs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accessories_packs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accessories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accessories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_accessories_v_version_sold_in" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_accessories_v_version_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_accessories_v_version_packs_shop_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_accessories_v_version_packs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_accessories_v_version_packs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_accessories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_accessories_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recipes_ingredients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recipes_ingredients_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recipes_method" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recipes_method_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recipes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recipes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_recipes_v_version_ingredients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_recipes_v_version_ingredients_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_recipes_v_version_method" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_recipes_v_version_method_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_recipes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_recipes_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_gift_teas" CASCADE;
  DROP TABLE "pages_blocks_gift_teas_locales" CASCADE;
  DROP TABLE "pages_blocks_accessories" CASCADE;
  DROP TABLE "pages_blocks_accessories_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_gift_teas" CASCADE;
  DROP TABLE "_pages_v_blocks_gift_teas_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_accessories" CASCADE;
  DROP TABLE "_pages_v_blocks_accessories_locales" CASCADE;
  DROP TABLE "home_blocks_gift_teas" CASCADE;
  DROP TABLE "home_blocks_gift_teas_locales" CASCADE;
  DROP TABLE "home_blocks_accessories" CASCADE;
  DROP TABLE "home_blocks_accessories_locales" CASCADE;
  DROP TABLE "_home_v_blocks_gift_teas" CASCADE;
  DROP TABLE "_home_v_blocks_gift_teas_locales" CASCADE;
  DROP TABLE "_home_v_blocks_accessories" CASCADE;
  DROP TABLE "_home_v_blocks_accessories_locales" CASCADE;
  DROP TABLE "gift_teas_sold_in" CASCADE;
  DROP TABLE "gift_teas_images" CASCADE;
  DROP TABLE "gift_teas_packs_shop_links" CASCADE;
  DROP TABLE "gift_teas_packs" CASCADE;
  DROP TABLE "gift_teas_packs_locales" CASCADE;
  DROP TABLE "gift_teas" CASCADE;
  DROP TABLE "gift_teas_locales" CASCADE;
  DROP TABLE "_gift_teas_v_version_sold_in" CASCADE;
  DROP TABLE "_gift_teas_v_version_images" CASCADE;
  DROP TABLE "_gift_teas_v_version_packs_shop_links" CASCADE;
  DROP TABLE "_gift_teas_v_version_packs" CASCADE;
  DROP TABLE "_gift_teas_v_version_packs_locales" CASCADE;
  DROP TABLE "_gift_teas_v" CASCADE;
  DROP TABLE "_gift_teas_v_locales" CASCADE;
  DROP TABLE "accessory_categories" CASCADE;
  DROP TABLE "accessory_categories_locales" CASCADE;
  DROP TABLE "_accessory_categories_v" CASCADE;
  DROP TABLE "_accessory_categories_v_locales" CASCADE;
  DROP TABLE "accessories_sold_in" CASCADE;
  DROP TABLE "accessories_images" CASCADE;
  DROP TABLE "accessories_packs_shop_links" CASCADE;
  DROP TABLE "accessories_packs" CASCADE;
  DROP TABLE "accessories_packs_locales" CASCADE;
  DROP TABLE "accessories" CASCADE;
  DROP TABLE "accessories_locales" CASCADE;
  DROP TABLE "_accessories_v_version_sold_in" CASCADE;
  DROP TABLE "_accessories_v_version_images" CASCADE;
  DROP TABLE "_accessories_v_version_packs_shop_links" CASCADE;
  DROP TABLE "_accessories_v_version_packs" CASCADE;
  DROP TABLE "_accessories_v_version_packs_locales" CASCADE;
  DROP TABLE "_accessories_v" CASCADE;
  DROP TABLE "_accessories_v_locales" CASCADE;
  DROP TABLE "recipes_ingredients" CASCADE;
  DROP TABLE "recipes_ingredients_locales" CASCADE;
  DROP TABLE "recipes_method" CASCADE;
  DROP TABLE "recipes_method_locales" CASCADE;
  DROP TABLE "recipes" CASCADE;
  DROP TABLE "recipes_locales" CASCADE;
  DROP TABLE "_recipes_v_version_ingredients" CASCADE;
  DROP TABLE "_recipes_v_version_ingredients_locales" CASCADE;
  DROP TABLE "_recipes_v_version_method" CASCADE;
  DROP TABLE "_recipes_v_version_method_locales" CASCADE;
  DROP TABLE "_recipes_v" CASCADE;
  DROP TABLE "_recipes_v_locales" CASCADE;
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_gift_teas_fk";
  
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_accessories_fk";
  
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_recipes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gift_teas_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_accessory_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_accessories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_recipes_fk";
  
  DROP INDEX "search_rels_gift_teas_id_idx";
  DROP INDEX "search_rels_accessories_id_idx";
  DROP INDEX "search_rels_recipes_id_idx";
  DROP INDEX "payload_locked_documents_rels_gift_teas_id_idx";
  DROP INDEX "payload_locked_documents_rels_accessory_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_accessories_id_idx";
  DROP INDEX "payload_locked_documents_rels_recipes_id_idx";
  ALTER TABLE "search_rels" DROP COLUMN "gift_teas_id";
  ALTER TABLE "search_rels" DROP COLUMN "accessories_id";
  ALTER TABLE "search_rels" DROP COLUMN "recipes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gift_teas_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "accessory_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "accessories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "recipes_id";
  DROP TYPE "public"."enum_pages_blocks_gift_teas_kind";
  DROP TYPE "public"."enum__pages_v_blocks_gift_teas_kind";
  DROP TYPE "public"."enum_home_blocks_gift_teas_kind";
  DROP TYPE "public"."enum__home_v_blocks_gift_teas_kind";
  DROP TYPE "public"."enum_gift_teas_sold_in";
  DROP TYPE "public"."enum_gift_teas_packs_shop_links_country";
  DROP TYPE "public"."enum_gift_teas_kind";
  DROP TYPE "public"."enum_gift_teas_country";
  DROP TYPE "public"."enum_gift_teas_status";
  DROP TYPE "public"."enum__gift_teas_v_version_sold_in";
  DROP TYPE "public"."enum__gift_teas_v_version_packs_shop_links_country";
  DROP TYPE "public"."enum__gift_teas_v_version_kind";
  DROP TYPE "public"."enum__gift_teas_v_version_country";
  DROP TYPE "public"."enum__gift_teas_v_version_status";
  DROP TYPE "public"."enum__gift_teas_v_published_locale";
  DROP TYPE "public"."enum_accessory_categories_country";
  DROP TYPE "public"."enum_accessory_categories_status";
  DROP TYPE "public"."enum__accessory_categories_v_version_country";
  DROP TYPE "public"."enum__accessory_categories_v_version_status";
  DROP TYPE "public"."enum__accessory_categories_v_published_locale";
  DROP TYPE "public"."enum_accessories_sold_in";
  DROP TYPE "public"."enum_accessories_packs_shop_links_country";
  DROP TYPE "public"."enum_accessories_material";
  DROP TYPE "public"."enum_accessories_country";
  DROP TYPE "public"."enum_accessories_status";
  DROP TYPE "public"."enum__accessories_v_version_sold_in";
  DROP TYPE "public"."enum__accessories_v_version_packs_shop_links_country";
  DROP TYPE "public"."enum__accessories_v_version_material";
  DROP TYPE "public"."enum__accessories_v_version_country";
  DROP TYPE "public"."enum__accessories_v_version_status";
  DROP TYPE "public"."enum__accessories_v_published_locale";
  DROP TYPE "public"."enum_recipes_kind";
  DROP TYPE "public"."enum_recipes_country";
  DROP TYPE "public"."enum_recipes_status";
  DROP TYPE "public"."enum__recipes_v_version_kind";
  DROP TYPE "public"."enum__recipes_v_version_country";
  DROP TYPE "public"."enum__recipes_v_version_status";
  DROP TYPE "public"."enum__recipes_v_published_locale";`)
}
