import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readOffMainThread } from '@/cms/sqlite-reads'

/** The SQLite client's reads on a connection of their own, off the event loop, on a real file. */
const dir = mkdtempSync(path.join(tmpdir(), 'dalumara-reads-'))
const file = path.join(dir, 'reads.db')
let plain: Client
let client: Client

beforeAll(async () => {
  plain = createClient({ url: `file:${file}` })
  await plain.execute('PRAGMA journal_mode = WAL')
  await plain.execute('CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT, price REAL, picture BLOB, note TEXT)')
  await plain.execute({ sql: 'INSERT INTO items (name, price, picture, note) VALUES (?, ?, ?, ?)', args: ['Ceylon black', 12.5, new Uint8Array([1, 2, 3]).buffer, null] })
  client = createClient({ url: `file:${file}` })
  readOffMainThread(client as never, file, ['PRAGMA busy_timeout = 5000'])
})

afterAll(() => {
  client.close()
  plain.close()
  rmSync(dir, { recursive: true, force: true })
})

const heavyRead = 'SELECT count(*) AS rows_counted, sum(x) AS total FROM (WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 300000) SELECT x FROM n)'

describe('reads off the main thread', () => {
  it('gives rows exactly as the client does: numbers, text, null, blobs, values by index and by name', async () => {
    const sql = 'SELECT id, name, price, picture, note, id AS id FROM items WHERE name = ?'
    const [ours, theirs] = await Promise.all([client.execute({ sql, args: ['Ceylon black'] }), plain.execute({ sql, args: ['Ceylon black'] })])
    expect(ours.columns).toEqual(theirs.columns)
    expect(ours.rows.map((row) => ({ ...row }))).toEqual(theirs.rows.map((row) => ({ ...row })))
    expect(Array.from(ours.rows[0]!)).toEqual(Array.from(theirs.rows[0]!))
    expect(new Uint8Array(ours.rows[0]!.picture as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 3]))
  })

  it('lets the event loop run while SQLite works on a read', async () => {
    const order: string[] = []
    const read = client.execute(heavyRead).then(() => order.push('read'))
    setImmediate(() => order.push('event loop'))
    await read
    expect(order).toEqual(['event loop', 'read'])
  })

  it('holds the event loop without it (the reason it exists)', async () => {
    const order: string[] = []
    const read = plain.execute(heavyRead).then(() => order.push('read'))
    setImmediate(() => order.push('event loop'))
    await read
    expect(order).toEqual(['read'])
  })

  it('leaves writes on the client, and reads see them once committed', async () => {
    const written = await client.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['Green'] })
    expect(written.rowsAffected).toBe(1)
    const { rows } = await client.execute({ sql: 'SELECT count(*) AS n FROM items', args: [] })
    expect(rows[0]!.n).toBe(2)
  })

  it('refuses what the client refuses, with its words', async () => {
    await expect(client.execute({ sql: 'SELECT ?', args: [Number.NaN] })).rejects.toThrow(/finite numbers/)
    await expect(client.execute('SELECT * FROM missing_table')).rejects.toThrow(/no such table/)
  })
})
