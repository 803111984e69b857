import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { index as pgIndex, uniqueIndex as pgUniqueIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import { index as sqliteIndex, uniqueIndex as sqliteUniqueIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import { contentKeyIndexes } from './key-indexes'
import { localeParentIndexes } from './locale-indexes'
import { contentCollections } from './collections/content-collections'
import { databaseSettings } from '../config/server'

/**
 * SQLite (a file under data/) unless DATABASE_URL is a postgres:// URL. Schema changes only ever
 * happen through the committed migrations of each dialect. They are not given to the adapter as
 * `prodMigrations` (every instance would run them at once on an empty database, and all but one
 * would fail): src/cms/migrate.ts runs them under a lock when Payload starts.
 */
export function databaseAdapter() {
  const settings = databaseSettings()
  if (settings.dialect === 'postgres') {
    return postgresAdapter({
      // keepAlive: a connection to a server that vanished without closing it is found dead by TCP.
      pool: {
        connectionString: settings.url,
        max: settings.poolMax,
        connectionTimeoutMillis: settings.connectTimeoutMs,
        query_timeout: settings.queryTimeoutMs,
        keepAlive: true,
      },
      // Used by migrate:create only; turbopackIgnore keeps 110 MB of schema snapshots out of the standalone server.
      migrationDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), 'src/migrations/postgres'),
      push: false,
      afterSchemaInit: [localeParentIndexes(pgIndex as never) as never, contentKeyIndexes({ index: pgIndex as never, uniqueIndex: pgUniqueIndex as never }, contentCollections) as never],
    })
  }
  return sqliteAdapter({
    client: { url: settings.url },
    // As above: the server runs the migrations it imports (src/cms/migrate.ts), never this folder's files.
    migrationDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), 'src/migrations/sqlite'),
    push: false,
    wal: { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'NORMAL' },
    busyTimeout: 5000,
    afterSchemaInit: [localeParentIndexes(sqliteIndex as never) as never, contentKeyIndexes({ index: sqliteIndex as never, uniqueIndex: sqliteUniqueIndex as never }, contentCollections) as never],
  })
}
