import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { firstRedirects } from '../../cms/redirects/first-redirects'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to_url\` text NOT NULL,
  	\`type\` text DEFAULT '308' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirects_id\` integer REFERENCES redirects(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  // The redirects that lived in code until now: a new database starts with them, an older one keeps them.
  for (const { from, to, type } of firstRedirects) {
    await db.run(sql`INSERT INTO \`redirects\` (\`from\`, \`to_url\`, \`type\`) VALUES (${from}, ${to}, ${type}) ON CONFLICT (\`from\`) DO NOTHING;`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`e_books_id\` integer,
  	\`home_id\` integer,
  	\`tea_estates_id\` integer,
  	\`testimonials_id\` integer,
  	\`podcast_episodes_id\` integer,
  	\`podcast_series_id\` integer,
  	\`accessories_id\` integer,
  	\`accessory_categories_id\` integer,
  	\`gift_teas_id\` integer,
  	\`ingredients_id\` integer,
  	\`products_id\` integer,
  	\`recipes_id\` integer,
  	\`tea_categories_id\` integer,
  	\`tea_ranges_id\` integer,
  	\`audio_items_id\` integer,
  	\`blog_categories_id\` integer,
  	\`blog_posts_id\` integer,
  	\`events_id\` integer,
  	\`featured_stories_id\` integer,
  	\`image_albums_id\` integer,
  	\`news_id\` integer,
  	\`press_id\` integer,
  	\`press_categories_id\` integer,
  	\`social_wall_items_id\` integer,
  	\`video_items_id\` integer,
  	\`commemorative_teas_id\` integer,
  	\`inspiration_books_id\` integer,
  	\`inspired_galleries_id\` integer,
  	\`letters_id\` integer,
  	\`video_wishes_id\` integer,
  	\`markets_id\` integer,
  	\`media_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`rate_limits_id\` integer,
  	\`cache_revalidations_id\` integer,
  	\`users_id\` integer,
  	\`contact_submissions_id\` integer,
  	\`cv_submissions_id\` integer,
  	\`share_counts_id\` integer,
  	\`search_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`e_books_id\`) REFERENCES \`e_books\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`home_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tea_estates_id\`) REFERENCES \`tea_estates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcast_episodes_id\`) REFERENCES \`podcast_episodes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcast_series_id\`) REFERENCES \`podcast_series\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accessories_id\`) REFERENCES \`accessories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accessory_categories_id\`) REFERENCES \`accessory_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gift_teas_id\`) REFERENCES \`gift_teas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ingredients_id\`) REFERENCES \`ingredients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipes_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tea_categories_id\`) REFERENCES \`tea_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tea_ranges_id\`) REFERENCES \`tea_ranges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audio_items_id\`) REFERENCES \`audio_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_posts_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`featured_stories_id\`) REFERENCES \`featured_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`image_albums_id\`) REFERENCES \`image_albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`press_id\`) REFERENCES \`press\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`press_categories_id\`) REFERENCES \`press_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`social_wall_items_id\`) REFERENCES \`social_wall_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_items_id\`) REFERENCES \`video_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`commemorative_teas_id\`) REFERENCES \`commemorative_teas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inspiration_books_id\`) REFERENCES \`inspiration_books\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inspired_galleries_id\`) REFERENCES \`inspired_galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`letters_id\`) REFERENCES \`letters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_wishes_id\`) REFERENCES \`video_wishes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`markets_id\`) REFERENCES \`markets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cache_revalidations_id\`) REFERENCES \`cache_revalidations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_submissions_id\`) REFERENCES \`contact_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cv_submissions_id\`) REFERENCES \`cv_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`share_counts_id\`) REFERENCES \`share_counts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "e_books_id", "home_id", "tea_estates_id", "testimonials_id", "podcast_episodes_id", "podcast_series_id", "accessories_id", "accessory_categories_id", "gift_teas_id", "ingredients_id", "products_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "audio_items_id", "blog_categories_id", "blog_posts_id", "events_id", "featured_stories_id", "image_albums_id", "news_id", "press_id", "press_categories_id", "social_wall_items_id", "video_items_id", "commemorative_teas_id", "inspiration_books_id", "inspired_galleries_id", "letters_id", "video_wishes_id", "markets_id", "media_id", "newsletter_subscribers_id", "rate_limits_id", "cache_revalidations_id", "users_id", "contact_submissions_id", "cv_submissions_id", "share_counts_id", "search_id") SELECT "id", "order", "parent_id", "path", "pages_id", "e_books_id", "home_id", "tea_estates_id", "testimonials_id", "podcast_episodes_id", "podcast_series_id", "accessories_id", "accessory_categories_id", "gift_teas_id", "ingredients_id", "products_id", "recipes_id", "tea_categories_id", "tea_ranges_id", "audio_items_id", "blog_categories_id", "blog_posts_id", "events_id", "featured_stories_id", "image_albums_id", "news_id", "press_id", "press_categories_id", "social_wall_items_id", "video_items_id", "commemorative_teas_id", "inspiration_books_id", "inspired_galleries_id", "letters_id", "video_wishes_id", "markets_id", "media_id", "newsletter_subscribers_id", "rate_limits_id", "cache_revalidations_id", "users_id", "contact_submissions_id", "cv_submissions_id", "share_counts_id", "search_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_e_books_id_idx\` ON \`payload_locked_documents_rels\` (\`e_books_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_home_id_idx\` ON \`payload_locked_documents_rels\` (\`home_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tea_estates_id_idx\` ON \`payload_locked_documents_rels\` (\`tea_estates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_podcast_episodes_id_idx\` ON \`payload_locked_documents_rels\` (\`podcast_episodes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_podcast_series_id_idx\` ON \`payload_locked_documents_rels\` (\`podcast_series_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accessories_id_idx\` ON \`payload_locked_documents_rels\` (\`accessories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accessory_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`accessory_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gift_teas_id_idx\` ON \`payload_locked_documents_rels\` (\`gift_teas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ingredients_id_idx\` ON \`payload_locked_documents_rels\` (\`ingredients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recipes_id_idx\` ON \`payload_locked_documents_rels\` (\`recipes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tea_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`tea_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tea_ranges_id_idx\` ON \`payload_locked_documents_rels\` (\`tea_ranges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audio_items_id_idx\` ON \`payload_locked_documents_rels\` (\`audio_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_featured_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`featured_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_image_albums_id_idx\` ON \`payload_locked_documents_rels\` (\`image_albums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_press_id_idx\` ON \`payload_locked_documents_rels\` (\`press_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_press_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`press_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_social_wall_items_id_idx\` ON \`payload_locked_documents_rels\` (\`social_wall_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_items_id_idx\` ON \`payload_locked_documents_rels\` (\`video_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_commemorative_teas_id_idx\` ON \`payload_locked_documents_rels\` (\`commemorative_teas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inspiration_books_id_idx\` ON \`payload_locked_documents_rels\` (\`inspiration_books_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inspired_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`inspired_galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_letters_id_idx\` ON \`payload_locked_documents_rels\` (\`letters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_wishes_id_idx\` ON \`payload_locked_documents_rels\` (\`video_wishes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_markets_id_idx\` ON \`payload_locked_documents_rels\` (\`markets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cache_revalidations_id_idx\` ON \`payload_locked_documents_rels\` (\`cache_revalidations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cv_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`cv_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_share_counts_id_idx\` ON \`payload_locked_documents_rels\` (\`share_counts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_id_idx\` ON \`payload_locked_documents_rels\` (\`search_id\`);`)
}
