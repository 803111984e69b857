import { describe, expect, it, vi } from 'vitest'
import { shareRevalidation } from '../../src/lib/cache/shared-tags-cache-handler.mjs'

type Call = { sql: string; args: unknown[] }

/** A store whose first `failures` writes throw, as while the database is unreachable. */
function flakyStore(failures: number) {
  const calls: Call[] = []
  const store = {
    query: async (sql: string, args: unknown[]) => {
      calls.push({ sql, args })
      if (calls.length <= failures) throw new Error('connect ECONNREFUSED 127.0.0.1:54329')
      return []
    },
  }
  return { calls, store: () => store }
}

const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() })

describe('sharing a tag revalidation when the database write fails', () => {
  it('retries with the tag, logs the failure and the success, and writes a fresh `at` each time', async () => {
    const { calls, store } = flakyStore(2)
    const log = quietLog()
    expect(await shareRevalidation('pages:/tea-knowledge', { store, delays: [5, 20], log })).toBe(false)
    await vi.waitFor(() => expect(calls).toHaveLength(3), { timeout: 2000, interval: 5 })
    expect(calls.every((call) => call.args[0] === 'pages:/tea-knowledge')).toBe(true)
    // Other instances poll for recent rows: a retry written with the first attempt's time could be skipped.
    const times = calls.map((call) => Number(call.args[1]))
    expect(times[2]).toBeGreaterThan(times[0])
    expect(log.warn).toHaveBeenCalledTimes(2)
    expect(log.warn.mock.calls[0][0]).toMatch(/"pages:\/tea-knowledge".*attempt 1.*ECONNREFUSED.*retrying in 5 ms/)
    await vi.waitFor(() => expect(log.info).toHaveBeenCalledWith(expect.stringMatching(/"pages:\/tea-knowledge" at attempt 3/)), { timeout: 2000 })
    expect(log.error).not.toHaveBeenCalled()
  })

  it('gives up after its last delay with an error naming the tag and the safety net', async () => {
    const { calls, store } = flakyStore(Infinity)
    const log = quietLog()
    await shareRevalidation('news', { store, delays: [1, 1], log })
    await vi.waitFor(() => expect(log.error).toHaveBeenCalledTimes(1), { timeout: 2000, interval: 5 })
    expect(calls).toHaveLength(3)
    expect(log.error.mock.calls[0][0]).toMatch(/gave up .*"news" after 3 attempts.*5-minute safety net/)
  })

  it('writes once and logs nothing when the database answers', async () => {
    const { calls, store } = flakyStore(0)
    const log = quietLog()
    expect(await shareRevalidation('news', { store, delays: [1], log })).toBe(true)
    expect(calls).toHaveLength(1)
    expect([log.info, log.warn, log.error].every((fn) => fn.mock.calls.length === 0)).toBe(true)
  })
})
