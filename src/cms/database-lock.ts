import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import pg from 'pg'
import { databaseSettings } from '../config/server'

/**
 * Runs `work` while holding a lock that every process on the same database shares, so that
 * instances starting together on an empty database do not all create its schema (or seed it)
 * at once. PostgreSQL: a session advisory lock on a connection of its own (not one of Payload's
 * pool, which the work itself needs). SQLite: an exclusive lock file beside the database file.
 */
export async function withDatabaseLock<T>(work: () => Promise<T>): Promise<T> {
  const settings = databaseSettings()
  if (settings.dialect === 'postgres') return withAdvisoryLock(settings.url, work)
  // In-memory and remote libSQL databases have no file to lock beside, and no second process.
  return settings.file ? withLockFile(`${settings.file}.lock`, work) : work()
}

/** Any fixed 64-bit number; only this app takes advisory locks on its database. */
const ADVISORY_LOCK_KEY = 4_021_997_123

async function withAdvisoryLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    // Blocks until the holder releases it, or its connection ends (a crashed process frees it).
    await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK_KEY])
    return await work()
  } finally {
    await client.end()
  }
}

const RETRY_MS = 100

async function withLockFile<T>(file: string, work: () => Promise<T>): Promise<T> {
  while (!tryLockFile(file)) await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
  try {
    return await work()
  } finally {
    unlinkSync(file)
  }
}

/** Creates the lock file holding our pid; a file left by a process that no longer runs is taken over. */
function tryLockFile(file: string): boolean {
  try {
    const fd = openSync(file, 'wx')
    writeSync(fd, String(process.pid))
    closeSync(fd)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  if (!holderAlive(file)) {
    try {
      unlinkSync(file)
    } catch {
      // Another waiter removed it first; either way, try again.
    }
  }
  return false
}

function holderAlive(file: string): boolean {
  let pid: number
  try {
    pid = Number.parseInt(readFileSync(file, 'utf8'), 10)
  } catch {
    return true // Gone already, or being written: not ours to remove.
  }
  if (!Number.isFinite(pid)) return true // Created but its pid not yet written.
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
