import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tea_estates_type" AS ENUM('family', 'partner');
  CREATE TYPE "public"."enum_tea_estates_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_tea_estates_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tea_estates_v_version_type" AS ENUM('family', 'partner');
  CREATE TYPE "public"."enum__tea_estates_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__tea_estates_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tea_estates_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_testimonials_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_testimonials_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__testimonials_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__testimonials_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__testimonials_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_podcast_series_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_podcast_series_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__podcast_series_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__podcast_series_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__podcast_series_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_podcast_episodes_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_podcast_episodes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__podcast_episodes_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__podcast_episodes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__podcast_episodes_v_published_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_contact_submissions_notification" AS ENUM('pending', 'sent', 'failed');
  CREATE TYPE "public"."enum_cv_submissions_notification" AS ENUM('pending', 'sent', 'failed');
  CREATE TABLE "pages_blocks_founder_message" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"signature_id" integer,
  	"video_url" varchar,
  	"video_file_id" integer,
  	"video_poster_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_founder_message_locales" (
  	"header" varchar,
  	"message" jsonb,
  	"founder_name" varchar,
  	"founder_role" varchar,
  	"video_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_value_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_value_cards_cards_locales" (
  	"title" varchar,
  	"short_text" varchar,
  	"long_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_value_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_value_cards_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_certificates_awards_certificates" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"file_id" integer
  );
  
  CREATE TABLE "pages_blocks_certificates_awards_certificates_locales" (
  	"sub_heading" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_certificates_awards_awards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"file_id" integer
  );
  
  CREATE TABLE "pages_blocks_certificates_awards_awards_locales" (
  	"sub_heading" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_certificates_awards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_certificates_awards_locales" (
  	"header" varchar,
  	"description" varchar,
  	"certificate_btn_text" varchar,
  	"award_btn_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_timeline_time_line" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric
  );
  
  CREATE TABLE "pages_blocks_timeline_time_line_locales" (
  	"title" varchar,
  	"content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_timeline_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"has_link" boolean DEFAULT false,
  	"link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_quote_locales" (
  	"title" varchar,
  	"quote" varchar,
  	"author" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_downloads_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer
  );
  
  CREATE TABLE "pages_blocks_downloads_files_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_downloads_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_goals_goals" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"colour" varchar
  );
  
  CREATE TABLE "pages_blocks_goals_goals_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_goals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_goals_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_stats_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_stats_stats_locales" (
  	"figure" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stats_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_policy_sections_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_policy_sections_sections_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_policy_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"effective_date" timestamp(3) with time zone,
  	"show_contents" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cookie_settings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cookie_settings_locales" (
  	"header" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link" varchar
  );
  
  CREATE TABLE "items_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_map_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "site_map_sections_locales" (
  	"section_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_tea_estates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_map" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_tea_estates_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 6,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonials_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_contact_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"contact_details_contact_no_1" varchar,
  	"contact_details_contact_no_2" varchar,
  	"contact_details_email" varchar,
  	"contact_details_latitude" numeric,
  	"contact_details_longitude" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_details_locales" (
  	"contact_details_address" varchar,
  	"content" jsonb,
  	"agreement_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_people_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_people_cards_items_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_people_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_people_cards_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_careers_actions_vacancies" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_careers_actions_vacancies_locales" (
  	"title" varchar,
  	"location" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_careers_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_careers_actions_locales" (
  	"vacancy_btn_text" varchar DEFAULT 'View vacancies',
  	"submit_cv_btn_text" varchar DEFAULT 'Submit your CV',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_podcasts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_featured" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_podcasts_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_founder_message" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"signature_id" integer,
  	"video_url" varchar,
  	"video_file_id" integer,
  	"video_poster_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_founder_message_locales" (
  	"header" varchar,
  	"message" jsonb,
  	"founder_name" varchar,
  	"founder_role" varchar,
  	"video_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_value_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_value_cards_cards_locales" (
  	"title" varchar,
  	"short_text" varchar,
  	"long_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_value_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_value_cards_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_certificates_awards_certificates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_certificates_awards_certificates_locales" (
  	"sub_heading" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_certificates_awards_awards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_certificates_awards_awards_locales" (
  	"sub_heading" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_certificates_awards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_certificates_awards_locales" (
  	"header" varchar,
  	"description" varchar,
  	"certificate_btn_text" varchar,
  	"award_btn_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_timeline_time_line" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_timeline_time_line_locales" (
  	"title" varchar,
  	"content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_timeline_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"has_link" boolean DEFAULT false,
  	"link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quote_locales" (
  	"title" varchar,
  	"quote" varchar,
  	"author" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_downloads_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_downloads_files_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_downloads_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_goals_goals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"colour" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_goals_goals_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_goals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_goals_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_stats_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats_stats_locales" (
  	"figure" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_policy_sections_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_policy_sections_sections_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_policy_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"effective_date" timestamp(3) with time zone,
  	"show_contents" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cookie_settings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cookie_settings_locales" (
  	"header" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_items_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_items_v_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_map_v_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_map_v_sections_locales" (
  	"section_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_map_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tea_estates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_map" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tea_estates_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_contact_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_details_contact_no_1" varchar,
  	"contact_details_contact_no_2" varchar,
  	"contact_details_email" varchar,
  	"contact_details_latitude" numeric,
  	"contact_details_longitude" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_details_locales" (
  	"contact_details_address" varchar,
  	"content" jsonb,
  	"agreement_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_people_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_people_cards_items_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_people_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_people_cards_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_careers_actions_vacancies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_careers_actions_vacancies_locales" (
  	"title" varchar,
  	"location" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_careers_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_careers_actions_locales" (
  	"vacancy_btn_text" varchar DEFAULT 'View vacancies',
  	"submit_cv_btn_text" varchar DEFAULT 'Submit your CV',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_podcasts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_featured" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_podcasts_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "home_blocks_founder_message" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"signature_id" integer,
  	"video_url" varchar,
  	"video_file_id" integer,
  	"video_poster_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_founder_message_locales" (
  	"header" varchar,
  	"message" jsonb,
  	"founder_name" varchar,
  	"founder_role" varchar,
  	"video_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_value_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "home_blocks_value_cards_cards_locales" (
  	"title" varchar,
  	"short_text" varchar,
  	"long_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_value_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_value_cards_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_certificates_awards_certificates" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"file_id" integer
  );
  
  CREATE TABLE "home_blocks_certificates_awards_certificates_locales" (
  	"sub_heading" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_certificates_awards_awards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"file_id" integer
  );
  
  CREATE TABLE "home_blocks_certificates_awards_awards_locales" (
  	"sub_heading" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_certificates_awards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_certificates_awards_locales" (
  	"header" varchar,
  	"description" varchar,
  	"certificate_btn_text" varchar,
  	"award_btn_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_timeline_time_line" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric
  );
  
  CREATE TABLE "home_blocks_timeline_time_line_locales" (
  	"title" varchar,
  	"content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_timeline_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"has_link" boolean DEFAULT false,
  	"link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_quote_locales" (
  	"title" varchar,
  	"quote" varchar,
  	"author" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_downloads_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer
  );
  
  CREATE TABLE "home_blocks_downloads_files_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_downloads_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_goals_goals" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"colour" varchar
  );
  
  CREATE TABLE "home_blocks_goals_goals_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_goals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_goals_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_stats_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "home_blocks_stats_stats_locales" (
  	"figure" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_stats_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_policy_sections_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "home_blocks_policy_sections_sections_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_policy_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"effective_date" timestamp(3) with time zone,
  	"show_contents" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_cookie_settings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_cookie_settings_locales" (
  	"header" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_tea_estates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_map" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_tea_estates_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 6,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_testimonials_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_contact_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"contact_details_contact_no_1" varchar,
  	"contact_details_contact_no_2" varchar,
  	"contact_details_email" varchar,
  	"contact_details_latitude" numeric,
  	"contact_details_longitude" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_contact_details_locales" (
  	"contact_details_address" varchar,
  	"content" jsonb,
  	"agreement_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_people_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "home_blocks_people_cards_items_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_people_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_people_cards_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_careers_actions_vacancies" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "home_blocks_careers_actions_vacancies_locales" (
  	"title" varchar,
  	"location" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_careers_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_careers_actions_locales" (
  	"vacancy_btn_text" varchar DEFAULT 'View vacancies',
  	"submit_cv_btn_text" varchar DEFAULT 'Submit your CV',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_podcasts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_featured" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_podcasts_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_home_v_blocks_founder_message" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"signature_id" integer,
  	"video_url" varchar,
  	"video_file_id" integer,
  	"video_poster_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_founder_message_locales" (
  	"header" varchar,
  	"message" jsonb,
  	"founder_name" varchar,
  	"founder_role" varchar,
  	"video_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_value_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_value_cards_cards_locales" (
  	"title" varchar,
  	"short_text" varchar,
  	"long_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_value_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_value_cards_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_certificates_awards_certificates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_certificates_awards_certificates_locales" (
  	"sub_heading" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_certificates_awards_awards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_certificates_awards_awards_locales" (
  	"sub_heading" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_certificates_awards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_certificates_awards_locales" (
  	"header" varchar,
  	"description" varchar,
  	"certificate_btn_text" varchar,
  	"award_btn_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_timeline_time_line" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_timeline_time_line_locales" (
  	"title" varchar,
  	"content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_timeline_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"has_link" boolean DEFAULT false,
  	"link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_quote_locales" (
  	"title" varchar,
  	"quote" varchar,
  	"author" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_downloads_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_downloads_files_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_downloads_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_goals_goals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"colour" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_goals_goals_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_goals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_goals_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_stats_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_stats_stats_locales" (
  	"figure" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_stats_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_policy_sections_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_policy_sections_sections_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_policy_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"effective_date" timestamp(3) with time zone,
  	"show_contents" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_cookie_settings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_cookie_settings_locales" (
  	"header" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_tea_estates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_map" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_tea_estates_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_testimonials_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_contact_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_details_contact_no_1" varchar,
  	"contact_details_contact_no_2" varchar,
  	"contact_details_email" varchar,
  	"contact_details_latitude" numeric,
  	"contact_details_longitude" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_contact_details_locales" (
  	"contact_details_address" varchar,
  	"content" jsonb,
  	"agreement_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_people_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_people_cards_items_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_people_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_people_cards_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_careers_actions_vacancies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_careers_actions_vacancies_locales" (
  	"title" varchar,
  	"location" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_careers_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_careers_actions_locales" (
  	"vacancy_btn_text" varchar DEFAULT 'View vacancies',
  	"submit_cv_btn_text" varchar DEFAULT 'Submit your CV',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_podcasts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_featured" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_podcasts_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "tea_estates_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "tea_estates_images_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "tea_estates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"type" "enum_tea_estates_type" DEFAULT 'family',
  	"elevation" numeric,
  	"latitude" numeric,
  	"longitude" numeric,
  	"cover_image_id" integer,
  	"video_video_url" varchar,
  	"video_video_file_id" integer,
  	"video_thumbnail_id" integer,
  	"tour_url" varchar,
  	"country" "enum_tea_estates_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_tea_estates_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "tea_estates_locales" (
  	"name" varchar,
  	"region" varchar,
  	"summary" varchar,
  	"description" jsonb,
  	"video_title" varchar,
  	"tour_text" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_tea_estates_v_version_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_tea_estates_v_version_images_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_tea_estates_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_type" "enum__tea_estates_v_version_type" DEFAULT 'family',
  	"version_elevation" numeric,
  	"version_latitude" numeric,
  	"version_longitude" numeric,
  	"version_cover_image_id" integer,
  	"version_video_video_url" varchar,
  	"version_video_video_file_id" integer,
  	"version_video_thumbnail_id" integer,
  	"version_tour_url" varchar,
  	"version_country" "enum__tea_estates_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__tea_estates_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__tea_estates_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_tea_estates_v_locales" (
  	"version_name" varchar,
  	"version_region" varchar,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"version_video_title" varchar,
  	"version_tour_text" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"author_name" varchar,
  	"slug" varchar,
  	"date" timestamp(3) with time zone,
  	"year" numeric,
  	"month" numeric,
  	"photo_id" integer,
  	"country" "enum_testimonials_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_testimonials_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "testimonials_locales" (
  	"role" varchar,
  	"place" varchar,
  	"text" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_author_name" varchar,
  	"version_slug" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_year" numeric,
  	"version_month" numeric,
  	"version_photo_id" integer,
  	"version_country" "enum__testimonials_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__testimonials_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__testimonials_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_testimonials_v_locales" (
  	"version_role" varchar,
  	"version_place" varchar,
  	"version_text" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "podcast_series" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"cover_image_id" integer,
  	"country" "enum_podcast_series_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_podcast_series_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "podcast_series_locales" (
  	"title" varchar,
  	"host" varchar,
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
  
  CREATE TABLE "_podcast_series_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_cover_image_id" integer,
  	"version_country" "enum__podcast_series_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__podcast_series_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__podcast_series_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_podcast_series_v_locales" (
  	"version_title" varchar,
  	"version_host" varchar,
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
  
  CREATE TABLE "podcast_episodes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"series_id" integer,
  	"series_slug" varchar,
  	"episode_number" numeric,
  	"published_on" timestamp(3) with time zone,
  	"featured" boolean DEFAULT false,
  	"audio_id" integer,
  	"duration_seconds" numeric,
  	"cover_image_id" integer,
  	"country" "enum_podcast_episodes_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_podcast_episodes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "podcast_episodes_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"notes" jsonb,
  	"transcript" jsonb,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_keywords" varchar,
  	"seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_podcast_episodes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_series_id" integer,
  	"version_series_slug" varchar,
  	"version_episode_number" numeric,
  	"version_published_on" timestamp(3) with time zone,
  	"version_featured" boolean DEFAULT false,
  	"version_audio_id" integer,
  	"version_duration_seconds" numeric,
  	"version_cover_image_id" integer,
  	"version_country" "enum__podcast_episodes_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__podcast_episodes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__podcast_episodes_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_podcast_episodes_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_notes" jsonb,
  	"version_transcript" jsonb,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_share_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contact_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"country" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"agreement" boolean DEFAULT false NOT NULL,
  	"notification" "enum_contact_submissions_notification" DEFAULT 'pending',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cv_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"position" varchar NOT NULL,
  	"consent" boolean DEFAULT false NOT NULL,
  	"notification" "enum_cv_submissions_notification" DEFAULT 'pending',
  	"prefix" varchar DEFAULT 'cv-submissions',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "users" ADD COLUMN "role" "enum_users_role" DEFAULT 'editor';
  ALTER TABLE "search_rels" ADD COLUMN "tea_estates_id" integer;
  ALTER TABLE "search_rels" ADD COLUMN "testimonials_id" integer;
  ALTER TABLE "search_rels" ADD COLUMN "podcast_series_id" integer;
  ALTER TABLE "search_rels" ADD COLUMN "podcast_episodes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tea_estates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "testimonials_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "podcast_series_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "podcast_episodes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_submissions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cv_submissions_id" integer;
  ALTER TABLE "pages_blocks_founder_message" ADD CONSTRAINT "pages_blocks_founder_message_signature_id_media_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_founder_message" ADD CONSTRAINT "pages_blocks_founder_message_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_founder_message" ADD CONSTRAINT "pages_blocks_founder_message_video_poster_id_media_id_fk" FOREIGN KEY ("video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_founder_message" ADD CONSTRAINT "pages_blocks_founder_message_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_founder_message_locales" ADD CONSTRAINT "pages_blocks_founder_message_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_founder_message"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_value_cards_cards" ADD CONSTRAINT "pages_blocks_value_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_value_cards_cards" ADD CONSTRAINT "pages_blocks_value_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_value_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_value_cards_cards_locales" ADD CONSTRAINT "pages_blocks_value_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_value_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_value_cards" ADD CONSTRAINT "pages_blocks_value_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_value_cards_locales" ADD CONSTRAINT "pages_blocks_value_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_value_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_certificates_awards_certificates" ADD CONSTRAINT "pages_blocks_certificates_awards_certificates_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_certificates_awards_certificates" ADD CONSTRAINT "pages_blocks_certificates_awards_certificates_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_certificates_awards_certificates" ADD CONSTRAINT "pages_blocks_certificates_awards_certificates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_certificates_awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_certificates_awards_certificates_locales" ADD CONSTRAINT "pages_blocks_certificates_awards_certificates_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_certificates_awards_certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_certificates_awards_awards" ADD CONSTRAINT "pages_blocks_certificates_awards_awards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_certificates_awards_awards" ADD CONSTRAINT "pages_blocks_certificates_awards_awards_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_certificates_awards_awards" ADD CONSTRAINT "pages_blocks_certificates_awards_awards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_certificates_awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_certificates_awards_awards_locales" ADD CONSTRAINT "pages_blocks_certificates_awards_awards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_certificates_awards_awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_certificates_awards" ADD CONSTRAINT "pages_blocks_certificates_awards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_certificates_awards_locales" ADD CONSTRAINT "pages_blocks_certificates_awards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_certificates_awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_timeline_time_line" ADD CONSTRAINT "pages_blocks_timeline_time_line_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_timeline_time_line_locales" ADD CONSTRAINT "pages_blocks_timeline_time_line_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_timeline_time_line"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_timeline" ADD CONSTRAINT "pages_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_timeline_locales" ADD CONSTRAINT "pages_blocks_timeline_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote" ADD CONSTRAINT "pages_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote_locales" ADD CONSTRAINT "pages_blocks_quote_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_quote"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_downloads_files" ADD CONSTRAINT "pages_blocks_downloads_files_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_downloads_files" ADD CONSTRAINT "pages_blocks_downloads_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_downloads_files_locales" ADD CONSTRAINT "pages_blocks_downloads_files_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_downloads_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_downloads" ADD CONSTRAINT "pages_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_downloads_locales" ADD CONSTRAINT "pages_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_goals_goals" ADD CONSTRAINT "pages_blocks_goals_goals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_goals_goals_locales" ADD CONSTRAINT "pages_blocks_goals_goals_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_goals_goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_goals" ADD CONSTRAINT "pages_blocks_goals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_goals_locales" ADD CONSTRAINT "pages_blocks_goals_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_stats" ADD CONSTRAINT "pages_blocks_stats_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_stats_locales" ADD CONSTRAINT "pages_blocks_stats_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats" ADD CONSTRAINT "pages_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_locales" ADD CONSTRAINT "pages_blocks_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_policy_sections_sections" ADD CONSTRAINT "pages_blocks_policy_sections_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_policy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_policy_sections_sections_locales" ADD CONSTRAINT "pages_blocks_policy_sections_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_policy_sections_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_policy_sections" ADD CONSTRAINT "pages_blocks_policy_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cookie_settings" ADD CONSTRAINT "pages_blocks_cookie_settings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cookie_settings_locales" ADD CONSTRAINT "pages_blocks_cookie_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cookie_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "items" ADD CONSTRAINT "items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "items" ADD CONSTRAINT "items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_map_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "items_locales" ADD CONSTRAINT "items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_map_sections" ADD CONSTRAINT "site_map_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_map_sections_locales" ADD CONSTRAINT "site_map_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_map_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_map" ADD CONSTRAINT "site_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tea_estates" ADD CONSTRAINT "pages_blocks_tea_estates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tea_estates_locales" ADD CONSTRAINT "pages_blocks_tea_estates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tea_estates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials" ADD CONSTRAINT "pages_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_locales" ADD CONSTRAINT "pages_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_details" ADD CONSTRAINT "pages_blocks_contact_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_details_locales" ADD CONSTRAINT "pages_blocks_contact_details_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_details"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_people_cards_items" ADD CONSTRAINT "pages_blocks_people_cards_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_people_cards_items" ADD CONSTRAINT "pages_blocks_people_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_people_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_people_cards_items_locales" ADD CONSTRAINT "pages_blocks_people_cards_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_people_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_people_cards" ADD CONSTRAINT "pages_blocks_people_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_people_cards_locales" ADD CONSTRAINT "pages_blocks_people_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_people_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_careers_actions_vacancies" ADD CONSTRAINT "pages_blocks_careers_actions_vacancies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_careers_actions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_careers_actions_vacancies_locales" ADD CONSTRAINT "pages_blocks_careers_actions_vacancies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_careers_actions_vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_careers_actions" ADD CONSTRAINT "pages_blocks_careers_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_careers_actions_locales" ADD CONSTRAINT "pages_blocks_careers_actions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_careers_actions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_podcasts" ADD CONSTRAINT "pages_blocks_podcasts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_podcasts_locales" ADD CONSTRAINT "pages_blocks_podcasts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_podcasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_founder_message" ADD CONSTRAINT "_pages_v_blocks_founder_message_signature_id_media_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_founder_message" ADD CONSTRAINT "_pages_v_blocks_founder_message_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_founder_message" ADD CONSTRAINT "_pages_v_blocks_founder_message_video_poster_id_media_id_fk" FOREIGN KEY ("video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_founder_message" ADD CONSTRAINT "_pages_v_blocks_founder_message_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_founder_message_locales" ADD CONSTRAINT "_pages_v_blocks_founder_message_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_founder_message"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_value_cards_cards" ADD CONSTRAINT "_pages_v_blocks_value_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_value_cards_cards" ADD CONSTRAINT "_pages_v_blocks_value_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_value_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_value_cards_cards_locales" ADD CONSTRAINT "_pages_v_blocks_value_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_value_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_value_cards" ADD CONSTRAINT "_pages_v_blocks_value_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_value_cards_locales" ADD CONSTRAINT "_pages_v_blocks_value_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_value_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_certificates_awards_certificates" ADD CONSTRAINT "_pages_v_blocks_certificates_awards_certificates_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_certificates_awards_certificates" ADD CONSTRAINT "_pages_v_blocks_certificates_awards_certificates_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_certificates_awards_certificates" ADD CONSTRAINT "_pages_v_blocks_certificates_awards_certificates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_certificates_awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_certificates_awards_certificates_locales" ADD CONSTRAINT "_pages_v_blocks_certificates_awards_certificates_locales__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_certificates_awards_certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_certificates_awards_awards" ADD CONSTRAINT "_pages_v_blocks_certificates_awards_awards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_certificates_awards_awards" ADD CONSTRAINT "_pages_v_blocks_certificates_awards_awards_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_certificates_awards_awards" ADD CONSTRAINT "_pages_v_blocks_certificates_awards_awards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_certificates_awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_certificates_awards_awards_locales" ADD CONSTRAINT "_pages_v_blocks_certificates_awards_awards_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_certificates_awards_awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_certificates_awards" ADD CONSTRAINT "_pages_v_blocks_certificates_awards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_certificates_awards_locales" ADD CONSTRAINT "_pages_v_blocks_certificates_awards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_certificates_awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_timeline_time_line" ADD CONSTRAINT "_pages_v_blocks_timeline_time_line_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_timeline_time_line_locales" ADD CONSTRAINT "_pages_v_blocks_timeline_time_line_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_timeline_time_line"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_timeline" ADD CONSTRAINT "_pages_v_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_timeline_locales" ADD CONSTRAINT "_pages_v_blocks_timeline_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote" ADD CONSTRAINT "_pages_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote_locales" ADD CONSTRAINT "_pages_v_blocks_quote_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_quote"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_downloads_files" ADD CONSTRAINT "_pages_v_blocks_downloads_files_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_downloads_files" ADD CONSTRAINT "_pages_v_blocks_downloads_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_downloads_files_locales" ADD CONSTRAINT "_pages_v_blocks_downloads_files_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_downloads_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_downloads" ADD CONSTRAINT "_pages_v_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_downloads_locales" ADD CONSTRAINT "_pages_v_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_goals_goals" ADD CONSTRAINT "_pages_v_blocks_goals_goals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_goals_goals_locales" ADD CONSTRAINT "_pages_v_blocks_goals_goals_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_goals_goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_goals" ADD CONSTRAINT "_pages_v_blocks_goals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_goals_locales" ADD CONSTRAINT "_pages_v_blocks_goals_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_stats" ADD CONSTRAINT "_pages_v_blocks_stats_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_stats_locales" ADD CONSTRAINT "_pages_v_blocks_stats_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stats_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats" ADD CONSTRAINT "_pages_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_locales" ADD CONSTRAINT "_pages_v_blocks_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_policy_sections_sections" ADD CONSTRAINT "_pages_v_blocks_policy_sections_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_policy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_policy_sections_sections_locales" ADD CONSTRAINT "_pages_v_blocks_policy_sections_sections_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_policy_sections_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_policy_sections" ADD CONSTRAINT "_pages_v_blocks_policy_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cookie_settings" ADD CONSTRAINT "_pages_v_blocks_cookie_settings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cookie_settings_locales" ADD CONSTRAINT "_pages_v_blocks_cookie_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cookie_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_items_v" ADD CONSTRAINT "_items_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_items_v" ADD CONSTRAINT "_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_map_v_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_items_v_locales" ADD CONSTRAINT "_items_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_map_v_sections" ADD CONSTRAINT "_site_map_v_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_map_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_map_v_sections_locales" ADD CONSTRAINT "_site_map_v_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_map_v_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_map_v" ADD CONSTRAINT "_site_map_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tea_estates" ADD CONSTRAINT "_pages_v_blocks_tea_estates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tea_estates_locales" ADD CONSTRAINT "_pages_v_blocks_tea_estates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tea_estates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials" ADD CONSTRAINT "_pages_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials_locales" ADD CONSTRAINT "_pages_v_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_details" ADD CONSTRAINT "_pages_v_blocks_contact_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_details_locales" ADD CONSTRAINT "_pages_v_blocks_contact_details_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_contact_details"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_people_cards_items" ADD CONSTRAINT "_pages_v_blocks_people_cards_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_people_cards_items" ADD CONSTRAINT "_pages_v_blocks_people_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_people_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_people_cards_items_locales" ADD CONSTRAINT "_pages_v_blocks_people_cards_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_people_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_people_cards" ADD CONSTRAINT "_pages_v_blocks_people_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_people_cards_locales" ADD CONSTRAINT "_pages_v_blocks_people_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_people_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_careers_actions_vacancies" ADD CONSTRAINT "_pages_v_blocks_careers_actions_vacancies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_careers_actions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_careers_actions_vacancies_locales" ADD CONSTRAINT "_pages_v_blocks_careers_actions_vacancies_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_careers_actions_vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_careers_actions" ADD CONSTRAINT "_pages_v_blocks_careers_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_careers_actions_locales" ADD CONSTRAINT "_pages_v_blocks_careers_actions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_careers_actions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_podcasts" ADD CONSTRAINT "_pages_v_blocks_podcasts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_podcasts_locales" ADD CONSTRAINT "_pages_v_blocks_podcasts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_podcasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_founder_message" ADD CONSTRAINT "home_blocks_founder_message_signature_id_media_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_founder_message" ADD CONSTRAINT "home_blocks_founder_message_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_founder_message" ADD CONSTRAINT "home_blocks_founder_message_video_poster_id_media_id_fk" FOREIGN KEY ("video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_founder_message" ADD CONSTRAINT "home_blocks_founder_message_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_founder_message_locales" ADD CONSTRAINT "home_blocks_founder_message_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_founder_message"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_value_cards_cards" ADD CONSTRAINT "home_blocks_value_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_value_cards_cards" ADD CONSTRAINT "home_blocks_value_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_value_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_value_cards_cards_locales" ADD CONSTRAINT "home_blocks_value_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_value_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_value_cards" ADD CONSTRAINT "home_blocks_value_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_value_cards_locales" ADD CONSTRAINT "home_blocks_value_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_value_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_certificates_awards_certificates" ADD CONSTRAINT "home_blocks_certificates_awards_certificates_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_certificates_awards_certificates" ADD CONSTRAINT "home_blocks_certificates_awards_certificates_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_certificates_awards_certificates" ADD CONSTRAINT "home_blocks_certificates_awards_certificates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_certificates_awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_certificates_awards_certificates_locales" ADD CONSTRAINT "home_blocks_certificates_awards_certificates_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_certificates_awards_certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_certificates_awards_awards" ADD CONSTRAINT "home_blocks_certificates_awards_awards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_certificates_awards_awards" ADD CONSTRAINT "home_blocks_certificates_awards_awards_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_certificates_awards_awards" ADD CONSTRAINT "home_blocks_certificates_awards_awards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_certificates_awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_certificates_awards_awards_locales" ADD CONSTRAINT "home_blocks_certificates_awards_awards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_certificates_awards_awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_certificates_awards" ADD CONSTRAINT "home_blocks_certificates_awards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_certificates_awards_locales" ADD CONSTRAINT "home_blocks_certificates_awards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_certificates_awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_timeline_time_line" ADD CONSTRAINT "home_blocks_timeline_time_line_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_timeline_time_line_locales" ADD CONSTRAINT "home_blocks_timeline_time_line_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_timeline_time_line"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_timeline" ADD CONSTRAINT "home_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_timeline_locales" ADD CONSTRAINT "home_blocks_timeline_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_quote" ADD CONSTRAINT "home_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_quote_locales" ADD CONSTRAINT "home_blocks_quote_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_quote"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_downloads_files" ADD CONSTRAINT "home_blocks_downloads_files_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_downloads_files" ADD CONSTRAINT "home_blocks_downloads_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_downloads_files_locales" ADD CONSTRAINT "home_blocks_downloads_files_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_downloads_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_downloads" ADD CONSTRAINT "home_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_downloads_locales" ADD CONSTRAINT "home_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_goals_goals" ADD CONSTRAINT "home_blocks_goals_goals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_goals_goals_locales" ADD CONSTRAINT "home_blocks_goals_goals_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_goals_goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_goals" ADD CONSTRAINT "home_blocks_goals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_goals_locales" ADD CONSTRAINT "home_blocks_goals_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_stats_stats" ADD CONSTRAINT "home_blocks_stats_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_stats_stats_locales" ADD CONSTRAINT "home_blocks_stats_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_stats_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_stats" ADD CONSTRAINT "home_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_stats_locales" ADD CONSTRAINT "home_blocks_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_policy_sections_sections" ADD CONSTRAINT "home_blocks_policy_sections_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_policy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_policy_sections_sections_locales" ADD CONSTRAINT "home_blocks_policy_sections_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_policy_sections_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_policy_sections" ADD CONSTRAINT "home_blocks_policy_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_cookie_settings" ADD CONSTRAINT "home_blocks_cookie_settings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_cookie_settings_locales" ADD CONSTRAINT "home_blocks_cookie_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_cookie_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_tea_estates" ADD CONSTRAINT "home_blocks_tea_estates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_tea_estates_locales" ADD CONSTRAINT "home_blocks_tea_estates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_tea_estates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_testimonials" ADD CONSTRAINT "home_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_testimonials_locales" ADD CONSTRAINT "home_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_contact_details" ADD CONSTRAINT "home_blocks_contact_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_contact_details_locales" ADD CONSTRAINT "home_blocks_contact_details_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_contact_details"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_people_cards_items" ADD CONSTRAINT "home_blocks_people_cards_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_people_cards_items" ADD CONSTRAINT "home_blocks_people_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_people_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_people_cards_items_locales" ADD CONSTRAINT "home_blocks_people_cards_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_people_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_people_cards" ADD CONSTRAINT "home_blocks_people_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_people_cards_locales" ADD CONSTRAINT "home_blocks_people_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_people_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_careers_actions_vacancies" ADD CONSTRAINT "home_blocks_careers_actions_vacancies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_careers_actions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_careers_actions_vacancies_locales" ADD CONSTRAINT "home_blocks_careers_actions_vacancies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_careers_actions_vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_careers_actions" ADD CONSTRAINT "home_blocks_careers_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_careers_actions_locales" ADD CONSTRAINT "home_blocks_careers_actions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_careers_actions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_podcasts" ADD CONSTRAINT "home_blocks_podcasts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_podcasts_locales" ADD CONSTRAINT "home_blocks_podcasts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_podcasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_founder_message" ADD CONSTRAINT "_home_v_blocks_founder_message_signature_id_media_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_founder_message" ADD CONSTRAINT "_home_v_blocks_founder_message_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_founder_message" ADD CONSTRAINT "_home_v_blocks_founder_message_video_poster_id_media_id_fk" FOREIGN KEY ("video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_founder_message" ADD CONSTRAINT "_home_v_blocks_founder_message_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_founder_message_locales" ADD CONSTRAINT "_home_v_blocks_founder_message_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_founder_message"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_value_cards_cards" ADD CONSTRAINT "_home_v_blocks_value_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_value_cards_cards" ADD CONSTRAINT "_home_v_blocks_value_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_value_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_value_cards_cards_locales" ADD CONSTRAINT "_home_v_blocks_value_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_value_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_value_cards" ADD CONSTRAINT "_home_v_blocks_value_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_value_cards_locales" ADD CONSTRAINT "_home_v_blocks_value_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_value_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_certificates_awards_certificates" ADD CONSTRAINT "_home_v_blocks_certificates_awards_certificates_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_certificates_awards_certificates" ADD CONSTRAINT "_home_v_blocks_certificates_awards_certificates_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_certificates_awards_certificates" ADD CONSTRAINT "_home_v_blocks_certificates_awards_certificates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_certificates_awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_certificates_awards_certificates_locales" ADD CONSTRAINT "_home_v_blocks_certificates_awards_certificates_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_certificates_awards_certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_certificates_awards_awards" ADD CONSTRAINT "_home_v_blocks_certificates_awards_awards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_certificates_awards_awards" ADD CONSTRAINT "_home_v_blocks_certificates_awards_awards_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_certificates_awards_awards" ADD CONSTRAINT "_home_v_blocks_certificates_awards_awards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_certificates_awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_certificates_awards_awards_locales" ADD CONSTRAINT "_home_v_blocks_certificates_awards_awards_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_certificates_awards_awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_certificates_awards" ADD CONSTRAINT "_home_v_blocks_certificates_awards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_certificates_awards_locales" ADD CONSTRAINT "_home_v_blocks_certificates_awards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_certificates_awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_timeline_time_line" ADD CONSTRAINT "_home_v_blocks_timeline_time_line_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_timeline_time_line_locales" ADD CONSTRAINT "_home_v_blocks_timeline_time_line_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_timeline_time_line"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_timeline" ADD CONSTRAINT "_home_v_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_timeline_locales" ADD CONSTRAINT "_home_v_blocks_timeline_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_quote" ADD CONSTRAINT "_home_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_quote_locales" ADD CONSTRAINT "_home_v_blocks_quote_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_quote"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_downloads_files" ADD CONSTRAINT "_home_v_blocks_downloads_files_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_downloads_files" ADD CONSTRAINT "_home_v_blocks_downloads_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_downloads_files_locales" ADD CONSTRAINT "_home_v_blocks_downloads_files_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_downloads_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_downloads" ADD CONSTRAINT "_home_v_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_downloads_locales" ADD CONSTRAINT "_home_v_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_goals_goals" ADD CONSTRAINT "_home_v_blocks_goals_goals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_goals_goals_locales" ADD CONSTRAINT "_home_v_blocks_goals_goals_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_goals_goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_goals" ADD CONSTRAINT "_home_v_blocks_goals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_goals_locales" ADD CONSTRAINT "_home_v_blocks_goals_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_stats_stats" ADD CONSTRAINT "_home_v_blocks_stats_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_stats_stats_locales" ADD CONSTRAINT "_home_v_blocks_stats_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_stats_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_stats" ADD CONSTRAINT "_home_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_stats_locales" ADD CONSTRAINT "_home_v_blocks_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_policy_sections_sections" ADD CONSTRAINT "_home_v_blocks_policy_sections_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_policy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_policy_sections_sections_locales" ADD CONSTRAINT "_home_v_blocks_policy_sections_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_policy_sections_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_policy_sections" ADD CONSTRAINT "_home_v_blocks_policy_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_cookie_settings" ADD CONSTRAINT "_home_v_blocks_cookie_settings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_cookie_settings_locales" ADD CONSTRAINT "_home_v_blocks_cookie_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_cookie_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_tea_estates" ADD CONSTRAINT "_home_v_blocks_tea_estates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_tea_estates_locales" ADD CONSTRAINT "_home_v_blocks_tea_estates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_tea_estates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_testimonials" ADD CONSTRAINT "_home_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_testimonials_locales" ADD CONSTRAINT "_home_v_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_contact_details" ADD CONSTRAINT "_home_v_blocks_contact_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_contact_details_locales" ADD CONSTRAINT "_home_v_blocks_contact_details_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_contact_details"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_people_cards_items" ADD CONSTRAINT "_home_v_blocks_people_cards_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_people_cards_items" ADD CONSTRAINT "_home_v_blocks_people_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_people_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_people_cards_items_locales" ADD CONSTRAINT "_home_v_blocks_people_cards_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_people_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_people_cards" ADD CONSTRAINT "_home_v_blocks_people_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_people_cards_locales" ADD CONSTRAINT "_home_v_blocks_people_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_people_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_careers_actions_vacancies" ADD CONSTRAINT "_home_v_blocks_careers_actions_vacancies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_careers_actions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_careers_actions_vacancies_locales" ADD CONSTRAINT "_home_v_blocks_careers_actions_vacancies_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_careers_actions_vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_careers_actions" ADD CONSTRAINT "_home_v_blocks_careers_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_careers_actions_locales" ADD CONSTRAINT "_home_v_blocks_careers_actions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_careers_actions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_podcasts" ADD CONSTRAINT "_home_v_blocks_podcasts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_podcasts_locales" ADD CONSTRAINT "_home_v_blocks_podcasts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_podcasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tea_estates_images" ADD CONSTRAINT "tea_estates_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tea_estates_images" ADD CONSTRAINT "tea_estates_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tea_estates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tea_estates_images_locales" ADD CONSTRAINT "tea_estates_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tea_estates_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tea_estates" ADD CONSTRAINT "tea_estates_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tea_estates" ADD CONSTRAINT "tea_estates_video_video_file_id_media_id_fk" FOREIGN KEY ("video_video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tea_estates" ADD CONSTRAINT "tea_estates_video_thumbnail_id_media_id_fk" FOREIGN KEY ("video_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tea_estates" ADD CONSTRAINT "tea_estates_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tea_estates_locales" ADD CONSTRAINT "tea_estates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tea_estates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tea_estates_v_version_images" ADD CONSTRAINT "_tea_estates_v_version_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tea_estates_v_version_images" ADD CONSTRAINT "_tea_estates_v_version_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tea_estates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tea_estates_v_version_images_locales" ADD CONSTRAINT "_tea_estates_v_version_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tea_estates_v_version_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tea_estates_v" ADD CONSTRAINT "_tea_estates_v_parent_id_tea_estates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tea_estates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tea_estates_v" ADD CONSTRAINT "_tea_estates_v_version_cover_image_id_media_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tea_estates_v" ADD CONSTRAINT "_tea_estates_v_version_video_video_file_id_media_id_fk" FOREIGN KEY ("version_video_video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tea_estates_v" ADD CONSTRAINT "_tea_estates_v_version_video_thumbnail_id_media_id_fk" FOREIGN KEY ("version_video_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tea_estates_v" ADD CONSTRAINT "_tea_estates_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tea_estates_v_locales" ADD CONSTRAINT "_tea_estates_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tea_estates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials_locales" ADD CONSTRAINT "testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v_locales" ADD CONSTRAINT "_testimonials_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_testimonials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "podcast_series" ADD CONSTRAINT "podcast_series_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcast_series" ADD CONSTRAINT "podcast_series_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcast_series_locales" ADD CONSTRAINT "podcast_series_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."podcast_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_podcast_series_v" ADD CONSTRAINT "_podcast_series_v_parent_id_podcast_series_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."podcast_series"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcast_series_v" ADD CONSTRAINT "_podcast_series_v_version_cover_image_id_media_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcast_series_v" ADD CONSTRAINT "_podcast_series_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcast_series_v_locales" ADD CONSTRAINT "_podcast_series_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_podcast_series_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_series_id_podcast_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."podcast_series"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_audio_id_media_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcast_episodes_locales" ADD CONSTRAINT "podcast_episodes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v" ADD CONSTRAINT "_podcast_episodes_v_parent_id_podcast_episodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v" ADD CONSTRAINT "_podcast_episodes_v_version_series_id_podcast_series_id_fk" FOREIGN KEY ("version_series_id") REFERENCES "public"."podcast_series"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v" ADD CONSTRAINT "_podcast_episodes_v_version_audio_id_media_id_fk" FOREIGN KEY ("version_audio_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v" ADD CONSTRAINT "_podcast_episodes_v_version_cover_image_id_media_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v" ADD CONSTRAINT "_podcast_episodes_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v_locales" ADD CONSTRAINT "_podcast_episodes_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_podcast_episodes_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_founder_message_order_idx" ON "pages_blocks_founder_message" USING btree ("_order");
  CREATE INDEX "pages_blocks_founder_message_parent_id_idx" ON "pages_blocks_founder_message" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_founder_message_path_idx" ON "pages_blocks_founder_message" USING btree ("_path");
  CREATE INDEX "pages_blocks_founder_message_signature_idx" ON "pages_blocks_founder_message" USING btree ("signature_id");
  CREATE INDEX "pages_blocks_founder_message_video_file_idx" ON "pages_blocks_founder_message" USING btree ("video_file_id");
  CREATE INDEX "pages_blocks_founder_message_video_poster_idx" ON "pages_blocks_founder_message" USING btree ("video_poster_id");
  CREATE UNIQUE INDEX "pages_blocks_founder_message_locales_locale_parent_id_unique" ON "pages_blocks_founder_message_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_value_cards_cards_order_idx" ON "pages_blocks_value_cards_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_value_cards_cards_parent_id_idx" ON "pages_blocks_value_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_value_cards_cards_image_idx" ON "pages_blocks_value_cards_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_value_cards_cards_locales_locale_parent_id_uniq" ON "pages_blocks_value_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_value_cards_order_idx" ON "pages_blocks_value_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_value_cards_parent_id_idx" ON "pages_blocks_value_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_value_cards_path_idx" ON "pages_blocks_value_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_value_cards_locales_locale_parent_id_unique" ON "pages_blocks_value_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_certificates_awards_certificates_order_idx" ON "pages_blocks_certificates_awards_certificates" USING btree ("_order");
  CREATE INDEX "pages_blocks_certificates_awards_certificates_parent_id_idx" ON "pages_blocks_certificates_awards_certificates" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_certificates_awards_certificates_image_idx" ON "pages_blocks_certificates_awards_certificates" USING btree ("image_id");
  CREATE INDEX "pages_blocks_certificates_awards_certificates_file_idx" ON "pages_blocks_certificates_awards_certificates" USING btree ("file_id");
  CREATE UNIQUE INDEX "pages_blocks_certificates_awards_certificates_locales_locale" ON "pages_blocks_certificates_awards_certificates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_certificates_awards_awards_order_idx" ON "pages_blocks_certificates_awards_awards" USING btree ("_order");
  CREATE INDEX "pages_blocks_certificates_awards_awards_parent_id_idx" ON "pages_blocks_certificates_awards_awards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_certificates_awards_awards_image_idx" ON "pages_blocks_certificates_awards_awards" USING btree ("image_id");
  CREATE INDEX "pages_blocks_certificates_awards_awards_file_idx" ON "pages_blocks_certificates_awards_awards" USING btree ("file_id");
  CREATE UNIQUE INDEX "pages_blocks_certificates_awards_awards_locales_locale_paren" ON "pages_blocks_certificates_awards_awards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_certificates_awards_order_idx" ON "pages_blocks_certificates_awards" USING btree ("_order");
  CREATE INDEX "pages_blocks_certificates_awards_parent_id_idx" ON "pages_blocks_certificates_awards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_certificates_awards_path_idx" ON "pages_blocks_certificates_awards" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_certificates_awards_locales_locale_parent_id_un" ON "pages_blocks_certificates_awards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_timeline_time_line_order_idx" ON "pages_blocks_timeline_time_line" USING btree ("_order");
  CREATE INDEX "pages_blocks_timeline_time_line_parent_id_idx" ON "pages_blocks_timeline_time_line" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_timeline_time_line_locales_locale_parent_id_uni" ON "pages_blocks_timeline_time_line_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_timeline_order_idx" ON "pages_blocks_timeline" USING btree ("_order");
  CREATE INDEX "pages_blocks_timeline_parent_id_idx" ON "pages_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_timeline_path_idx" ON "pages_blocks_timeline" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_timeline_locales_locale_parent_id_unique" ON "pages_blocks_timeline_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_quote_order_idx" ON "pages_blocks_quote" USING btree ("_order");
  CREATE INDEX "pages_blocks_quote_parent_id_idx" ON "pages_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quote_path_idx" ON "pages_blocks_quote" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_quote_locales_locale_parent_id_unique" ON "pages_blocks_quote_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_downloads_files_order_idx" ON "pages_blocks_downloads_files" USING btree ("_order");
  CREATE INDEX "pages_blocks_downloads_files_parent_id_idx" ON "pages_blocks_downloads_files" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_downloads_files_file_idx" ON "pages_blocks_downloads_files" USING btree ("file_id");
  CREATE UNIQUE INDEX "pages_blocks_downloads_files_locales_locale_parent_id_unique" ON "pages_blocks_downloads_files_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_downloads_order_idx" ON "pages_blocks_downloads" USING btree ("_order");
  CREATE INDEX "pages_blocks_downloads_parent_id_idx" ON "pages_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_downloads_path_idx" ON "pages_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_downloads_locales_locale_parent_id_unique" ON "pages_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_goals_goals_order_idx" ON "pages_blocks_goals_goals" USING btree ("_order");
  CREATE INDEX "pages_blocks_goals_goals_parent_id_idx" ON "pages_blocks_goals_goals" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_goals_goals_locales_locale_parent_id_unique" ON "pages_blocks_goals_goals_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_goals_order_idx" ON "pages_blocks_goals" USING btree ("_order");
  CREATE INDEX "pages_blocks_goals_parent_id_idx" ON "pages_blocks_goals" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_goals_path_idx" ON "pages_blocks_goals" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_goals_locales_locale_parent_id_unique" ON "pages_blocks_goals_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_stats_stats_order_idx" ON "pages_blocks_stats_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_stats_parent_id_idx" ON "pages_blocks_stats_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_stats_stats_locales_locale_parent_id_unique" ON "pages_blocks_stats_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_stats_order_idx" ON "pages_blocks_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_parent_id_idx" ON "pages_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_path_idx" ON "pages_blocks_stats" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_stats_locales_locale_parent_id_unique" ON "pages_blocks_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_policy_sections_sections_order_idx" ON "pages_blocks_policy_sections_sections" USING btree ("_order");
  CREATE INDEX "pages_blocks_policy_sections_sections_parent_id_idx" ON "pages_blocks_policy_sections_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_policy_sections_sections_locales_locale_parent_" ON "pages_blocks_policy_sections_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_policy_sections_order_idx" ON "pages_blocks_policy_sections" USING btree ("_order");
  CREATE INDEX "pages_blocks_policy_sections_parent_id_idx" ON "pages_blocks_policy_sections" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_policy_sections_path_idx" ON "pages_blocks_policy_sections" USING btree ("_path");
  CREATE INDEX "pages_blocks_cookie_settings_order_idx" ON "pages_blocks_cookie_settings" USING btree ("_order");
  CREATE INDEX "pages_blocks_cookie_settings_parent_id_idx" ON "pages_blocks_cookie_settings" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cookie_settings_path_idx" ON "pages_blocks_cookie_settings" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_cookie_settings_locales_locale_parent_id_unique" ON "pages_blocks_cookie_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "items_order_idx" ON "items" USING btree ("_order");
  CREATE INDEX "items_parent_id_idx" ON "items" USING btree ("_parent_id");
  CREATE INDEX "items_image_idx" ON "items" USING btree ("image_id");
  CREATE UNIQUE INDEX "items_locales_locale_parent_id_unique" ON "items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_map_sections_order_idx" ON "site_map_sections" USING btree ("_order");
  CREATE INDEX "site_map_sections_parent_id_idx" ON "site_map_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_map_sections_locales_locale_parent_id_unique" ON "site_map_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_map_order_idx" ON "site_map" USING btree ("_order");
  CREATE INDEX "site_map_parent_id_idx" ON "site_map" USING btree ("_parent_id");
  CREATE INDEX "site_map_path_idx" ON "site_map" USING btree ("_path");
  CREATE INDEX "pages_blocks_tea_estates_order_idx" ON "pages_blocks_tea_estates" USING btree ("_order");
  CREATE INDEX "pages_blocks_tea_estates_parent_id_idx" ON "pages_blocks_tea_estates" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tea_estates_path_idx" ON "pages_blocks_tea_estates" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_tea_estates_locales_locale_parent_id_unique" ON "pages_blocks_tea_estates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_testimonials_order_idx" ON "pages_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_parent_id_idx" ON "pages_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_path_idx" ON "pages_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_testimonials_locales_locale_parent_id_unique" ON "pages_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_contact_details_order_idx" ON "pages_blocks_contact_details" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_details_parent_id_idx" ON "pages_blocks_contact_details" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_details_path_idx" ON "pages_blocks_contact_details" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_contact_details_locales_locale_parent_id_unique" ON "pages_blocks_contact_details_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_people_cards_items_order_idx" ON "pages_blocks_people_cards_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_people_cards_items_parent_id_idx" ON "pages_blocks_people_cards_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_people_cards_items_image_idx" ON "pages_blocks_people_cards_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_people_cards_items_locales_locale_parent_id_uni" ON "pages_blocks_people_cards_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_people_cards_order_idx" ON "pages_blocks_people_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_people_cards_parent_id_idx" ON "pages_blocks_people_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_people_cards_path_idx" ON "pages_blocks_people_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_people_cards_locales_locale_parent_id_unique" ON "pages_blocks_people_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_careers_actions_vacancies_order_idx" ON "pages_blocks_careers_actions_vacancies" USING btree ("_order");
  CREATE INDEX "pages_blocks_careers_actions_vacancies_parent_id_idx" ON "pages_blocks_careers_actions_vacancies" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_careers_actions_vacancies_locales_locale_parent" ON "pages_blocks_careers_actions_vacancies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_careers_actions_order_idx" ON "pages_blocks_careers_actions" USING btree ("_order");
  CREATE INDEX "pages_blocks_careers_actions_parent_id_idx" ON "pages_blocks_careers_actions" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_careers_actions_path_idx" ON "pages_blocks_careers_actions" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_careers_actions_locales_locale_parent_id_unique" ON "pages_blocks_careers_actions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_podcasts_order_idx" ON "pages_blocks_podcasts" USING btree ("_order");
  CREATE INDEX "pages_blocks_podcasts_parent_id_idx" ON "pages_blocks_podcasts" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_podcasts_path_idx" ON "pages_blocks_podcasts" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_podcasts_locales_locale_parent_id_unique" ON "pages_blocks_podcasts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_media_id_idx" ON "pages_rels" USING btree ("media_id");
  CREATE INDEX "_pages_v_blocks_founder_message_order_idx" ON "_pages_v_blocks_founder_message" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_founder_message_parent_id_idx" ON "_pages_v_blocks_founder_message" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_founder_message_path_idx" ON "_pages_v_blocks_founder_message" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_founder_message_signature_idx" ON "_pages_v_blocks_founder_message" USING btree ("signature_id");
  CREATE INDEX "_pages_v_blocks_founder_message_video_file_idx" ON "_pages_v_blocks_founder_message" USING btree ("video_file_id");
  CREATE INDEX "_pages_v_blocks_founder_message_video_poster_idx" ON "_pages_v_blocks_founder_message" USING btree ("video_poster_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_founder_message_locales_locale_parent_id_uni" ON "_pages_v_blocks_founder_message_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_value_cards_cards_order_idx" ON "_pages_v_blocks_value_cards_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_value_cards_cards_parent_id_idx" ON "_pages_v_blocks_value_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_value_cards_cards_image_idx" ON "_pages_v_blocks_value_cards_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_value_cards_cards_locales_locale_parent_id_u" ON "_pages_v_blocks_value_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_value_cards_order_idx" ON "_pages_v_blocks_value_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_value_cards_parent_id_idx" ON "_pages_v_blocks_value_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_value_cards_path_idx" ON "_pages_v_blocks_value_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_value_cards_locales_locale_parent_id_unique" ON "_pages_v_blocks_value_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_certificates_awards_certificates_order_idx" ON "_pages_v_blocks_certificates_awards_certificates" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_certificates_awards_certificates_parent_id_idx" ON "_pages_v_blocks_certificates_awards_certificates" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_certificates_awards_certificates_image_idx" ON "_pages_v_blocks_certificates_awards_certificates" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_certificates_awards_certificates_file_idx" ON "_pages_v_blocks_certificates_awards_certificates" USING btree ("file_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_certificates_awards_certificates_locales_loc" ON "_pages_v_blocks_certificates_awards_certificates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_certificates_awards_awards_order_idx" ON "_pages_v_blocks_certificates_awards_awards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_certificates_awards_awards_parent_id_idx" ON "_pages_v_blocks_certificates_awards_awards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_certificates_awards_awards_image_idx" ON "_pages_v_blocks_certificates_awards_awards" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_certificates_awards_awards_file_idx" ON "_pages_v_blocks_certificates_awards_awards" USING btree ("file_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_certificates_awards_awards_locales_locale_pa" ON "_pages_v_blocks_certificates_awards_awards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_certificates_awards_order_idx" ON "_pages_v_blocks_certificates_awards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_certificates_awards_parent_id_idx" ON "_pages_v_blocks_certificates_awards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_certificates_awards_path_idx" ON "_pages_v_blocks_certificates_awards" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_certificates_awards_locales_locale_parent_id" ON "_pages_v_blocks_certificates_awards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_timeline_time_line_order_idx" ON "_pages_v_blocks_timeline_time_line" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_timeline_time_line_parent_id_idx" ON "_pages_v_blocks_timeline_time_line" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_timeline_time_line_locales_locale_parent_id_" ON "_pages_v_blocks_timeline_time_line_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_timeline_order_idx" ON "_pages_v_blocks_timeline" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_timeline_parent_id_idx" ON "_pages_v_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_timeline_path_idx" ON "_pages_v_blocks_timeline" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_timeline_locales_locale_parent_id_unique" ON "_pages_v_blocks_timeline_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_quote_order_idx" ON "_pages_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quote_parent_id_idx" ON "_pages_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_quote_path_idx" ON "_pages_v_blocks_quote" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_quote_locales_locale_parent_id_unique" ON "_pages_v_blocks_quote_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_downloads_files_order_idx" ON "_pages_v_blocks_downloads_files" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_downloads_files_parent_id_idx" ON "_pages_v_blocks_downloads_files" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_downloads_files_file_idx" ON "_pages_v_blocks_downloads_files" USING btree ("file_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_downloads_files_locales_locale_parent_id_uni" ON "_pages_v_blocks_downloads_files_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_downloads_order_idx" ON "_pages_v_blocks_downloads" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_downloads_parent_id_idx" ON "_pages_v_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_downloads_path_idx" ON "_pages_v_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_downloads_locales_locale_parent_id_unique" ON "_pages_v_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_goals_goals_order_idx" ON "_pages_v_blocks_goals_goals" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_goals_goals_parent_id_idx" ON "_pages_v_blocks_goals_goals" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_goals_goals_locales_locale_parent_id_unique" ON "_pages_v_blocks_goals_goals_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_goals_order_idx" ON "_pages_v_blocks_goals" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_goals_parent_id_idx" ON "_pages_v_blocks_goals" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_goals_path_idx" ON "_pages_v_blocks_goals" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_goals_locales_locale_parent_id_unique" ON "_pages_v_blocks_goals_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_stats_order_idx" ON "_pages_v_blocks_stats_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_stats_parent_id_idx" ON "_pages_v_blocks_stats_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_stats_stats_locales_locale_parent_id_unique" ON "_pages_v_blocks_stats_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_order_idx" ON "_pages_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_parent_id_idx" ON "_pages_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_path_idx" ON "_pages_v_blocks_stats" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_stats_locales_locale_parent_id_unique" ON "_pages_v_blocks_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_policy_sections_sections_order_idx" ON "_pages_v_blocks_policy_sections_sections" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_policy_sections_sections_parent_id_idx" ON "_pages_v_blocks_policy_sections_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_policy_sections_sections_locales_locale_pare" ON "_pages_v_blocks_policy_sections_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_policy_sections_order_idx" ON "_pages_v_blocks_policy_sections" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_policy_sections_parent_id_idx" ON "_pages_v_blocks_policy_sections" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_policy_sections_path_idx" ON "_pages_v_blocks_policy_sections" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cookie_settings_order_idx" ON "_pages_v_blocks_cookie_settings" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cookie_settings_parent_id_idx" ON "_pages_v_blocks_cookie_settings" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cookie_settings_path_idx" ON "_pages_v_blocks_cookie_settings" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_cookie_settings_locales_locale_parent_id_uni" ON "_pages_v_blocks_cookie_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_items_v_order_idx" ON "_items_v" USING btree ("_order");
  CREATE INDEX "_items_v_parent_id_idx" ON "_items_v" USING btree ("_parent_id");
  CREATE INDEX "_items_v_image_idx" ON "_items_v" USING btree ("image_id");
  CREATE UNIQUE INDEX "_items_v_locales_locale_parent_id_unique" ON "_items_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_map_v_sections_order_idx" ON "_site_map_v_sections" USING btree ("_order");
  CREATE INDEX "_site_map_v_sections_parent_id_idx" ON "_site_map_v_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_site_map_v_sections_locales_locale_parent_id_unique" ON "_site_map_v_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_map_v_order_idx" ON "_site_map_v" USING btree ("_order");
  CREATE INDEX "_site_map_v_parent_id_idx" ON "_site_map_v" USING btree ("_parent_id");
  CREATE INDEX "_site_map_v_path_idx" ON "_site_map_v" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_tea_estates_order_idx" ON "_pages_v_blocks_tea_estates" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tea_estates_parent_id_idx" ON "_pages_v_blocks_tea_estates" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tea_estates_path_idx" ON "_pages_v_blocks_tea_estates" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_tea_estates_locales_locale_parent_id_unique" ON "_pages_v_blocks_tea_estates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_order_idx" ON "_pages_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_parent_id_idx" ON "_pages_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_path_idx" ON "_pages_v_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_testimonials_locales_locale_parent_id_unique" ON "_pages_v_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_details_order_idx" ON "_pages_v_blocks_contact_details" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_details_parent_id_idx" ON "_pages_v_blocks_contact_details" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_details_path_idx" ON "_pages_v_blocks_contact_details" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_contact_details_locales_locale_parent_id_uni" ON "_pages_v_blocks_contact_details_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_people_cards_items_order_idx" ON "_pages_v_blocks_people_cards_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_people_cards_items_parent_id_idx" ON "_pages_v_blocks_people_cards_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_people_cards_items_image_idx" ON "_pages_v_blocks_people_cards_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_people_cards_items_locales_locale_parent_id_" ON "_pages_v_blocks_people_cards_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_people_cards_order_idx" ON "_pages_v_blocks_people_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_people_cards_parent_id_idx" ON "_pages_v_blocks_people_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_people_cards_path_idx" ON "_pages_v_blocks_people_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_people_cards_locales_locale_parent_id_unique" ON "_pages_v_blocks_people_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_careers_actions_vacancies_order_idx" ON "_pages_v_blocks_careers_actions_vacancies" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_careers_actions_vacancies_parent_id_idx" ON "_pages_v_blocks_careers_actions_vacancies" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_careers_actions_vacancies_locales_locale_par" ON "_pages_v_blocks_careers_actions_vacancies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_careers_actions_order_idx" ON "_pages_v_blocks_careers_actions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_careers_actions_parent_id_idx" ON "_pages_v_blocks_careers_actions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_careers_actions_path_idx" ON "_pages_v_blocks_careers_actions" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_careers_actions_locales_locale_parent_id_uni" ON "_pages_v_blocks_careers_actions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_podcasts_order_idx" ON "_pages_v_blocks_podcasts" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_podcasts_parent_id_idx" ON "_pages_v_blocks_podcasts" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_podcasts_path_idx" ON "_pages_v_blocks_podcasts" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_podcasts_locales_locale_parent_id_unique" ON "_pages_v_blocks_podcasts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_media_id_idx" ON "_pages_v_rels" USING btree ("media_id");
  CREATE INDEX "home_blocks_founder_message_order_idx" ON "home_blocks_founder_message" USING btree ("_order");
  CREATE INDEX "home_blocks_founder_message_parent_id_idx" ON "home_blocks_founder_message" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_founder_message_path_idx" ON "home_blocks_founder_message" USING btree ("_path");
  CREATE INDEX "home_blocks_founder_message_signature_idx" ON "home_blocks_founder_message" USING btree ("signature_id");
  CREATE INDEX "home_blocks_founder_message_video_file_idx" ON "home_blocks_founder_message" USING btree ("video_file_id");
  CREATE INDEX "home_blocks_founder_message_video_poster_idx" ON "home_blocks_founder_message" USING btree ("video_poster_id");
  CREATE UNIQUE INDEX "home_blocks_founder_message_locales_locale_parent_id_unique" ON "home_blocks_founder_message_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_value_cards_cards_order_idx" ON "home_blocks_value_cards_cards" USING btree ("_order");
  CREATE INDEX "home_blocks_value_cards_cards_parent_id_idx" ON "home_blocks_value_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_value_cards_cards_image_idx" ON "home_blocks_value_cards_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "home_blocks_value_cards_cards_locales_locale_parent_id_uniqu" ON "home_blocks_value_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_value_cards_order_idx" ON "home_blocks_value_cards" USING btree ("_order");
  CREATE INDEX "home_blocks_value_cards_parent_id_idx" ON "home_blocks_value_cards" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_value_cards_path_idx" ON "home_blocks_value_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_value_cards_locales_locale_parent_id_unique" ON "home_blocks_value_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_certificates_awards_certificates_order_idx" ON "home_blocks_certificates_awards_certificates" USING btree ("_order");
  CREATE INDEX "home_blocks_certificates_awards_certificates_parent_id_idx" ON "home_blocks_certificates_awards_certificates" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_certificates_awards_certificates_image_idx" ON "home_blocks_certificates_awards_certificates" USING btree ("image_id");
  CREATE INDEX "home_blocks_certificates_awards_certificates_file_idx" ON "home_blocks_certificates_awards_certificates" USING btree ("file_id");
  CREATE UNIQUE INDEX "home_blocks_certificates_awards_certificates_locales_locale_" ON "home_blocks_certificates_awards_certificates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_certificates_awards_awards_order_idx" ON "home_blocks_certificates_awards_awards" USING btree ("_order");
  CREATE INDEX "home_blocks_certificates_awards_awards_parent_id_idx" ON "home_blocks_certificates_awards_awards" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_certificates_awards_awards_image_idx" ON "home_blocks_certificates_awards_awards" USING btree ("image_id");
  CREATE INDEX "home_blocks_certificates_awards_awards_file_idx" ON "home_blocks_certificates_awards_awards" USING btree ("file_id");
  CREATE UNIQUE INDEX "home_blocks_certificates_awards_awards_locales_locale_parent" ON "home_blocks_certificates_awards_awards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_certificates_awards_order_idx" ON "home_blocks_certificates_awards" USING btree ("_order");
  CREATE INDEX "home_blocks_certificates_awards_parent_id_idx" ON "home_blocks_certificates_awards" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_certificates_awards_path_idx" ON "home_blocks_certificates_awards" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_certificates_awards_locales_locale_parent_id_uni" ON "home_blocks_certificates_awards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_timeline_time_line_order_idx" ON "home_blocks_timeline_time_line" USING btree ("_order");
  CREATE INDEX "home_blocks_timeline_time_line_parent_id_idx" ON "home_blocks_timeline_time_line" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_blocks_timeline_time_line_locales_locale_parent_id_uniq" ON "home_blocks_timeline_time_line_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_timeline_order_idx" ON "home_blocks_timeline" USING btree ("_order");
  CREATE INDEX "home_blocks_timeline_parent_id_idx" ON "home_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_timeline_path_idx" ON "home_blocks_timeline" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_timeline_locales_locale_parent_id_unique" ON "home_blocks_timeline_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_quote_order_idx" ON "home_blocks_quote" USING btree ("_order");
  CREATE INDEX "home_blocks_quote_parent_id_idx" ON "home_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_quote_path_idx" ON "home_blocks_quote" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_quote_locales_locale_parent_id_unique" ON "home_blocks_quote_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_downloads_files_order_idx" ON "home_blocks_downloads_files" USING btree ("_order");
  CREATE INDEX "home_blocks_downloads_files_parent_id_idx" ON "home_blocks_downloads_files" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_downloads_files_file_idx" ON "home_blocks_downloads_files" USING btree ("file_id");
  CREATE UNIQUE INDEX "home_blocks_downloads_files_locales_locale_parent_id_unique" ON "home_blocks_downloads_files_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_downloads_order_idx" ON "home_blocks_downloads" USING btree ("_order");
  CREATE INDEX "home_blocks_downloads_parent_id_idx" ON "home_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_downloads_path_idx" ON "home_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_downloads_locales_locale_parent_id_unique" ON "home_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_goals_goals_order_idx" ON "home_blocks_goals_goals" USING btree ("_order");
  CREATE INDEX "home_blocks_goals_goals_parent_id_idx" ON "home_blocks_goals_goals" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_blocks_goals_goals_locales_locale_parent_id_unique" ON "home_blocks_goals_goals_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_goals_order_idx" ON "home_blocks_goals" USING btree ("_order");
  CREATE INDEX "home_blocks_goals_parent_id_idx" ON "home_blocks_goals" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_goals_path_idx" ON "home_blocks_goals" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_goals_locales_locale_parent_id_unique" ON "home_blocks_goals_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_stats_stats_order_idx" ON "home_blocks_stats_stats" USING btree ("_order");
  CREATE INDEX "home_blocks_stats_stats_parent_id_idx" ON "home_blocks_stats_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_blocks_stats_stats_locales_locale_parent_id_unique" ON "home_blocks_stats_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_stats_order_idx" ON "home_blocks_stats" USING btree ("_order");
  CREATE INDEX "home_blocks_stats_parent_id_idx" ON "home_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_stats_path_idx" ON "home_blocks_stats" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_stats_locales_locale_parent_id_unique" ON "home_blocks_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_policy_sections_sections_order_idx" ON "home_blocks_policy_sections_sections" USING btree ("_order");
  CREATE INDEX "home_blocks_policy_sections_sections_parent_id_idx" ON "home_blocks_policy_sections_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_blocks_policy_sections_sections_locales_locale_parent_i" ON "home_blocks_policy_sections_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_policy_sections_order_idx" ON "home_blocks_policy_sections" USING btree ("_order");
  CREATE INDEX "home_blocks_policy_sections_parent_id_idx" ON "home_blocks_policy_sections" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_policy_sections_path_idx" ON "home_blocks_policy_sections" USING btree ("_path");
  CREATE INDEX "home_blocks_cookie_settings_order_idx" ON "home_blocks_cookie_settings" USING btree ("_order");
  CREATE INDEX "home_blocks_cookie_settings_parent_id_idx" ON "home_blocks_cookie_settings" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_cookie_settings_path_idx" ON "home_blocks_cookie_settings" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_cookie_settings_locales_locale_parent_id_unique" ON "home_blocks_cookie_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_tea_estates_order_idx" ON "home_blocks_tea_estates" USING btree ("_order");
  CREATE INDEX "home_blocks_tea_estates_parent_id_idx" ON "home_blocks_tea_estates" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_tea_estates_path_idx" ON "home_blocks_tea_estates" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_tea_estates_locales_locale_parent_id_unique" ON "home_blocks_tea_estates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_testimonials_order_idx" ON "home_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "home_blocks_testimonials_parent_id_idx" ON "home_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_testimonials_path_idx" ON "home_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_testimonials_locales_locale_parent_id_unique" ON "home_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_contact_details_order_idx" ON "home_blocks_contact_details" USING btree ("_order");
  CREATE INDEX "home_blocks_contact_details_parent_id_idx" ON "home_blocks_contact_details" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_contact_details_path_idx" ON "home_blocks_contact_details" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_contact_details_locales_locale_parent_id_unique" ON "home_blocks_contact_details_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_people_cards_items_order_idx" ON "home_blocks_people_cards_items" USING btree ("_order");
  CREATE INDEX "home_blocks_people_cards_items_parent_id_idx" ON "home_blocks_people_cards_items" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_people_cards_items_image_idx" ON "home_blocks_people_cards_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "home_blocks_people_cards_items_locales_locale_parent_id_uniq" ON "home_blocks_people_cards_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_people_cards_order_idx" ON "home_blocks_people_cards" USING btree ("_order");
  CREATE INDEX "home_blocks_people_cards_parent_id_idx" ON "home_blocks_people_cards" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_people_cards_path_idx" ON "home_blocks_people_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_people_cards_locales_locale_parent_id_unique" ON "home_blocks_people_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_careers_actions_vacancies_order_idx" ON "home_blocks_careers_actions_vacancies" USING btree ("_order");
  CREATE INDEX "home_blocks_careers_actions_vacancies_parent_id_idx" ON "home_blocks_careers_actions_vacancies" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_blocks_careers_actions_vacancies_locales_locale_parent_" ON "home_blocks_careers_actions_vacancies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_careers_actions_order_idx" ON "home_blocks_careers_actions" USING btree ("_order");
  CREATE INDEX "home_blocks_careers_actions_parent_id_idx" ON "home_blocks_careers_actions" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_careers_actions_path_idx" ON "home_blocks_careers_actions" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_careers_actions_locales_locale_parent_id_unique" ON "home_blocks_careers_actions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_podcasts_order_idx" ON "home_blocks_podcasts" USING btree ("_order");
  CREATE INDEX "home_blocks_podcasts_parent_id_idx" ON "home_blocks_podcasts" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_podcasts_path_idx" ON "home_blocks_podcasts" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_podcasts_locales_locale_parent_id_unique" ON "home_blocks_podcasts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_rels_order_idx" ON "home_rels" USING btree ("order");
  CREATE INDEX "home_rels_parent_idx" ON "home_rels" USING btree ("parent_id");
  CREATE INDEX "home_rels_path_idx" ON "home_rels" USING btree ("path");
  CREATE INDEX "home_rels_media_id_idx" ON "home_rels" USING btree ("media_id");
  CREATE INDEX "_home_v_blocks_founder_message_order_idx" ON "_home_v_blocks_founder_message" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_founder_message_parent_id_idx" ON "_home_v_blocks_founder_message" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_founder_message_path_idx" ON "_home_v_blocks_founder_message" USING btree ("_path");
  CREATE INDEX "_home_v_blocks_founder_message_signature_idx" ON "_home_v_blocks_founder_message" USING btree ("signature_id");
  CREATE INDEX "_home_v_blocks_founder_message_video_file_idx" ON "_home_v_blocks_founder_message" USING btree ("video_file_id");
  CREATE INDEX "_home_v_blocks_founder_message_video_poster_idx" ON "_home_v_blocks_founder_message" USING btree ("video_poster_id");
  CREATE UNIQUE INDEX "_home_v_blocks_founder_message_locales_locale_parent_id_uniq" ON "_home_v_blocks_founder_message_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_value_cards_cards_order_idx" ON "_home_v_blocks_value_cards_cards" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_value_cards_cards_parent_id_idx" ON "_home_v_blocks_value_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_value_cards_cards_image_idx" ON "_home_v_blocks_value_cards_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "_home_v_blocks_value_cards_cards_locales_locale_parent_id_un" ON "_home_v_blocks_value_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_value_cards_order_idx" ON "_home_v_blocks_value_cards" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_value_cards_parent_id_idx" ON "_home_v_blocks_value_cards" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_value_cards_path_idx" ON "_home_v_blocks_value_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_value_cards_locales_locale_parent_id_unique" ON "_home_v_blocks_value_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_certificates_awards_certificates_order_idx" ON "_home_v_blocks_certificates_awards_certificates" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_certificates_awards_certificates_parent_id_idx" ON "_home_v_blocks_certificates_awards_certificates" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_certificates_awards_certificates_image_idx" ON "_home_v_blocks_certificates_awards_certificates" USING btree ("image_id");
  CREATE INDEX "_home_v_blocks_certificates_awards_certificates_file_idx" ON "_home_v_blocks_certificates_awards_certificates" USING btree ("file_id");
  CREATE UNIQUE INDEX "_home_v_blocks_certificates_awards_certificates_locales_loca" ON "_home_v_blocks_certificates_awards_certificates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_certificates_awards_awards_order_idx" ON "_home_v_blocks_certificates_awards_awards" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_certificates_awards_awards_parent_id_idx" ON "_home_v_blocks_certificates_awards_awards" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_certificates_awards_awards_image_idx" ON "_home_v_blocks_certificates_awards_awards" USING btree ("image_id");
  CREATE INDEX "_home_v_blocks_certificates_awards_awards_file_idx" ON "_home_v_blocks_certificates_awards_awards" USING btree ("file_id");
  CREATE UNIQUE INDEX "_home_v_blocks_certificates_awards_awards_locales_locale_par" ON "_home_v_blocks_certificates_awards_awards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_certificates_awards_order_idx" ON "_home_v_blocks_certificates_awards" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_certificates_awards_parent_id_idx" ON "_home_v_blocks_certificates_awards" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_certificates_awards_path_idx" ON "_home_v_blocks_certificates_awards" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_certificates_awards_locales_locale_parent_id_" ON "_home_v_blocks_certificates_awards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_timeline_time_line_order_idx" ON "_home_v_blocks_timeline_time_line" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_timeline_time_line_parent_id_idx" ON "_home_v_blocks_timeline_time_line" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_blocks_timeline_time_line_locales_locale_parent_id_u" ON "_home_v_blocks_timeline_time_line_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_timeline_order_idx" ON "_home_v_blocks_timeline" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_timeline_parent_id_idx" ON "_home_v_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_timeline_path_idx" ON "_home_v_blocks_timeline" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_timeline_locales_locale_parent_id_unique" ON "_home_v_blocks_timeline_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_quote_order_idx" ON "_home_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_quote_parent_id_idx" ON "_home_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_quote_path_idx" ON "_home_v_blocks_quote" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_quote_locales_locale_parent_id_unique" ON "_home_v_blocks_quote_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_downloads_files_order_idx" ON "_home_v_blocks_downloads_files" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_downloads_files_parent_id_idx" ON "_home_v_blocks_downloads_files" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_downloads_files_file_idx" ON "_home_v_blocks_downloads_files" USING btree ("file_id");
  CREATE UNIQUE INDEX "_home_v_blocks_downloads_files_locales_locale_parent_id_uniq" ON "_home_v_blocks_downloads_files_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_downloads_order_idx" ON "_home_v_blocks_downloads" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_downloads_parent_id_idx" ON "_home_v_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_downloads_path_idx" ON "_home_v_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_downloads_locales_locale_parent_id_unique" ON "_home_v_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_goals_goals_order_idx" ON "_home_v_blocks_goals_goals" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_goals_goals_parent_id_idx" ON "_home_v_blocks_goals_goals" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_blocks_goals_goals_locales_locale_parent_id_unique" ON "_home_v_blocks_goals_goals_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_goals_order_idx" ON "_home_v_blocks_goals" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_goals_parent_id_idx" ON "_home_v_blocks_goals" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_goals_path_idx" ON "_home_v_blocks_goals" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_goals_locales_locale_parent_id_unique" ON "_home_v_blocks_goals_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_stats_stats_order_idx" ON "_home_v_blocks_stats_stats" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_stats_stats_parent_id_idx" ON "_home_v_blocks_stats_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_blocks_stats_stats_locales_locale_parent_id_unique" ON "_home_v_blocks_stats_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_stats_order_idx" ON "_home_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_stats_parent_id_idx" ON "_home_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_stats_path_idx" ON "_home_v_blocks_stats" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_stats_locales_locale_parent_id_unique" ON "_home_v_blocks_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_policy_sections_sections_order_idx" ON "_home_v_blocks_policy_sections_sections" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_policy_sections_sections_parent_id_idx" ON "_home_v_blocks_policy_sections_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_blocks_policy_sections_sections_locales_locale_paren" ON "_home_v_blocks_policy_sections_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_policy_sections_order_idx" ON "_home_v_blocks_policy_sections" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_policy_sections_parent_id_idx" ON "_home_v_blocks_policy_sections" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_policy_sections_path_idx" ON "_home_v_blocks_policy_sections" USING btree ("_path");
  CREATE INDEX "_home_v_blocks_cookie_settings_order_idx" ON "_home_v_blocks_cookie_settings" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_cookie_settings_parent_id_idx" ON "_home_v_blocks_cookie_settings" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_cookie_settings_path_idx" ON "_home_v_blocks_cookie_settings" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_cookie_settings_locales_locale_parent_id_uniq" ON "_home_v_blocks_cookie_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_tea_estates_order_idx" ON "_home_v_blocks_tea_estates" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_tea_estates_parent_id_idx" ON "_home_v_blocks_tea_estates" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_tea_estates_path_idx" ON "_home_v_blocks_tea_estates" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_tea_estates_locales_locale_parent_id_unique" ON "_home_v_blocks_tea_estates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_testimonials_order_idx" ON "_home_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_testimonials_parent_id_idx" ON "_home_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_testimonials_path_idx" ON "_home_v_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_testimonials_locales_locale_parent_id_unique" ON "_home_v_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_contact_details_order_idx" ON "_home_v_blocks_contact_details" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_contact_details_parent_id_idx" ON "_home_v_blocks_contact_details" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_contact_details_path_idx" ON "_home_v_blocks_contact_details" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_contact_details_locales_locale_parent_id_uniq" ON "_home_v_blocks_contact_details_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_people_cards_items_order_idx" ON "_home_v_blocks_people_cards_items" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_people_cards_items_parent_id_idx" ON "_home_v_blocks_people_cards_items" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_people_cards_items_image_idx" ON "_home_v_blocks_people_cards_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "_home_v_blocks_people_cards_items_locales_locale_parent_id_u" ON "_home_v_blocks_people_cards_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_people_cards_order_idx" ON "_home_v_blocks_people_cards" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_people_cards_parent_id_idx" ON "_home_v_blocks_people_cards" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_people_cards_path_idx" ON "_home_v_blocks_people_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_people_cards_locales_locale_parent_id_unique" ON "_home_v_blocks_people_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_careers_actions_vacancies_order_idx" ON "_home_v_blocks_careers_actions_vacancies" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_careers_actions_vacancies_parent_id_idx" ON "_home_v_blocks_careers_actions_vacancies" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_blocks_careers_actions_vacancies_locales_locale_pare" ON "_home_v_blocks_careers_actions_vacancies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_careers_actions_order_idx" ON "_home_v_blocks_careers_actions" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_careers_actions_parent_id_idx" ON "_home_v_blocks_careers_actions" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_careers_actions_path_idx" ON "_home_v_blocks_careers_actions" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_careers_actions_locales_locale_parent_id_uniq" ON "_home_v_blocks_careers_actions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_podcasts_order_idx" ON "_home_v_blocks_podcasts" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_podcasts_parent_id_idx" ON "_home_v_blocks_podcasts" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_podcasts_path_idx" ON "_home_v_blocks_podcasts" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_podcasts_locales_locale_parent_id_unique" ON "_home_v_blocks_podcasts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_rels_order_idx" ON "_home_v_rels" USING btree ("order");
  CREATE INDEX "_home_v_rels_parent_idx" ON "_home_v_rels" USING btree ("parent_id");
  CREATE INDEX "_home_v_rels_path_idx" ON "_home_v_rels" USING btree ("path");
  CREATE INDEX "_home_v_rels_media_id_idx" ON "_home_v_rels" USING btree ("media_id");
  CREATE INDEX "tea_estates_images_order_idx" ON "tea_estates_images" USING btree ("_order");
  CREATE INDEX "tea_estates_images_parent_id_idx" ON "tea_estates_images" USING btree ("_parent_id");
  CREATE INDEX "tea_estates_images_image_idx" ON "tea_estates_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "tea_estates_images_locales_locale_parent_id_unique" ON "tea_estates_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "tea_estates_slug_idx" ON "tea_estates" USING btree ("slug");
  CREATE INDEX "tea_estates_cover_image_idx" ON "tea_estates" USING btree ("cover_image_id");
  CREATE INDEX "tea_estates_video_video_video_file_idx" ON "tea_estates" USING btree ("video_video_file_id");
  CREATE INDEX "tea_estates_video_video_thumbnail_idx" ON "tea_estates" USING btree ("video_thumbnail_id");
  CREATE INDEX "tea_estates_country_idx" ON "tea_estates" USING btree ("country");
  CREATE INDEX "tea_estates_seo_seo_share_image_idx" ON "tea_estates" USING btree ("seo_share_image_id");
  CREATE INDEX "tea_estates_updated_at_idx" ON "tea_estates" USING btree ("updated_at");
  CREATE INDEX "tea_estates_created_at_idx" ON "tea_estates" USING btree ("created_at");
  CREATE INDEX "tea_estates__status_idx" ON "tea_estates" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_idx" ON "tea_estates" USING btree ("slug","country");
  CREATE UNIQUE INDEX "tea_estates_locales_locale_parent_id_unique" ON "tea_estates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_tea_estates_v_version_images_order_idx" ON "_tea_estates_v_version_images" USING btree ("_order");
  CREATE INDEX "_tea_estates_v_version_images_parent_id_idx" ON "_tea_estates_v_version_images" USING btree ("_parent_id");
  CREATE INDEX "_tea_estates_v_version_images_image_idx" ON "_tea_estates_v_version_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "_tea_estates_v_version_images_locales_locale_parent_id_uniqu" ON "_tea_estates_v_version_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_tea_estates_v_parent_idx" ON "_tea_estates_v" USING btree ("parent_id");
  CREATE INDEX "_tea_estates_v_version_version_slug_idx" ON "_tea_estates_v" USING btree ("version_slug");
  CREATE INDEX "_tea_estates_v_version_version_cover_image_idx" ON "_tea_estates_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_tea_estates_v_version_video_version_video_video_file_idx" ON "_tea_estates_v" USING btree ("version_video_video_file_id");
  CREATE INDEX "_tea_estates_v_version_video_version_video_thumbnail_idx" ON "_tea_estates_v" USING btree ("version_video_thumbnail_id");
  CREATE INDEX "_tea_estates_v_version_version_country_idx" ON "_tea_estates_v" USING btree ("version_country");
  CREATE INDEX "_tea_estates_v_version_seo_version_seo_share_image_idx" ON "_tea_estates_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_tea_estates_v_version_version_updated_at_idx" ON "_tea_estates_v" USING btree ("version_updated_at");
  CREATE INDEX "_tea_estates_v_version_version_created_at_idx" ON "_tea_estates_v" USING btree ("version_created_at");
  CREATE INDEX "_tea_estates_v_version_version__status_idx" ON "_tea_estates_v" USING btree ("version__status");
  CREATE INDEX "_tea_estates_v_created_at_idx" ON "_tea_estates_v" USING btree ("created_at");
  CREATE INDEX "_tea_estates_v_updated_at_idx" ON "_tea_estates_v" USING btree ("updated_at");
  CREATE INDEX "_tea_estates_v_snapshot_idx" ON "_tea_estates_v" USING btree ("snapshot");
  CREATE INDEX "_tea_estates_v_published_locale_idx" ON "_tea_estates_v" USING btree ("published_locale");
  CREATE INDEX "_tea_estates_v_latest_idx" ON "_tea_estates_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_idx" ON "_tea_estates_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_tea_estates_v_locales_locale_parent_id_unique" ON "_tea_estates_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "testimonials_slug_idx" ON "testimonials" USING btree ("slug");
  CREATE INDEX "testimonials_date_idx" ON "testimonials" USING btree ("date");
  CREATE INDEX "testimonials_year_idx" ON "testimonials" USING btree ("year");
  CREATE INDEX "testimonials_month_idx" ON "testimonials" USING btree ("month");
  CREATE INDEX "testimonials_photo_idx" ON "testimonials" USING btree ("photo_id");
  CREATE INDEX "testimonials_country_idx" ON "testimonials" USING btree ("country");
  CREATE INDEX "testimonials_seo_seo_share_image_idx" ON "testimonials" USING btree ("seo_share_image_id");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE INDEX "testimonials__status_idx" ON "testimonials" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_1_idx" ON "testimonials" USING btree ("slug","country");
  CREATE UNIQUE INDEX "testimonials_locales_locale_parent_id_unique" ON "testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_testimonials_v_parent_idx" ON "_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version_slug_idx" ON "_testimonials_v" USING btree ("version_slug");
  CREATE INDEX "_testimonials_v_version_version_date_idx" ON "_testimonials_v" USING btree ("version_date");
  CREATE INDEX "_testimonials_v_version_version_year_idx" ON "_testimonials_v" USING btree ("version_year");
  CREATE INDEX "_testimonials_v_version_version_month_idx" ON "_testimonials_v" USING btree ("version_month");
  CREATE INDEX "_testimonials_v_version_version_photo_idx" ON "_testimonials_v" USING btree ("version_photo_id");
  CREATE INDEX "_testimonials_v_version_version_country_idx" ON "_testimonials_v" USING btree ("version_country");
  CREATE INDEX "_testimonials_v_version_seo_version_seo_share_image_idx" ON "_testimonials_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_version_version__status_idx" ON "_testimonials_v" USING btree ("version__status");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "_testimonials_v_snapshot_idx" ON "_testimonials_v" USING btree ("snapshot");
  CREATE INDEX "_testimonials_v_published_locale_idx" ON "_testimonials_v" USING btree ("published_locale");
  CREATE INDEX "_testimonials_v_latest_idx" ON "_testimonials_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_1_idx" ON "_testimonials_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_testimonials_v_locales_locale_parent_id_unique" ON "_testimonials_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "podcast_series_slug_idx" ON "podcast_series" USING btree ("slug");
  CREATE INDEX "podcast_series_cover_image_idx" ON "podcast_series" USING btree ("cover_image_id");
  CREATE INDEX "podcast_series_country_idx" ON "podcast_series" USING btree ("country");
  CREATE INDEX "podcast_series_seo_seo_share_image_idx" ON "podcast_series" USING btree ("seo_share_image_id");
  CREATE INDEX "podcast_series_updated_at_idx" ON "podcast_series" USING btree ("updated_at");
  CREATE INDEX "podcast_series_created_at_idx" ON "podcast_series" USING btree ("created_at");
  CREATE INDEX "podcast_series__status_idx" ON "podcast_series" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_2_idx" ON "podcast_series" USING btree ("slug","country");
  CREATE UNIQUE INDEX "podcast_series_locales_locale_parent_id_unique" ON "podcast_series_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_podcast_series_v_parent_idx" ON "_podcast_series_v" USING btree ("parent_id");
  CREATE INDEX "_podcast_series_v_version_version_slug_idx" ON "_podcast_series_v" USING btree ("version_slug");
  CREATE INDEX "_podcast_series_v_version_version_cover_image_idx" ON "_podcast_series_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_podcast_series_v_version_version_country_idx" ON "_podcast_series_v" USING btree ("version_country");
  CREATE INDEX "_podcast_series_v_version_seo_version_seo_share_image_idx" ON "_podcast_series_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_podcast_series_v_version_version_updated_at_idx" ON "_podcast_series_v" USING btree ("version_updated_at");
  CREATE INDEX "_podcast_series_v_version_version_created_at_idx" ON "_podcast_series_v" USING btree ("version_created_at");
  CREATE INDEX "_podcast_series_v_version_version__status_idx" ON "_podcast_series_v" USING btree ("version__status");
  CREATE INDEX "_podcast_series_v_created_at_idx" ON "_podcast_series_v" USING btree ("created_at");
  CREATE INDEX "_podcast_series_v_updated_at_idx" ON "_podcast_series_v" USING btree ("updated_at");
  CREATE INDEX "_podcast_series_v_snapshot_idx" ON "_podcast_series_v" USING btree ("snapshot");
  CREATE INDEX "_podcast_series_v_published_locale_idx" ON "_podcast_series_v" USING btree ("published_locale");
  CREATE INDEX "_podcast_series_v_latest_idx" ON "_podcast_series_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_2_idx" ON "_podcast_series_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_podcast_series_v_locales_locale_parent_id_unique" ON "_podcast_series_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "podcast_episodes_slug_idx" ON "podcast_episodes" USING btree ("slug");
  CREATE INDEX "podcast_episodes_series_idx" ON "podcast_episodes" USING btree ("series_id");
  CREATE INDEX "podcast_episodes_series_slug_idx" ON "podcast_episodes" USING btree ("series_slug");
  CREATE INDEX "podcast_episodes_published_on_idx" ON "podcast_episodes" USING btree ("published_on");
  CREATE INDEX "podcast_episodes_audio_idx" ON "podcast_episodes" USING btree ("audio_id");
  CREATE INDEX "podcast_episodes_cover_image_idx" ON "podcast_episodes" USING btree ("cover_image_id");
  CREATE INDEX "podcast_episodes_country_idx" ON "podcast_episodes" USING btree ("country");
  CREATE INDEX "podcast_episodes_seo_seo_share_image_idx" ON "podcast_episodes" USING btree ("seo_share_image_id");
  CREATE INDEX "podcast_episodes_updated_at_idx" ON "podcast_episodes" USING btree ("updated_at");
  CREATE INDEX "podcast_episodes_created_at_idx" ON "podcast_episodes" USING btree ("created_at");
  CREATE INDEX "podcast_episodes__status_idx" ON "podcast_episodes" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_3_idx" ON "podcast_episodes" USING btree ("slug","country");
  CREATE UNIQUE INDEX "podcast_episodes_locales_locale_parent_id_unique" ON "podcast_episodes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_podcast_episodes_v_parent_idx" ON "_podcast_episodes_v" USING btree ("parent_id");
  CREATE INDEX "_podcast_episodes_v_version_version_slug_idx" ON "_podcast_episodes_v" USING btree ("version_slug");
  CREATE INDEX "_podcast_episodes_v_version_version_series_idx" ON "_podcast_episodes_v" USING btree ("version_series_id");
  CREATE INDEX "_podcast_episodes_v_version_version_series_slug_idx" ON "_podcast_episodes_v" USING btree ("version_series_slug");
  CREATE INDEX "_podcast_episodes_v_version_version_published_on_idx" ON "_podcast_episodes_v" USING btree ("version_published_on");
  CREATE INDEX "_podcast_episodes_v_version_version_audio_idx" ON "_podcast_episodes_v" USING btree ("version_audio_id");
  CREATE INDEX "_podcast_episodes_v_version_version_cover_image_idx" ON "_podcast_episodes_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_podcast_episodes_v_version_version_country_idx" ON "_podcast_episodes_v" USING btree ("version_country");
  CREATE INDEX "_podcast_episodes_v_version_seo_version_seo_share_image_idx" ON "_podcast_episodes_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_podcast_episodes_v_version_version_updated_at_idx" ON "_podcast_episodes_v" USING btree ("version_updated_at");
  CREATE INDEX "_podcast_episodes_v_version_version_created_at_idx" ON "_podcast_episodes_v" USING btree ("version_created_at");
  CREATE INDEX "_podcast_episodes_v_version_version__status_idx" ON "_podcast_episodes_v" USING btree ("version__status");
  CREATE INDEX "_podcast_episodes_v_created_at_idx" ON "_podcast_episodes_v" USING btree ("created_at");
  CREATE INDEX "_podcast_episodes_v_updated_at_idx" ON "_podcast_episodes_v" USING btree ("updated_at");
  CREATE INDEX "_podcast_episodes_v_snapshot_idx" ON "_podcast_episodes_v" USING btree ("snapshot");
  CREATE INDEX "_podcast_episodes_v_published_locale_idx" ON "_podcast_episodes_v" USING btree ("published_locale");
  CREATE INDEX "_podcast_episodes_v_latest_idx" ON "_podcast_episodes_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_3_idx" ON "_podcast_episodes_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_podcast_episodes_v_locales_locale_parent_id_unique" ON "_podcast_episodes_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_submissions_updated_at_idx" ON "contact_submissions" USING btree ("updated_at");
  CREATE INDEX "contact_submissions_created_at_idx" ON "contact_submissions" USING btree ("created_at");
  CREATE INDEX "cv_submissions_updated_at_idx" ON "cv_submissions" USING btree ("updated_at");
  CREATE INDEX "cv_submissions_created_at_idx" ON "cv_submissions" USING btree ("created_at");
  CREATE UNIQUE INDEX "cv_submissions_filename_idx" ON "cv_submissions" USING btree ("filename");
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_tea_estates_fk" FOREIGN KEY ("tea_estates_id") REFERENCES "public"."tea_estates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_podcast_series_fk" FOREIGN KEY ("podcast_series_id") REFERENCES "public"."podcast_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_podcast_episodes_fk" FOREIGN KEY ("podcast_episodes_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tea_estates_fk" FOREIGN KEY ("tea_estates_id") REFERENCES "public"."tea_estates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_podcast_series_fk" FOREIGN KEY ("podcast_series_id") REFERENCES "public"."podcast_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_podcast_episodes_fk" FOREIGN KEY ("podcast_episodes_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_submissions_fk" FOREIGN KEY ("contact_submissions_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cv_submissions_fk" FOREIGN KEY ("cv_submissions_id") REFERENCES "public"."cv_submissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_rels_tea_estates_id_idx" ON "search_rels" USING btree ("tea_estates_id");
  CREATE INDEX "search_rels_testimonials_id_idx" ON "search_rels" USING btree ("testimonials_id");
  CREATE INDEX "search_rels_podcast_series_id_idx" ON "search_rels" USING btree ("podcast_series_id");
  CREATE INDEX "search_rels_podcast_episodes_id_idx" ON "search_rels" USING btree ("podcast_episodes_id");
  CREATE INDEX "payload_locked_documents_rels_tea_estates_id_idx" ON "payload_locked_documents_rels" USING btree ("tea_estates_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_podcast_series_id_idx" ON "payload_locked_documents_rels" USING btree ("podcast_series_id");
  CREATE INDEX "payload_locked_documents_rels_podcast_episodes_id_idx" ON "payload_locked_documents_rels" USING btree ("podcast_episodes_id");
  CREATE INDEX "payload_locked_documents_rels_contact_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_cv_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("cv_submissions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_founder_message" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_founder_message_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_value_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_value_cards_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_value_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_value_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_certificates_awards_certificates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_certificates_awards_certificates_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_certificates_awards_awards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_certificates_awards_awards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_certificates_awards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_certificates_awards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_timeline_time_line" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_timeline_time_line_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_timeline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_timeline_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_quote" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_quote_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_downloads_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_downloads_files_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_goals_goals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_goals_goals_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_goals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_goals_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_policy_sections_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_policy_sections_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_policy_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cookie_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cookie_settings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_map_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_map_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tea_estates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tea_estates_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_details" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_details_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_people_cards_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_people_cards_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_people_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_people_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_careers_actions_vacancies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_careers_actions_vacancies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_careers_actions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_careers_actions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_podcasts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_podcasts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_founder_message" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_founder_message_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_value_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_value_cards_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_value_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_value_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_certificates_awards_certificates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_certificates_awards_certificates_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_certificates_awards_awards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_certificates_awards_awards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_certificates_awards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_certificates_awards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_timeline_time_line" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_timeline_time_line_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_timeline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_timeline_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_quote" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_quote_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_downloads_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_downloads_files_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_goals_goals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_goals_goals_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_goals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_goals_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_policy_sections_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_policy_sections_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_policy_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cookie_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cookie_settings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_items_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_map_v_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_map_v_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_map_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tea_estates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tea_estates_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact_details" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact_details_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_people_cards_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_people_cards_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_people_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_people_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_careers_actions_vacancies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_careers_actions_vacancies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_careers_actions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_careers_actions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_podcasts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_podcasts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_founder_message" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_founder_message_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_value_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_value_cards_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_value_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_value_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_certificates_awards_certificates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_certificates_awards_certificates_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_certificates_awards_awards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_certificates_awards_awards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_certificates_awards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_certificates_awards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_timeline_time_line" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_timeline_time_line_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_timeline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_timeline_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_quote" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_quote_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_downloads_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_downloads_files_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_goals_goals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_goals_goals_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_goals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_goals_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_stats_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_stats_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_policy_sections_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_policy_sections_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_policy_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_cookie_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_cookie_settings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_tea_estates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_tea_estates_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_contact_details" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_contact_details_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_people_cards_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_people_cards_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_people_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_people_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_careers_actions_vacancies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_careers_actions_vacancies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_careers_actions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_careers_actions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_podcasts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_podcasts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_founder_message" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_founder_message_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_value_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_value_cards_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_value_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_value_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_certificates_awards_certificates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_certificates_awards_certificates_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_certificates_awards_awards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_certificates_awards_awards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_certificates_awards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_certificates_awards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_timeline_time_line" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_timeline_time_line_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_timeline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_timeline_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_quote" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_quote_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_downloads_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_downloads_files_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_goals_goals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_goals_goals_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_goals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_goals_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_stats_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_stats_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_policy_sections_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_policy_sections_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_policy_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_cookie_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_cookie_settings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_tea_estates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_tea_estates_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_contact_details" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_contact_details_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_people_cards_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_people_cards_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_people_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_people_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_careers_actions_vacancies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_careers_actions_vacancies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_careers_actions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_careers_actions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_podcasts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_podcasts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tea_estates_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tea_estates_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tea_estates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tea_estates_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tea_estates_v_version_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tea_estates_v_version_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tea_estates_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tea_estates_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_testimonials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_testimonials_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "podcast_series" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "podcast_series_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_podcast_series_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_podcast_series_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "podcast_episodes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "podcast_episodes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_podcast_episodes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_podcast_episodes_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_submissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cv_submissions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_founder_message" CASCADE;
  DROP TABLE "pages_blocks_founder_message_locales" CASCADE;
  DROP TABLE "pages_blocks_value_cards_cards" CASCADE;
  DROP TABLE "pages_blocks_value_cards_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_value_cards" CASCADE;
  DROP TABLE "pages_blocks_value_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_certificates_awards_certificates" CASCADE;
  DROP TABLE "pages_blocks_certificates_awards_certificates_locales" CASCADE;
  DROP TABLE "pages_blocks_certificates_awards_awards" CASCADE;
  DROP TABLE "pages_blocks_certificates_awards_awards_locales" CASCADE;
  DROP TABLE "pages_blocks_certificates_awards" CASCADE;
  DROP TABLE "pages_blocks_certificates_awards_locales" CASCADE;
  DROP TABLE "pages_blocks_timeline_time_line" CASCADE;
  DROP TABLE "pages_blocks_timeline_time_line_locales" CASCADE;
  DROP TABLE "pages_blocks_timeline" CASCADE;
  DROP TABLE "pages_blocks_timeline_locales" CASCADE;
  DROP TABLE "pages_blocks_quote" CASCADE;
  DROP TABLE "pages_blocks_quote_locales" CASCADE;
  DROP TABLE "pages_blocks_downloads_files" CASCADE;
  DROP TABLE "pages_blocks_downloads_files_locales" CASCADE;
  DROP TABLE "pages_blocks_downloads" CASCADE;
  DROP TABLE "pages_blocks_downloads_locales" CASCADE;
  DROP TABLE "pages_blocks_goals_goals" CASCADE;
  DROP TABLE "pages_blocks_goals_goals_locales" CASCADE;
  DROP TABLE "pages_blocks_goals" CASCADE;
  DROP TABLE "pages_blocks_goals_locales" CASCADE;
  DROP TABLE "pages_blocks_stats_stats" CASCADE;
  DROP TABLE "pages_blocks_stats_stats_locales" CASCADE;
  DROP TABLE "pages_blocks_stats" CASCADE;
  DROP TABLE "pages_blocks_stats_locales" CASCADE;
  DROP TABLE "pages_blocks_policy_sections_sections" CASCADE;
  DROP TABLE "pages_blocks_policy_sections_sections_locales" CASCADE;
  DROP TABLE "pages_blocks_policy_sections" CASCADE;
  DROP TABLE "pages_blocks_cookie_settings" CASCADE;
  DROP TABLE "pages_blocks_cookie_settings_locales" CASCADE;
  DROP TABLE "items" CASCADE;
  DROP TABLE "items_locales" CASCADE;
  DROP TABLE "site_map_sections" CASCADE;
  DROP TABLE "site_map_sections_locales" CASCADE;
  DROP TABLE "site_map" CASCADE;
  DROP TABLE "pages_blocks_tea_estates" CASCADE;
  DROP TABLE "pages_blocks_tea_estates_locales" CASCADE;
  DROP TABLE "pages_blocks_testimonials" CASCADE;
  DROP TABLE "pages_blocks_testimonials_locales" CASCADE;
  DROP TABLE "pages_blocks_contact_details" CASCADE;
  DROP TABLE "pages_blocks_contact_details_locales" CASCADE;
  DROP TABLE "pages_blocks_people_cards_items" CASCADE;
  DROP TABLE "pages_blocks_people_cards_items_locales" CASCADE;
  DROP TABLE "pages_blocks_people_cards" CASCADE;
  DROP TABLE "pages_blocks_people_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_careers_actions_vacancies" CASCADE;
  DROP TABLE "pages_blocks_careers_actions_vacancies_locales" CASCADE;
  DROP TABLE "pages_blocks_careers_actions" CASCADE;
  DROP TABLE "pages_blocks_careers_actions_locales" CASCADE;
  DROP TABLE "pages_blocks_podcasts" CASCADE;
  DROP TABLE "pages_blocks_podcasts_locales" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_founder_message" CASCADE;
  DROP TABLE "_pages_v_blocks_founder_message_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_value_cards_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_value_cards_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_value_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_value_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_certificates_awards_certificates" CASCADE;
  DROP TABLE "_pages_v_blocks_certificates_awards_certificates_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_certificates_awards_awards" CASCADE;
  DROP TABLE "_pages_v_blocks_certificates_awards_awards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_certificates_awards" CASCADE;
  DROP TABLE "_pages_v_blocks_certificates_awards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_timeline_time_line" CASCADE;
  DROP TABLE "_pages_v_blocks_timeline_time_line_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_timeline" CASCADE;
  DROP TABLE "_pages_v_blocks_timeline_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_quote" CASCADE;
  DROP TABLE "_pages_v_blocks_quote_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_downloads_files" CASCADE;
  DROP TABLE "_pages_v_blocks_downloads_files_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_downloads" CASCADE;
  DROP TABLE "_pages_v_blocks_downloads_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_goals_goals" CASCADE;
  DROP TABLE "_pages_v_blocks_goals_goals_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_goals" CASCADE;
  DROP TABLE "_pages_v_blocks_goals_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_stats_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_policy_sections_sections" CASCADE;
  DROP TABLE "_pages_v_blocks_policy_sections_sections_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_policy_sections" CASCADE;
  DROP TABLE "_pages_v_blocks_cookie_settings" CASCADE;
  DROP TABLE "_pages_v_blocks_cookie_settings_locales" CASCADE;
  DROP TABLE "_items_v" CASCADE;
  DROP TABLE "_items_v_locales" CASCADE;
  DROP TABLE "_site_map_v_sections" CASCADE;
  DROP TABLE "_site_map_v_sections_locales" CASCADE;
  DROP TABLE "_site_map_v" CASCADE;
  DROP TABLE "_pages_v_blocks_tea_estates" CASCADE;
  DROP TABLE "_pages_v_blocks_tea_estates_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_details" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_details_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_people_cards_items" CASCADE;
  DROP TABLE "_pages_v_blocks_people_cards_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_people_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_people_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_careers_actions_vacancies" CASCADE;
  DROP TABLE "_pages_v_blocks_careers_actions_vacancies_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_careers_actions" CASCADE;
  DROP TABLE "_pages_v_blocks_careers_actions_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_podcasts" CASCADE;
  DROP TABLE "_pages_v_blocks_podcasts_locales" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "home_blocks_founder_message" CASCADE;
  DROP TABLE "home_blocks_founder_message_locales" CASCADE;
  DROP TABLE "home_blocks_value_cards_cards" CASCADE;
  DROP TABLE "home_blocks_value_cards_cards_locales" CASCADE;
  DROP TABLE "home_blocks_value_cards" CASCADE;
  DROP TABLE "home_blocks_value_cards_locales" CASCADE;
  DROP TABLE "home_blocks_certificates_awards_certificates" CASCADE;
  DROP TABLE "home_blocks_certificates_awards_certificates_locales" CASCADE;
  DROP TABLE "home_blocks_certificates_awards_awards" CASCADE;
  DROP TABLE "home_blocks_certificates_awards_awards_locales" CASCADE;
  DROP TABLE "home_blocks_certificates_awards" CASCADE;
  DROP TABLE "home_blocks_certificates_awards_locales" CASCADE;
  DROP TABLE "home_blocks_timeline_time_line" CASCADE;
  DROP TABLE "home_blocks_timeline_time_line_locales" CASCADE;
  DROP TABLE "home_blocks_timeline" CASCADE;
  DROP TABLE "home_blocks_timeline_locales" CASCADE;
  DROP TABLE "home_blocks_quote" CASCADE;
  DROP TABLE "home_blocks_quote_locales" CASCADE;
  DROP TABLE "home_blocks_downloads_files" CASCADE;
  DROP TABLE "home_blocks_downloads_files_locales" CASCADE;
  DROP TABLE "home_blocks_downloads" CASCADE;
  DROP TABLE "home_blocks_downloads_locales" CASCADE;
  DROP TABLE "home_blocks_goals_goals" CASCADE;
  DROP TABLE "home_blocks_goals_goals_locales" CASCADE;
  DROP TABLE "home_blocks_goals" CASCADE;
  DROP TABLE "home_blocks_goals_locales" CASCADE;
  DROP TABLE "home_blocks_stats_stats" CASCADE;
  DROP TABLE "home_blocks_stats_stats_locales" CASCADE;
  DROP TABLE "home_blocks_stats" CASCADE;
  DROP TABLE "home_blocks_stats_locales" CASCADE;
  DROP TABLE "home_blocks_policy_sections_sections" CASCADE;
  DROP TABLE "home_blocks_policy_sections_sections_locales" CASCADE;
  DROP TABLE "home_blocks_policy_sections" CASCADE;
  DROP TABLE "home_blocks_cookie_settings" CASCADE;
  DROP TABLE "home_blocks_cookie_settings_locales" CASCADE;
  DROP TABLE "home_blocks_tea_estates" CASCADE;
  DROP TABLE "home_blocks_tea_estates_locales" CASCADE;
  DROP TABLE "home_blocks_testimonials" CASCADE;
  DROP TABLE "home_blocks_testimonials_locales" CASCADE;
  DROP TABLE "home_blocks_contact_details" CASCADE;
  DROP TABLE "home_blocks_contact_details_locales" CASCADE;
  DROP TABLE "home_blocks_people_cards_items" CASCADE;
  DROP TABLE "home_blocks_people_cards_items_locales" CASCADE;
  DROP TABLE "home_blocks_people_cards" CASCADE;
  DROP TABLE "home_blocks_people_cards_locales" CASCADE;
  DROP TABLE "home_blocks_careers_actions_vacancies" CASCADE;
  DROP TABLE "home_blocks_careers_actions_vacancies_locales" CASCADE;
  DROP TABLE "home_blocks_careers_actions" CASCADE;
  DROP TABLE "home_blocks_careers_actions_locales" CASCADE;
  DROP TABLE "home_blocks_podcasts" CASCADE;
  DROP TABLE "home_blocks_podcasts_locales" CASCADE;
  DROP TABLE "home_rels" CASCADE;
  DROP TABLE "_home_v_blocks_founder_message" CASCADE;
  DROP TABLE "_home_v_blocks_founder_message_locales" CASCADE;
  DROP TABLE "_home_v_blocks_value_cards_cards" CASCADE;
  DROP TABLE "_home_v_blocks_value_cards_cards_locales" CASCADE;
  DROP TABLE "_home_v_blocks_value_cards" CASCADE;
  DROP TABLE "_home_v_blocks_value_cards_locales" CASCADE;
  DROP TABLE "_home_v_blocks_certificates_awards_certificates" CASCADE;
  DROP TABLE "_home_v_blocks_certificates_awards_certificates_locales" CASCADE;
  DROP TABLE "_home_v_blocks_certificates_awards_awards" CASCADE;
  DROP TABLE "_home_v_blocks_certificates_awards_awards_locales" CASCADE;
  DROP TABLE "_home_v_blocks_certificates_awards" CASCADE;
  DROP TABLE "_home_v_blocks_certificates_awards_locales" CASCADE;
  DROP TABLE "_home_v_blocks_timeline_time_line" CASCADE;
  DROP TABLE "_home_v_blocks_timeline_time_line_locales" CASCADE;
  DROP TABLE "_home_v_blocks_timeline" CASCADE;
  DROP TABLE "_home_v_blocks_timeline_locales" CASCADE;
  DROP TABLE "_home_v_blocks_quote" CASCADE;
  DROP TABLE "_home_v_blocks_quote_locales" CASCADE;
  DROP TABLE "_home_v_blocks_downloads_files" CASCADE;
  DROP TABLE "_home_v_blocks_downloads_files_locales" CASCADE;
  DROP TABLE "_home_v_blocks_downloads" CASCADE;
  DROP TABLE "_home_v_blocks_downloads_locales" CASCADE;
  DROP TABLE "_home_v_blocks_goals_goals" CASCADE;
  DROP TABLE "_home_v_blocks_goals_goals_locales" CASCADE;
  DROP TABLE "_home_v_blocks_goals" CASCADE;
  DROP TABLE "_home_v_blocks_goals_locales" CASCADE;
  DROP TABLE "_home_v_blocks_stats_stats" CASCADE;
  DROP TABLE "_home_v_blocks_stats_stats_locales" CASCADE;
  DROP TABLE "_home_v_blocks_stats" CASCADE;
  DROP TABLE "_home_v_blocks_stats_locales" CASCADE;
  DROP TABLE "_home_v_blocks_policy_sections_sections" CASCADE;
  DROP TABLE "_home_v_blocks_policy_sections_sections_locales" CASCADE;
  DROP TABLE "_home_v_blocks_policy_sections" CASCADE;
  DROP TABLE "_home_v_blocks_cookie_settings" CASCADE;
  DROP TABLE "_home_v_blocks_cookie_settings_locales" CASCADE;
  DROP TABLE "_home_v_blocks_tea_estates" CASCADE;
  DROP TABLE "_home_v_blocks_tea_estates_locales" CASCADE;
  DROP TABLE "_home_v_blocks_testimonials" CASCADE;
  DROP TABLE "_home_v_blocks_testimonials_locales" CASCADE;
  DROP TABLE "_home_v_blocks_contact_details" CASCADE;
  DROP TABLE "_home_v_blocks_contact_details_locales" CASCADE;
  DROP TABLE "_home_v_blocks_people_cards_items" CASCADE;
  DROP TABLE "_home_v_blocks_people_cards_items_locales" CASCADE;
  DROP TABLE "_home_v_blocks_people_cards" CASCADE;
  DROP TABLE "_home_v_blocks_people_cards_locales" CASCADE;
  DROP TABLE "_home_v_blocks_careers_actions_vacancies" CASCADE;
  DROP TABLE "_home_v_blocks_careers_actions_vacancies_locales" CASCADE;
  DROP TABLE "_home_v_blocks_careers_actions" CASCADE;
  DROP TABLE "_home_v_blocks_careers_actions_locales" CASCADE;
  DROP TABLE "_home_v_blocks_podcasts" CASCADE;
  DROP TABLE "_home_v_blocks_podcasts_locales" CASCADE;
  DROP TABLE "_home_v_rels" CASCADE;
  DROP TABLE "tea_estates_images" CASCADE;
  DROP TABLE "tea_estates_images_locales" CASCADE;
  DROP TABLE "tea_estates" CASCADE;
  DROP TABLE "tea_estates_locales" CASCADE;
  DROP TABLE "_tea_estates_v_version_images" CASCADE;
  DROP TABLE "_tea_estates_v_version_images_locales" CASCADE;
  DROP TABLE "_tea_estates_v" CASCADE;
  DROP TABLE "_tea_estates_v_locales" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "testimonials_locales" CASCADE;
  DROP TABLE "_testimonials_v" CASCADE;
  DROP TABLE "_testimonials_v_locales" CASCADE;
  DROP TABLE "podcast_series" CASCADE;
  DROP TABLE "podcast_series_locales" CASCADE;
  DROP TABLE "_podcast_series_v" CASCADE;
  DROP TABLE "_podcast_series_v_locales" CASCADE;
  DROP TABLE "podcast_episodes" CASCADE;
  DROP TABLE "podcast_episodes_locales" CASCADE;
  DROP TABLE "_podcast_episodes_v" CASCADE;
  DROP TABLE "_podcast_episodes_v_locales" CASCADE;
  DROP TABLE "contact_submissions" CASCADE;
  DROP TABLE "cv_submissions" CASCADE;
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_tea_estates_fk";
  
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_testimonials_fk";
  
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_podcast_series_fk";
  
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_podcast_episodes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tea_estates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_testimonials_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_podcast_series_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_podcast_episodes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_submissions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cv_submissions_fk";
  
  DROP INDEX "search_rels_tea_estates_id_idx";
  DROP INDEX "search_rels_testimonials_id_idx";
  DROP INDEX "search_rels_podcast_series_id_idx";
  DROP INDEX "search_rels_podcast_episodes_id_idx";
  DROP INDEX "payload_locked_documents_rels_tea_estates_id_idx";
  DROP INDEX "payload_locked_documents_rels_testimonials_id_idx";
  DROP INDEX "payload_locked_documents_rels_podcast_series_id_idx";
  DROP INDEX "payload_locked_documents_rels_podcast_episodes_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_submissions_id_idx";
  DROP INDEX "payload_locked_documents_rels_cv_submissions_id_idx";
  ALTER TABLE "users" DROP COLUMN "role";
  ALTER TABLE "search_rels" DROP COLUMN "tea_estates_id";
  ALTER TABLE "search_rels" DROP COLUMN "testimonials_id";
  ALTER TABLE "search_rels" DROP COLUMN "podcast_series_id";
  ALTER TABLE "search_rels" DROP COLUMN "podcast_episodes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tea_estates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "testimonials_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "podcast_series_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "podcast_episodes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_submissions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cv_submissions_id";
  DROP TYPE "public"."enum_tea_estates_type";
  DROP TYPE "public"."enum_tea_estates_country";
  DROP TYPE "public"."enum_tea_estates_status";
  DROP TYPE "public"."enum__tea_estates_v_version_type";
  DROP TYPE "public"."enum__tea_estates_v_version_country";
  DROP TYPE "public"."enum__tea_estates_v_version_status";
  DROP TYPE "public"."enum__tea_estates_v_published_locale";
  DROP TYPE "public"."enum_testimonials_country";
  DROP TYPE "public"."enum_testimonials_status";
  DROP TYPE "public"."enum__testimonials_v_version_country";
  DROP TYPE "public"."enum__testimonials_v_version_status";
  DROP TYPE "public"."enum__testimonials_v_published_locale";
  DROP TYPE "public"."enum_podcast_series_country";
  DROP TYPE "public"."enum_podcast_series_status";
  DROP TYPE "public"."enum__podcast_series_v_version_country";
  DROP TYPE "public"."enum__podcast_series_v_version_status";
  DROP TYPE "public"."enum__podcast_series_v_published_locale";
  DROP TYPE "public"."enum_podcast_episodes_country";
  DROP TYPE "public"."enum_podcast_episodes_status";
  DROP TYPE "public"."enum__podcast_episodes_v_version_country";
  DROP TYPE "public"."enum__podcast_episodes_v_version_status";
  DROP TYPE "public"."enum__podcast_episodes_v_published_locale";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_contact_submissions_notification";
  DROP TYPE "public"."enum_cv_submissions_notification";`)
}
