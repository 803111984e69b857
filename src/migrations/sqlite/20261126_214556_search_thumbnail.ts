import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`search\` ADD \`image_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`search_image_idx\` ON \`search\` (\`image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_search\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`priority\` numeric,
  	\`url\` text,
  	\`type\` text,
  	\`country\` text DEFAULT 'GLOBAL',
  	\`collection\` text,
  	\`tags\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_search\`("id", "priority", "url", "type", "country", "collection", "tags", "updated_at", "created_at") SELECT "id", "priority", "url", "type", "country", "collection", "tags", "updated_at", "created_at" FROM \`search\`;`)
  await db.run(sql`DROP TABLE \`search\`;`)
  await db.run(sql`ALTER TABLE \`__new_search\` RENAME TO \`search\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`search_url_idx\` ON \`search\` (\`url\`);`)
  await db.run(sql`CREATE INDEX \`search_country_idx\` ON \`search\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`search_updated_at_idx\` ON \`search\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_created_at_idx\` ON \`search\` (\`created_at\`);`)
}
