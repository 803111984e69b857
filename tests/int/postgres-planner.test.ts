import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'
import { isPostgres } from '../../scripts/runtime/env.mjs'

/**
 * On PostgreSQL the committed migrations turn the JIT compiler off for the site's database: with it on, a list of
 * pages with their blocks spent seconds compiling (src/migrations/postgres/20261128_030000_planner_without_jit.ts).
 * A new session is what every instance's pool opens, so it must start with jit off.
 */
const databaseUrl = inject('databaseUrl')

describe.skipIf(!isPostgres({ ...process.env, DATABASE_URL: databaseUrl }))('the PostgreSQL planner', () => {
  it('opens every session of the site’s database with JIT compilation off', async () => {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query<{ jit: string }>('SHOW jit')
      expect(rows[0]?.jit).toBe('off')
    } finally {
      await client.end()
    }
  })
})
