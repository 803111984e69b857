import { afterEach, describe, expect, it, vi } from 'vitest'
import { withApiErrors } from '@/app/_api'
import { DatabaseUnavailableError, databaseHealth, isDatabaseUnavailable, markDatabaseDown, markDatabaseUp, RETRY_AFTER_SECONDS } from '@/lib/database/database-health'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable()', () => {
  it.each([
    ['PostgreSQL stopped (connection refused)', withCode('connect ECONNREFUSED 127.0.0.1:54329', 'ECONNREFUSED')],
    ['a backend terminated by a shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a database closed to connections', withCode('database "dalumara_int" is not currently accepting connections', '55000')],
    ['the pool waiting past its connection timeout', new Error('timeout exceeded when trying to connect')],
    ['a query past its timeout', new Error('Query read timeout')],
    ['a connection dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['Payload failing to connect at start', new Error('Error: cannot connect to Postgres: connect ECONNREFUSED 127.0.0.1:5432')],
    ['a SQLite file that cannot be opened', withCode('SQLITE_CANTOPEN: unable to open database file', 'SQLITE_CANTOPEN')],
    ['a SQLite I/O error', withCode('disk I/O error', 'SQLITE_IOERR_READ')],
    ['a SQLite database locked past the busy timeout', withCode('SQLITE_BUSY: database is locked', 'SQLITE_BUSY')],
    ['the guard’s own error', new DatabaseUnavailableError('the SQLite file /x.db cannot be opened (ENOENT)')],
    ['a driver error wrapped by drizzle', new Error('Failed query: select 1', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') })],
    ['every address of a host refused', Object.assign(new AggregateError([withCode('refused', 'ECONNREFUSED')], ''), {})],
  ])('counts %s as unavailable', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique-constraint violation (PostgreSQL)', withCode('duplicate key value violates unique constraint', '23505')],
    ['a unique-constraint violation (SQLite)', withCode('UNIQUE constraint failed: newsletter_subscribers.email', 'SQLITE_CONSTRAINT_UNIQUE')],
    ['a syntax error', withCode('syntax error at or near "SELEC"', '42601')],
    ['a bug in our code', new TypeError('Cannot read properties of undefined')],
    ['a value that is not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('counts %s as a fault of its own', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})

describe('the health state', () => {
  afterEach(() => {
    markDatabaseUp()
    vi.restoreAllMocks()
  })

  it('logs an outage once and its end once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    markDatabaseDown(withCode('connect ECONNREFUSED', 'ECONNREFUSED'))
    markDatabaseDown(withCode('connect ECONNREFUSED', 'ECONNREFUSED'))
    expect(databaseHealth()).toMatchObject({ down: true, reason: 'ECONNREFUSED: connect ECONNREFUSED' })
    expect(error).toHaveBeenCalledTimes(1)
    markDatabaseUp()
    markDatabaseUp()
    expect(databaseHealth().down).toBe(false)
    expect(info).toHaveBeenCalledTimes(1)
  })
})

describe('withApiErrors() during an outage', () => {
  afterEach(() => {
    markDatabaseUp()
    vi.restoreAllMocks()
  })

  it('answers 503 in the JSON error shape with Retry-After, and marks the database down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const handler = withApiErrors('test', async () => {
      throw new Error('Failed query', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') })
    })
    const response = await handler()
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('service_unavailable')
    expect(body.error.message).toMatch(new RegExp(`try again in ${RETRY_AFTER_SECONDS} seconds`))
    expect(databaseHealth().down).toBe(true)
  })

  it('still answers 500 for a fault of our own', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const response = await withApiErrors('test', async () => {
      throw new TypeError('x is undefined')
    })()
    expect(response.status).toBe(500)
    expect(response.headers.get('retry-after')).toBeNull()
  })
})
