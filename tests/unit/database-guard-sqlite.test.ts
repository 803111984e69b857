import { copyFileSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type Client } from '@libsql/client'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { guardDatabase } from '@/cms/database-guard'
import { databaseAvailable, databaseHealth, markDatabaseUp } from '@/lib/database/database-health'

/**
 * The SQLite half of the database guard on a real file: libsql keeps its connection on the file it
 * opened, so without the guard a moved or deleted file goes unnoticed and a restored one is never read.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'dalumara-guard-'))
const file = path.join(dir, 'guard.db')
let client: Client
const saved = process.env.DATABASE_URL

beforeAll(async () => {
  process.env.DATABASE_URL = `file:${file}`
  client = createClient({ url: `file:${file}` })
  await client.execute('PRAGMA journal_mode = WAL')
  await client.execute('CREATE TABLE notes (text TEXT)')
  await client.execute("INSERT INTO notes VALUES ('original')")
  guardDatabase({ db: { name: 'sqlite', client, busyTimeout: 5000, wal: { synchronous: 'NORMAL' } } } as unknown as Payload)
})

afterAll(() => {
  client.close()
  process.env.DATABASE_URL = saved
  rmSync(dir, { recursive: true, force: true })
  delete databaseHealth().probe
})

afterEach(() => {
  markDatabaseUp()
  vi.restoreAllMocks()
})

const notes = async () => (await client.execute('SELECT text FROM notes ORDER BY rowid')).rows.map((row) => row.text)

describe('the SQLite guard', () => {
  it('refuses every call while the file is gone, and resumes when it is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    renameSync(file, `${file}.away`)
    // The client's open connection would still read the moved file: the guard must not let it.
    await expect(notes()).rejects.toMatchObject({ name: 'DatabaseUnavailableError' })
    await expect(client.execute("INSERT INTO notes VALUES ('lost')")).rejects.toMatchObject({ name: 'DatabaseUnavailableError' })
    expect(databaseHealth().down).toBe(true)
    expect(await databaseAvailable()).toBe(false)
    renameSync(`${file}.away`, file)
    expect(await databaseAvailable()).toBe(true)
    expect(await notes()).toEqual(['original'])
  })

  it('reads a file restored from a backup (another inode) instead of the one it had open', async () => {
    const backup = `${file}.backup`
    await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    copyFileSync(file, backup)
    const other = createClient({ url: `file:${backup}` })
    await other.execute("INSERT INTO notes VALUES ('from the backup')")
    await other.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    other.close()
    rmSync(`${file}-wal`, { force: true })
    rmSync(`${file}-shm`, { force: true })
    renameSync(backup, file)
    expect(await notes()).toEqual(['original', 'from the backup'])
  })

  it('gives connections the client opens after a transaction the busy timeout (libsql starts them at 0)', async () => {
    const tx = await client.transaction('write')
    await tx.execute("INSERT INTO notes VALUES ('in a transaction')")
    await tx.commit()
    tx.close()
    const [row] = (await client.execute('PRAGMA busy_timeout')).rows
    expect(Number(Object.values(row)[0])).toBe(5000)
  })
})
