import { Writable } from 'node:stream'
import { pino, type BaseLogger } from 'pino'
import { describe, expect, it } from 'vitest'
import { boundedLoggerOptions, LOGGED_TEXT_MAX } from '@/cms/logger'
import { filterProblem } from '@/cms/query-shape'

const bounds = { conditions: 5, depth: 2, listItems: 4 }

const or = (count: number) => ({ or: Array.from({ length: count }, (_, i) => ({ title: { equals: `t${i}` } })) })

function nested(depth: number) {
  let where: Record<string, unknown> = { title: { equals: 'x' } }
  for (let i = 0; i < depth; i++) where = { and: [where] }
  return where
}

describe('filterProblem: the shape of a where', () => {
  it('lets an ordinary filter through, up to each bound', () => {
    expect(filterProblem(undefined, bounds)).toBeNull()
    expect(filterProblem({}, bounds)).toBeNull()
    expect(filterProblem(or(5), bounds)).toBeNull()
    expect(filterProblem(nested(2), bounds)).toBeNull()
    expect(filterProblem({ id: { in: [1, 2, 3, 4] } }, bounds)).toBeNull()
    expect(filterProblem({ id: { in: '1,2,3,4' } }, bounds)).toBeNull()
    expect(filterProblem({ title: { like: 'a,b,c,d,e,f' } }, bounds)).toBeNull()
  })

  it('counts every field condition, however the and/or lists group them', () => {
    expect(filterProblem(or(6), bounds)).toMatch(/more than 5 conditions/)
    expect(filterProblem({ and: [or(3), or(3)] }, bounds)).toMatch(/more than 5 conditions/)
    expect(filterProblem({ title: { equals: 'a', not_equals: 'b', like: 'c', exists: true, in: ['d'], not_in: ['e'] } }, bounds)).toMatch(/more than 5 conditions/)
  })

  it('refuses nesting past the depth, also 2,000 levels deep, without recursing', () => {
    expect(filterProblem(nested(3), bounds)).toMatch(/deeper than 2 levels/)
    expect(filterProblem(nested(2000), bounds)).toMatch(/deeper than 2 levels/)
  })

  it('refuses long lists: arrays, comma-separated text and nested operands', () => {
    expect(filterProblem({ id: { in: [1, 2, 3, 4, 5] } }, bounds)).toMatch(/more than 4 items/)
    expect(filterProblem({ id: { not_in: '1,2,3,4,5' } }, bounds)).toMatch(/more than 4 items/)
    expect(filterProblem({ id: { all: Array.from({ length: 100_000 }, (_, i) => i) } }, bounds)).toMatch(/more than 4 items/)
    expect(filterProblem({ point: { within: { type: 'Polygon', coordinates: [[[1, 2], [3, 4], [5, 6]]] } } }, bounds)).toMatch(/more than 4 items/)
  })

  it('refuses a malformed filter with a message rather than letting Payload trip on it', () => {
    expect(filterProblem('title', bounds)).toMatch(/must be an object/)
    expect(filterProblem({ or: { title: { equals: 'x' } } }, bounds)).toMatch(/must be a list/)
    expect(filterProblem({ or: ['x'] }, bounds)).toMatch(/must be an object/)
    expect(filterProblem({ title: 'x' }, bounds)).toMatch(/must name an operator/)
  })
})

describe('the bounded logger', () => {
  function logged(write: (logger: BaseLogger) => void): string {
    let out = ''
    const stream = new Writable({ write: (chunk, _encoding, done) => ((out += String(chunk)), done()) })
    write(pino(boundedLoggerOptions, stream))
    return out
  }

  /** What drizzle throws for a failed query: the whole SQL and every parameter, in the message and as properties. */
  function failedQuery(conditions: number) {
    const params = Array.from({ length: conditions }, (_, i) => `value-${i}`)
    const query = `select * from "pages" where ${params.map(() => '"title" = ?').join(' or ')}`
    return Object.assign(new Error(`Failed query: ${query}\nparams: ${params.join(',')}`, { cause: new Error('SQLITE_ERROR: too many terms') }), { query, params })
  }

  it('cuts a failed query to a readable length, keeping its start and its cause', () => {
    const error = failedQuery(3000)
    expect(error.message.length).toBeGreaterThan(50_000)
    const out = logged((logger) => logger.error({ err: error }))
    expect(out.length).toBeLessThan(12 * LOGGED_TEXT_MAX)
    expect(out).toContain('Failed query: select * from')
    expect(out).toContain('too many terms')
    expect(out).not.toContain('value-2999')
  })

  it('cuts an error logged on its own and a long message alike', () => {
    expect(logged((logger) => logger.error(failedQuery(3000))).length).toBeLessThan(12 * LOGGED_TEXT_MAX)
    expect(logged((logger) => logger.warn('x'.repeat(100_000))).length).toBeLessThan(2 * LOGGED_TEXT_MAX)
    expect(logged((logger) => logger.info({ msg: 'y'.repeat(100_000) })).length).toBeLessThan(2 * LOGGED_TEXT_MAX)
  })
})
