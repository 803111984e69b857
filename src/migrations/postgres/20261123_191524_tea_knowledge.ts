import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_brew_guide_sections_type" AS ENUM('content', 'rule');
  CREATE TYPE "public"."enum__pages_v_blocks_brew_guide_sections_type" AS ENUM('content', 'rule');
  CREATE TYPE "public"."enum_home_blocks_brew_guide_sections_type" AS ENUM('content', 'rule');
  CREATE TYPE "public"."enum__home_v_blocks_brew_guide_sections_type" AS ENUM('content', 'rule');
  CREATE TYPE "public"."enum_e_books_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_e_books_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__e_books_v_version_country" AS ENUM('GLOBAL', 'AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AC', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'VG', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'KY', 'CF', 'TD', 'CL', 'CN', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'TL', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IM', 'IL', 'IT', 'CI', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TG', 'TK', 'TO', 'TT', 'TA', 'TN', 'TR', 'TM', 'TC', 'TV', 'UM', 'VI', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__e_books_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__e_books_v_published_locale" AS ENUM('en', 'de');
  CREATE TABLE "pages_blocks_brew_guide_sections_sub_contents" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"has_header" boolean DEFAULT true,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_brew_guide_sections_sub_contents_locales" (
  	"header" varchar,
  	"contents" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_brew_guide_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_pages_blocks_brew_guide_sections_type" DEFAULT 'content',
  	"rule_number" numeric,
  	"has_header" boolean DEFAULT true,
  	"image_id" integer,
  	"has_link" boolean DEFAULT false,
  	"link" varchar
  );
  
  CREATE TABLE "pages_blocks_brew_guide_sections_locales" (
  	"header" varchar,
  	"content" jsonb,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_brew_guide" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"video_url" varchar,
  	"video_file_id" integer,
  	"video_poster_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_brew_guide_locales" (
  	"video_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_e_books" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_e_books_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_brew_guide_sections_sub_contents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"has_header" boolean DEFAULT true,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_brew_guide_sections_sub_contents_locales" (
  	"header" varchar,
  	"contents" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_brew_guide_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__pages_v_blocks_brew_guide_sections_type" DEFAULT 'content',
  	"rule_number" numeric,
  	"has_header" boolean DEFAULT true,
  	"image_id" integer,
  	"has_link" boolean DEFAULT false,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_brew_guide_sections_locales" (
  	"header" varchar,
  	"content" jsonb,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_brew_guide" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"video_url" varchar,
  	"video_file_id" integer,
  	"video_poster_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_brew_guide_locales" (
  	"video_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_e_books" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_e_books_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_blocks_brew_guide_sections_sub_contents" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"has_header" boolean DEFAULT true,
  	"image_id" integer
  );
  
  CREATE TABLE "home_blocks_brew_guide_sections_sub_contents_locales" (
  	"header" varchar,
  	"contents" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_brew_guide_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_home_blocks_brew_guide_sections_type" DEFAULT 'content',
  	"rule_number" numeric,
  	"has_header" boolean DEFAULT true,
  	"image_id" integer,
  	"has_link" boolean DEFAULT false,
  	"link" varchar
  );
  
  CREATE TABLE "home_blocks_brew_guide_sections_locales" (
  	"header" varchar,
  	"content" jsonb,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_brew_guide" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"video_url" varchar,
  	"video_file_id" integer,
  	"video_poster_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_brew_guide_locales" (
  	"video_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_e_books" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_e_books_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_brew_guide_sections_sub_contents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"has_header" boolean DEFAULT true,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_brew_guide_sections_sub_contents_locales" (
  	"header" varchar,
  	"contents" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_brew_guide_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__home_v_blocks_brew_guide_sections_type" DEFAULT 'content',
  	"rule_number" numeric,
  	"has_header" boolean DEFAULT true,
  	"image_id" integer,
  	"has_link" boolean DEFAULT false,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_brew_guide_sections_locales" (
  	"header" varchar,
  	"content" jsonb,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_brew_guide" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"video_url" varchar,
  	"video_file_id" integer,
  	"video_poster_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_brew_guide_locales" (
  	"video_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_e_books" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_e_books_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "e_books" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"pages" numeric,
  	"cover_image_id" integer,
  	"book_file_id" integer,
  	"book_url" varchar,
  	"country" "enum_e_books_country" DEFAULT 'GLOBAL',
  	"seo_share_image_id" integer,
  	"seo_prevent_indexing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_e_books_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "e_books_locales" (
  	"title" varchar,
  	"section" varchar,
  	"author" varchar,
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
  
  CREATE TABLE "_e_books_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_pages" numeric,
  	"version_cover_image_id" integer,
  	"version_book_file_id" integer,
  	"version_book_url" varchar,
  	"version_country" "enum__e_books_v_version_country" DEFAULT 'GLOBAL',
  	"version_seo_share_image_id" integer,
  	"version_seo_prevent_indexing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__e_books_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__e_books_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_e_books_v_locales" (
  	"version_title" varchar,
  	"version_section" varchar,
  	"version_author" varchar,
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
  
  ALTER TABLE "search_rels" ADD COLUMN "e_books_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "e_books_id" integer;
  ALTER TABLE "pages_blocks_brew_guide_sections_sub_contents" ADD CONSTRAINT "pages_blocks_brew_guide_sections_sub_contents_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_brew_guide_sections_sub_contents" ADD CONSTRAINT "pages_blocks_brew_guide_sections_sub_contents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_brew_guide_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_brew_guide_sections_sub_contents_locales" ADD CONSTRAINT "pages_blocks_brew_guide_sections_sub_contents_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_brew_guide_sections_sub_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_brew_guide_sections" ADD CONSTRAINT "pages_blocks_brew_guide_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_brew_guide_sections" ADD CONSTRAINT "pages_blocks_brew_guide_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_brew_guide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_brew_guide_sections_locales" ADD CONSTRAINT "pages_blocks_brew_guide_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_brew_guide_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_brew_guide" ADD CONSTRAINT "pages_blocks_brew_guide_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_brew_guide" ADD CONSTRAINT "pages_blocks_brew_guide_video_poster_id_media_id_fk" FOREIGN KEY ("video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_brew_guide" ADD CONSTRAINT "pages_blocks_brew_guide_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_brew_guide_locales" ADD CONSTRAINT "pages_blocks_brew_guide_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_brew_guide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_e_books" ADD CONSTRAINT "pages_blocks_e_books_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_e_books_locales" ADD CONSTRAINT "pages_blocks_e_books_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_e_books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brew_guide_sections_sub_contents" ADD CONSTRAINT "_pages_v_blocks_brew_guide_sections_sub_contents_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brew_guide_sections_sub_contents" ADD CONSTRAINT "_pages_v_blocks_brew_guide_sections_sub_contents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_brew_guide_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brew_guide_sections_sub_contents_locales" ADD CONSTRAINT "_pages_v_blocks_brew_guide_sections_sub_contents_locales__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_brew_guide_sections_sub_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brew_guide_sections" ADD CONSTRAINT "_pages_v_blocks_brew_guide_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brew_guide_sections" ADD CONSTRAINT "_pages_v_blocks_brew_guide_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_brew_guide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brew_guide_sections_locales" ADD CONSTRAINT "_pages_v_blocks_brew_guide_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_brew_guide_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brew_guide" ADD CONSTRAINT "_pages_v_blocks_brew_guide_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brew_guide" ADD CONSTRAINT "_pages_v_blocks_brew_guide_video_poster_id_media_id_fk" FOREIGN KEY ("video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brew_guide" ADD CONSTRAINT "_pages_v_blocks_brew_guide_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brew_guide_locales" ADD CONSTRAINT "_pages_v_blocks_brew_guide_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_brew_guide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_e_books" ADD CONSTRAINT "_pages_v_blocks_e_books_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_e_books_locales" ADD CONSTRAINT "_pages_v_blocks_e_books_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_e_books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_brew_guide_sections_sub_contents" ADD CONSTRAINT "home_blocks_brew_guide_sections_sub_contents_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_brew_guide_sections_sub_contents" ADD CONSTRAINT "home_blocks_brew_guide_sections_sub_contents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_brew_guide_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_brew_guide_sections_sub_contents_locales" ADD CONSTRAINT "home_blocks_brew_guide_sections_sub_contents_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_brew_guide_sections_sub_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_brew_guide_sections" ADD CONSTRAINT "home_blocks_brew_guide_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_brew_guide_sections" ADD CONSTRAINT "home_blocks_brew_guide_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_brew_guide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_brew_guide_sections_locales" ADD CONSTRAINT "home_blocks_brew_guide_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_brew_guide_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_brew_guide" ADD CONSTRAINT "home_blocks_brew_guide_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_brew_guide" ADD CONSTRAINT "home_blocks_brew_guide_video_poster_id_media_id_fk" FOREIGN KEY ("video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_brew_guide" ADD CONSTRAINT "home_blocks_brew_guide_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_brew_guide_locales" ADD CONSTRAINT "home_blocks_brew_guide_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_brew_guide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_e_books" ADD CONSTRAINT "home_blocks_e_books_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_e_books_locales" ADD CONSTRAINT "home_blocks_e_books_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_e_books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_brew_guide_sections_sub_contents" ADD CONSTRAINT "_home_v_blocks_brew_guide_sections_sub_contents_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_brew_guide_sections_sub_contents" ADD CONSTRAINT "_home_v_blocks_brew_guide_sections_sub_contents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_brew_guide_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_brew_guide_sections_sub_contents_locales" ADD CONSTRAINT "_home_v_blocks_brew_guide_sections_sub_contents_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_brew_guide_sections_sub_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_brew_guide_sections" ADD CONSTRAINT "_home_v_blocks_brew_guide_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_brew_guide_sections" ADD CONSTRAINT "_home_v_blocks_brew_guide_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_brew_guide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_brew_guide_sections_locales" ADD CONSTRAINT "_home_v_blocks_brew_guide_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_brew_guide_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_brew_guide" ADD CONSTRAINT "_home_v_blocks_brew_guide_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_brew_guide" ADD CONSTRAINT "_home_v_blocks_brew_guide_video_poster_id_media_id_fk" FOREIGN KEY ("video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_brew_guide" ADD CONSTRAINT "_home_v_blocks_brew_guide_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_brew_guide_locales" ADD CONSTRAINT "_home_v_blocks_brew_guide_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_brew_guide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_e_books" ADD CONSTRAINT "_home_v_blocks_e_books_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_e_books_locales" ADD CONSTRAINT "_home_v_blocks_e_books_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_e_books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "e_books" ADD CONSTRAINT "e_books_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "e_books" ADD CONSTRAINT "e_books_book_file_id_media_id_fk" FOREIGN KEY ("book_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "e_books" ADD CONSTRAINT "e_books_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "e_books_locales" ADD CONSTRAINT "e_books_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."e_books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_e_books_v" ADD CONSTRAINT "_e_books_v_parent_id_e_books_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."e_books"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_e_books_v" ADD CONSTRAINT "_e_books_v_version_cover_image_id_media_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_e_books_v" ADD CONSTRAINT "_e_books_v_version_book_file_id_media_id_fk" FOREIGN KEY ("version_book_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_e_books_v" ADD CONSTRAINT "_e_books_v_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_e_books_v_locales" ADD CONSTRAINT "_e_books_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_e_books_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_brew_guide_sections_sub_contents_order_idx" ON "pages_blocks_brew_guide_sections_sub_contents" USING btree ("_order");
  CREATE INDEX "pages_blocks_brew_guide_sections_sub_contents_parent_id_idx" ON "pages_blocks_brew_guide_sections_sub_contents" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_brew_guide_sections_sub_contents_image_idx" ON "pages_blocks_brew_guide_sections_sub_contents" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_brew_guide_sections_sub_contents_locales_locale" ON "pages_blocks_brew_guide_sections_sub_contents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_brew_guide_sections_order_idx" ON "pages_blocks_brew_guide_sections" USING btree ("_order");
  CREATE INDEX "pages_blocks_brew_guide_sections_parent_id_idx" ON "pages_blocks_brew_guide_sections" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_brew_guide_sections_image_idx" ON "pages_blocks_brew_guide_sections" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_brew_guide_sections_locales_locale_parent_id_un" ON "pages_blocks_brew_guide_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_brew_guide_order_idx" ON "pages_blocks_brew_guide" USING btree ("_order");
  CREATE INDEX "pages_blocks_brew_guide_parent_id_idx" ON "pages_blocks_brew_guide" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_brew_guide_path_idx" ON "pages_blocks_brew_guide" USING btree ("_path");
  CREATE INDEX "pages_blocks_brew_guide_video_file_idx" ON "pages_blocks_brew_guide" USING btree ("video_file_id");
  CREATE INDEX "pages_blocks_brew_guide_video_poster_idx" ON "pages_blocks_brew_guide" USING btree ("video_poster_id");
  CREATE UNIQUE INDEX "pages_blocks_brew_guide_locales_locale_parent_id_unique" ON "pages_blocks_brew_guide_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_e_books_order_idx" ON "pages_blocks_e_books" USING btree ("_order");
  CREATE INDEX "pages_blocks_e_books_parent_id_idx" ON "pages_blocks_e_books" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_e_books_path_idx" ON "pages_blocks_e_books" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_e_books_locales_locale_parent_id_unique" ON "pages_blocks_e_books_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_brew_guide_sections_sub_contents_order_idx" ON "_pages_v_blocks_brew_guide_sections_sub_contents" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_brew_guide_sections_sub_contents_parent_id_idx" ON "_pages_v_blocks_brew_guide_sections_sub_contents" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_brew_guide_sections_sub_contents_image_idx" ON "_pages_v_blocks_brew_guide_sections_sub_contents" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_brew_guide_sections_sub_contents_locales_loc" ON "_pages_v_blocks_brew_guide_sections_sub_contents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_brew_guide_sections_order_idx" ON "_pages_v_blocks_brew_guide_sections" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_brew_guide_sections_parent_id_idx" ON "_pages_v_blocks_brew_guide_sections" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_brew_guide_sections_image_idx" ON "_pages_v_blocks_brew_guide_sections" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_brew_guide_sections_locales_locale_parent_id" ON "_pages_v_blocks_brew_guide_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_brew_guide_order_idx" ON "_pages_v_blocks_brew_guide" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_brew_guide_parent_id_idx" ON "_pages_v_blocks_brew_guide" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_brew_guide_path_idx" ON "_pages_v_blocks_brew_guide" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_brew_guide_video_file_idx" ON "_pages_v_blocks_brew_guide" USING btree ("video_file_id");
  CREATE INDEX "_pages_v_blocks_brew_guide_video_poster_idx" ON "_pages_v_blocks_brew_guide" USING btree ("video_poster_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_brew_guide_locales_locale_parent_id_unique" ON "_pages_v_blocks_brew_guide_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_e_books_order_idx" ON "_pages_v_blocks_e_books" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_e_books_parent_id_idx" ON "_pages_v_blocks_e_books" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_e_books_path_idx" ON "_pages_v_blocks_e_books" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_e_books_locales_locale_parent_id_unique" ON "_pages_v_blocks_e_books_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_brew_guide_sections_sub_contents_order_idx" ON "home_blocks_brew_guide_sections_sub_contents" USING btree ("_order");
  CREATE INDEX "home_blocks_brew_guide_sections_sub_contents_parent_id_idx" ON "home_blocks_brew_guide_sections_sub_contents" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_brew_guide_sections_sub_contents_image_idx" ON "home_blocks_brew_guide_sections_sub_contents" USING btree ("image_id");
  CREATE UNIQUE INDEX "home_blocks_brew_guide_sections_sub_contents_locales_locale_" ON "home_blocks_brew_guide_sections_sub_contents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_brew_guide_sections_order_idx" ON "home_blocks_brew_guide_sections" USING btree ("_order");
  CREATE INDEX "home_blocks_brew_guide_sections_parent_id_idx" ON "home_blocks_brew_guide_sections" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_brew_guide_sections_image_idx" ON "home_blocks_brew_guide_sections" USING btree ("image_id");
  CREATE UNIQUE INDEX "home_blocks_brew_guide_sections_locales_locale_parent_id_uni" ON "home_blocks_brew_guide_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_brew_guide_order_idx" ON "home_blocks_brew_guide" USING btree ("_order");
  CREATE INDEX "home_blocks_brew_guide_parent_id_idx" ON "home_blocks_brew_guide" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_brew_guide_path_idx" ON "home_blocks_brew_guide" USING btree ("_path");
  CREATE INDEX "home_blocks_brew_guide_video_file_idx" ON "home_blocks_brew_guide" USING btree ("video_file_id");
  CREATE INDEX "home_blocks_brew_guide_video_poster_idx" ON "home_blocks_brew_guide" USING btree ("video_poster_id");
  CREATE UNIQUE INDEX "home_blocks_brew_guide_locales_locale_parent_id_unique" ON "home_blocks_brew_guide_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_e_books_order_idx" ON "home_blocks_e_books" USING btree ("_order");
  CREATE INDEX "home_blocks_e_books_parent_id_idx" ON "home_blocks_e_books" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_e_books_path_idx" ON "home_blocks_e_books" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_e_books_locales_locale_parent_id_unique" ON "home_blocks_e_books_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_brew_guide_sections_sub_contents_order_idx" ON "_home_v_blocks_brew_guide_sections_sub_contents" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_brew_guide_sections_sub_contents_parent_id_idx" ON "_home_v_blocks_brew_guide_sections_sub_contents" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_brew_guide_sections_sub_contents_image_idx" ON "_home_v_blocks_brew_guide_sections_sub_contents" USING btree ("image_id");
  CREATE UNIQUE INDEX "_home_v_blocks_brew_guide_sections_sub_contents_locales_loca" ON "_home_v_blocks_brew_guide_sections_sub_contents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_brew_guide_sections_order_idx" ON "_home_v_blocks_brew_guide_sections" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_brew_guide_sections_parent_id_idx" ON "_home_v_blocks_brew_guide_sections" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_brew_guide_sections_image_idx" ON "_home_v_blocks_brew_guide_sections" USING btree ("image_id");
  CREATE UNIQUE INDEX "_home_v_blocks_brew_guide_sections_locales_locale_parent_id_" ON "_home_v_blocks_brew_guide_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_brew_guide_order_idx" ON "_home_v_blocks_brew_guide" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_brew_guide_parent_id_idx" ON "_home_v_blocks_brew_guide" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_brew_guide_path_idx" ON "_home_v_blocks_brew_guide" USING btree ("_path");
  CREATE INDEX "_home_v_blocks_brew_guide_video_file_idx" ON "_home_v_blocks_brew_guide" USING btree ("video_file_id");
  CREATE INDEX "_home_v_blocks_brew_guide_video_poster_idx" ON "_home_v_blocks_brew_guide" USING btree ("video_poster_id");
  CREATE UNIQUE INDEX "_home_v_blocks_brew_guide_locales_locale_parent_id_unique" ON "_home_v_blocks_brew_guide_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_e_books_order_idx" ON "_home_v_blocks_e_books" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_e_books_parent_id_idx" ON "_home_v_blocks_e_books" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_e_books_path_idx" ON "_home_v_blocks_e_books" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_e_books_locales_locale_parent_id_unique" ON "_home_v_blocks_e_books_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "e_books_slug_idx" ON "e_books" USING btree ("slug");
  CREATE INDEX "e_books_cover_image_idx" ON "e_books" USING btree ("cover_image_id");
  CREATE INDEX "e_books_book_file_idx" ON "e_books" USING btree ("book_file_id");
  CREATE INDEX "e_books_country_idx" ON "e_books" USING btree ("country");
  CREATE INDEX "e_books_seo_seo_share_image_idx" ON "e_books" USING btree ("seo_share_image_id");
  CREATE INDEX "e_books_updated_at_idx" ON "e_books" USING btree ("updated_at");
  CREATE INDEX "e_books_created_at_idx" ON "e_books" USING btree ("created_at");
  CREATE INDEX "e_books__status_idx" ON "e_books" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_4_idx" ON "e_books" USING btree ("slug","country");
  CREATE UNIQUE INDEX "e_books_locales_locale_parent_id_unique" ON "e_books_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_e_books_v_parent_idx" ON "_e_books_v" USING btree ("parent_id");
  CREATE INDEX "_e_books_v_version_version_slug_idx" ON "_e_books_v" USING btree ("version_slug");
  CREATE INDEX "_e_books_v_version_version_cover_image_idx" ON "_e_books_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_e_books_v_version_version_book_file_idx" ON "_e_books_v" USING btree ("version_book_file_id");
  CREATE INDEX "_e_books_v_version_version_country_idx" ON "_e_books_v" USING btree ("version_country");
  CREATE INDEX "_e_books_v_version_seo_version_seo_share_image_idx" ON "_e_books_v" USING btree ("version_seo_share_image_id");
  CREATE INDEX "_e_books_v_version_version_updated_at_idx" ON "_e_books_v" USING btree ("version_updated_at");
  CREATE INDEX "_e_books_v_version_version_created_at_idx" ON "_e_books_v" USING btree ("version_created_at");
  CREATE INDEX "_e_books_v_version_version__status_idx" ON "_e_books_v" USING btree ("version__status");
  CREATE INDEX "_e_books_v_created_at_idx" ON "_e_books_v" USING btree ("created_at");
  CREATE INDEX "_e_books_v_updated_at_idx" ON "_e_books_v" USING btree ("updated_at");
  CREATE INDEX "_e_books_v_snapshot_idx" ON "_e_books_v" USING btree ("snapshot");
  CREATE INDEX "_e_books_v_published_locale_idx" ON "_e_books_v" USING btree ("published_locale");
  CREATE INDEX "_e_books_v_latest_idx" ON "_e_books_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_4_idx" ON "_e_books_v" USING btree ("version_slug","version_country");
  CREATE UNIQUE INDEX "_e_books_v_locales_locale_parent_id_unique" ON "_e_books_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_e_books_fk" FOREIGN KEY ("e_books_id") REFERENCES "public"."e_books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_e_books_fk" FOREIGN KEY ("e_books_id") REFERENCES "public"."e_books"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_rels_e_books_id_idx" ON "search_rels" USING btree ("e_books_id");
  CREATE INDEX "payload_locked_documents_rels_e_books_id_idx" ON "payload_locked_documents_rels" USING btree ("e_books_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_brew_guide_sections_sub_contents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_brew_guide_sections_sub_contents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_brew_guide_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_brew_guide_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_brew_guide" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_brew_guide_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_e_books" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_e_books_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_brew_guide_sections_sub_contents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_brew_guide_sections_sub_contents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_brew_guide_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_brew_guide_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_brew_guide" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_brew_guide_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_e_books" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_e_books_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_brew_guide_sections_sub_contents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_brew_guide_sections_sub_contents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_brew_guide_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_brew_guide_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_brew_guide" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_brew_guide_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_e_books" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_e_books_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_brew_guide_sections_sub_contents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_brew_guide_sections_sub_contents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_brew_guide_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_brew_guide_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_brew_guide" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_brew_guide_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_e_books" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_e_books_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "e_books" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "e_books_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_e_books_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_e_books_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_brew_guide_sections_sub_contents" CASCADE;
  DROP TABLE "pages_blocks_brew_guide_sections_sub_contents_locales" CASCADE;
  DROP TABLE "pages_blocks_brew_guide_sections" CASCADE;
  DROP TABLE "pages_blocks_brew_guide_sections_locales" CASCADE;
  DROP TABLE "pages_blocks_brew_guide" CASCADE;
  DROP TABLE "pages_blocks_brew_guide_locales" CASCADE;
  DROP TABLE "pages_blocks_e_books" CASCADE;
  DROP TABLE "pages_blocks_e_books_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_brew_guide_sections_sub_contents" CASCADE;
  DROP TABLE "_pages_v_blocks_brew_guide_sections_sub_contents_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_brew_guide_sections" CASCADE;
  DROP TABLE "_pages_v_blocks_brew_guide_sections_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_brew_guide" CASCADE;
  DROP TABLE "_pages_v_blocks_brew_guide_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_e_books" CASCADE;
  DROP TABLE "_pages_v_blocks_e_books_locales" CASCADE;
  DROP TABLE "home_blocks_brew_guide_sections_sub_contents" CASCADE;
  DROP TABLE "home_blocks_brew_guide_sections_sub_contents_locales" CASCADE;
  DROP TABLE "home_blocks_brew_guide_sections" CASCADE;
  DROP TABLE "home_blocks_brew_guide_sections_locales" CASCADE;
  DROP TABLE "home_blocks_brew_guide" CASCADE;
  DROP TABLE "home_blocks_brew_guide_locales" CASCADE;
  DROP TABLE "home_blocks_e_books" CASCADE;
  DROP TABLE "home_blocks_e_books_locales" CASCADE;
  DROP TABLE "_home_v_blocks_brew_guide_sections_sub_contents" CASCADE;
  DROP TABLE "_home_v_blocks_brew_guide_sections_sub_contents_locales" CASCADE;
  DROP TABLE "_home_v_blocks_brew_guide_sections" CASCADE;
  DROP TABLE "_home_v_blocks_brew_guide_sections_locales" CASCADE;
  DROP TABLE "_home_v_blocks_brew_guide" CASCADE;
  DROP TABLE "_home_v_blocks_brew_guide_locales" CASCADE;
  DROP TABLE "_home_v_blocks_e_books" CASCADE;
  DROP TABLE "_home_v_blocks_e_books_locales" CASCADE;
  DROP TABLE "e_books" CASCADE;
  DROP TABLE "e_books_locales" CASCADE;
  DROP TABLE "_e_books_v" CASCADE;
  DROP TABLE "_e_books_v_locales" CASCADE;
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_e_books_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_e_books_fk";
  
  DROP INDEX "search_rels_e_books_id_idx";
  DROP INDEX "payload_locked_documents_rels_e_books_id_idx";
  ALTER TABLE "search_rels" DROP COLUMN "e_books_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "e_books_id";
  DROP TYPE "public"."enum_pages_blocks_brew_guide_sections_type";
  DROP TYPE "public"."enum__pages_v_blocks_brew_guide_sections_type";
  DROP TYPE "public"."enum_home_blocks_brew_guide_sections_type";
  DROP TYPE "public"."enum__home_v_blocks_brew_guide_sections_type";
  DROP TYPE "public"."enum_e_books_country";
  DROP TYPE "public"."enum_e_books_status";
  DROP TYPE "public"."enum__e_books_v_version_country";
  DROP TYPE "public"."enum__e_books_v_version_status";
  DROP TYPE "public"."enum__e_books_v_published_locale";`)
}
