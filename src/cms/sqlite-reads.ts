import { Buffer } from 'node:buffer'
import Database from 'libsql/promise'

type Statement = { sql: string; args?: unknown[] | Record<string, unknown> }
type Execute = (statement: string | Statement, args?: unknown[]) => Promise<unknown>
type PreparedRead = {
  raw(on?: boolean): PreparedRead
  safeIntegers(on?: boolean): PreparedRead
  columns(): { name: string; type: string | null }[]
  all(args: unknown): Promise<unknown[][]>
}

/** A SELECT, and nothing that sets a pragma or writes: only those leave the client's own connection. */
const READ = /^\s*select\b/i

/**
 * Runs the SQLite client's reads outside its transactions on a connection of their own, through libsql's promise
 * API: the statement runs on libsql's worker threads and the event loop stays free. The client Payload's adapter
 * makes (`@libsql/client`) runs every statement synchronously, so one anonymous read of a page with its blocks held
 * every other request, a static file included, for as long as SQLite worked on it. Writes, transactions, batches
 * and migrations stay on the client's connection, as before; in WAL mode a read on another connection sees every
 * committed write. Rows are made exactly as the client makes them (integers as numbers, blobs as ArrayBuffers,
 * each value by index and by column name). Returns `reopen`, for when the file at the path is another one.
 */
export function readOffMainThread(client: { execute: Execute; close(): void }, file: string, pragmas: string[]): { reopen(): void } {
  const synchronous = client.execute.bind(client)
  const close = client.close.bind(client)
  let connection: Promise<Database> | undefined

  const open = () =>
    (connection ??= (async () => {
      const database = new Database(file, {})
      for (const pragma of pragmas) await database.exec(pragma)
      return database
    })())

  client.execute = async (statement, args) => {
    const { sql, args: values = args ?? [] } = typeof statement === 'string' ? { sql: statement } : statement
    if (!READ.test(sql) || !Array.isArray(values)) return synchronous(statement, args)
    const database = await open()
    const prepared = ((await database.prepare(sql)) as PreparedRead).safeIntegers(true).raw(true)
    const described = prepared.columns()
    const columns = described.map((column) => column.name)
    const rows = (await prepared.all(values.map(valueToSql))).map((row) => rowFromSql(row, columns))
    return resultSet(columns, described.map((column) => column.type ?? ''), rows)
  }

  const reopen = () => {
    const old = connection
    connection = undefined
    void old?.then((database) => database.close()).catch(() => undefined)
  }
  client.close = () => {
    reopen()
    close()
  }
  return { reopen }
}

function valueToSql(value: unknown): unknown {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments')
  if (typeof value === 'boolean') return value ? 1 : 0
  if (value instanceof ArrayBuffer) return Buffer.from(value)
  if (value instanceof Date) return value.valueOf()
  if (value === undefined) throw new TypeError('undefined cannot be passed as argument to the database')
  return value
}

function valueFromSql(value: unknown): unknown {
  if (typeof value === 'bigint') {
    if (value < BigInt(Number.MIN_SAFE_INTEGER) || value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('Received integer which cannot be safely represented as a JavaScript number')
    return Number(value)
  }
  return value instanceof Buffer ? value.buffer : value
}

/** A row as `@libsql/client` makes it: values by index (hidden) and by column name (enumerable, first one wins). */
function rowFromSql(values: unknown[], columns: string[]): Record<string | number, unknown> {
  const row: Record<string | number, unknown> = {}
  Object.defineProperty(row, 'length', { value: values.length })
  values.forEach((raw, index) => {
    const value = valueFromSql(raw)
    Object.defineProperty(row, index, { value })
    const column = columns[index]!
    if (!Object.hasOwn(row, column)) Object.defineProperty(row, column, { value, enumerable: true, configurable: true, writable: true })
  })
  return row
}

function resultSet(columns: string[], columnTypes: string[], rows: Record<string | number, unknown>[]) {
  return { columns, columnTypes, rows, rowsAffected: 0, lastInsertRowid: undefined }
}
