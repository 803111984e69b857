import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { describe, expect, it } from 'vitest'
import { sharedRevalidations } from '../../src/lib/cache/shared-revalidations.mjs'
import { shareRevalidation } from '../../src/lib/cache/shared-tags-cache-handler.mjs'

type Entry = { stale?: number; expired?: number }

/** A SQLite file with the table as the migrations build it, and the store shape the cache handler uses. */
async function database() {
  const client = createClient({ url: `file:${path.join(mkdtempSync(path.join(tmpdir(), 'revalidations-')), 'cache.db')}` })
  await client.execute(
    'CREATE TABLE cache_revalidations (id integer PRIMARY KEY NOT NULL, tag text NOT NULL, at numeric NOT NULL, stale numeric, expired numeric, seq numeric)',
  )
  await client.execute('CREATE UNIQUE INDEX cache_revalidations_tag_idx ON cache_revalidations (tag)')
  const store = { query: async (sql: string, args: unknown[]) => (await client.execute({ sql, args: args as never[] })).rows as unknown as Record<string, unknown>[] }
  const write = (tag: string) => shareRevalidation(tag, { store: () => store, delays: [] })
  return { client, store: () => store, write }
}

const instance = (store: Parameters<typeof sharedRevalidations>[0]['store'], now: () => number, graceMs = 50) => {
  const manifest = new Map<string, Entry>()
  return { manifest, revalidations: sharedRevalidations({ store, table: 'cache_revalidations', manifest, graceMs, now }) }
}

describe('shared tag revalidations', () => {
  it('numbers every write, so a revalidation of the same tag moves it to the top', async () => {
    const { client, write } = await database()
    await write('key:news:a')
    await write('key:news:b')
    await write('key:news:a')
    const rows = (await client.execute('SELECT tag, seq FROM cache_revalidations ORDER BY seq')).rows
    expect(rows.map((row) => [row.tag, Number(row.seq)])).toEqual([
      ['key:news:b', 2],
      ['key:news:a', 3],
    ])
  })

  it('on start applies every row from its own time, so entries on disk older than a publish are expired', async () => {
    const { client, store, write } = await database()
    await write('key:news:a')
    // A publish recorded while this instance was down, by a writer whose revalidation was an hour ago.
    const hourAgo = Date.now() - 3_600_000
    await client.execute({ sql: 'UPDATE cache_revalidations SET expired = ?, stale = ?', args: [hourAgo, hourAgo] })
    const { manifest, revalidations } = instance(store, Date.now, 50)
    await revalidations.poll()
    // Entries written before the publish (plus the grace) are expired; later ones are not.
    expect(manifest.get('key:news:a')).toEqual({ stale: hourAgo + 50, expired: hourAgo + 50 })
  })

  it('applies later rows by number on its own clock, however old the writer’s clock says they are', async () => {
    const { client, store, write } = await database()
    let clock = 1_000_000
    const { manifest, revalidations } = instance(store, () => clock, 10_000)
    await revalidations.poll()
    await write('key:pages:/x')
    // The writer's clock is far behind: a time-based poll would skip this row.
    await client.execute({ sql: 'UPDATE cache_revalidations SET at = 1, stale = 1, expired = 1', args: [] })
    clock = 2_000_000
    await revalidations.poll()
    expect(manifest.get('key:pages:/x')).toEqual({ stale: 2_000_000, expired: 2_000_000 })
    // Seen once: a later poll does not expire it again.
    clock = 3_000_000
    await revalidations.poll()
    expect(manifest.get('key:pages:/x')?.expired).toBe(2_000_000)
  })

  it('applies a revalidation again after the grace, for renders that read the content before the commit', async () => {
    const { store, write } = await database()
    const { manifest, revalidations } = instance(store, Date.now, 30)
    await revalidations.poll()
    await write('collection:news')
    await revalidations.poll()
    const first = manifest.get('collection:news')!.expired!
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(manifest.get('collection:news')!.expired).toBeGreaterThan(first)
  })

  it('finds a row that commits after a higher number was already seen', async () => {
    const { client, store, write } = await database()
    let clock = 10
    const { manifest, revalidations } = instance(store, () => clock, 10_000)
    await write('late')
    await revalidations.poll()
    await write('early')
    await write('later')
    // As on PostgreSQL when the writer of number 2 commits after the writer of number 3 was read.
    await client.execute("DELETE FROM cache_revalidations WHERE tag = 'early'")
    clock = 20
    await revalidations.poll()
    await client.execute("INSERT INTO cache_revalidations (tag, at, seq) VALUES ('early', 1, 2)")
    clock = 30
    await revalidations.poll()
    expect(manifest.get('early')?.expired).toBe(30)
    expect(manifest.get('later')?.expired).toBe(20)
  })
})
