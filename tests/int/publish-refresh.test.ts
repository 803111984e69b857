import { describe, expect, inject, it } from 'vitest'
import { keyTag } from '@/config/cache-tags'
import { baseEnv } from '../../scripts/runtime/env.mjs'
import { editorToken, publishPage, waitForStatus } from './editor'
import { testPayload, unique, url } from './helpers'
import { startInstance, stopInstance, waitForServer } from './instances'

/**
 * An editor publishes through the admin's REST API on one app instance; the cached page must
 * change on that instance and on a second instance serving the same database (shared tag
 * revalidation, src/lib/cache/shared-tags-cache-handler.mjs) within seconds, with no rebuild.
 */
const secondURL = (path: string) => new URL(path, inject('secondBaseURL')).toString()

const html = async (address: string) => (await fetch(address)).text()

/**
 * The bound: an instance reads other instances' tag revalidations every CACHE_TAGS_POLL_MS (1000 ms),
 * then re-renders the page on the next request (tags expire at once, so that render blocks). Measured
 * on a 2-core machine (3 runs): the second instance sees the revalidation within one poll, but the
 * request that re-renders the page answers after about 3 s (on the first instance, 0.25-0.4 s; why the
 * second is slower is not yet known). So: one poll interval, 3 s for that request,
 * 1 s of margin. A poll that stops working or slows down fails this (the safety net is 5 minutes).
 * docs/operations.md's "within about a second" holds for the poll, not for the whole refresh.
 */
const POLL_MS = Number(process.env.CACHE_TAGS_POLL_MS || 1000)
const REFRESH_BOUND_MS = POLL_MS + 3_000 + 1_000
/** Long enough that a slow refresh is measured (and fails the bound) rather than timing out. */
const GIVE_UP_MS = 20_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Publishes a new title of a page through the admin's REST API on the first instance. */
async function publishTitle(token: string, id: number, title: string) {
  const response = await fetch(url(`/api/pages/${id}`), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ title, _status: 'published' }),
  })
  expect(response.status).toBe(200)
}

/** Requests each address over and over (`loops` at a time each) until stopped: renders in flight during a publish. */
function keepRequesting(addresses: string[], loops: number) {
  let running = true
  const workers = addresses.flatMap((address) =>
    Array.from({ length: loops }, async () => {
      while (running) {
        try {
          await (await fetch(address)).text()
        } catch {
          // A reset connection under load is not what this measures.
        }
      }
    }),
  )
  return async () => {
    running = false
    await Promise.all(workers)
  }
}

/** When a tag's last revalidation was recorded (0 when never). */
async function recordedAt(tag: string): Promise<number> {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'cache-revalidations', where: { tag: { equals: tag } }, limit: 1 })
  return Number(docs[0]?.at ?? 0)
}

/** Polls until the page at `address` contains `text`; returns the milliseconds it took. */
async function waitForText(address: string, text: string, since: number): Promise<number> {
  while (Date.now() - since < GIVE_UP_MS) {
    if ((await html(address)).includes(text)) return Date.now() - since
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${address} did not show "${text}" within ${GIVE_UP_MS} ms`)
}

describe('publishing', () => {
  it('refreshes the cached page on every instance within seconds', async () => {
    const path = `/${unique('publish-test-')}`
    const before = `Harvest notes ${unique('v1-')}`
    const after = `Harvest notes ${unique('v2-')}`
    const token = await editorToken()
    const page = await publishPage(token, { title: before, path })
    await waitForStatus(secondURL(path), 200)

    // Both instances render and cache the page.
    expect(await html(url(path))).toContain(before)
    expect(await html(secondURL(path))).toContain(before)
    expect(await html(secondURL(path))).toContain(before)

    const response = await fetch(url(`/api/pages/${page.id}`), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ title: after, _status: 'published' }),
    })
    expect(response.status).toBe(200)
    const published = Date.now()

    // Both clocks start when the publish is acknowledged: the instance that handled it, and the other
    // one through the shared tags, must each serve the new title within the documented bound.
    const [here, there] = await Promise.all([waitForText(url(path), after, published), waitForText(secondURL(path), after, published)])
    console.info(`publish → refreshed page: ${here} ms on the same instance, ${there} ms on the second (bound ${REFRESH_BOUND_MS} ms)`)
    expect(here).toBeLessThan(REFRESH_BOUND_MS)
    expect(there).toBeLessThan(REFRESH_BOUND_MS)
    expect(await html(secondURL(path))).not.toContain(before)
  })
})

describe('publishing while pages render', () => {
  /** What an editor may expect: the poll, the re-render under load, and the cache handler's grace (2 s). */
  const VISIBLE_MS = 5_000
  const RUNS = 20
  /** Pages published side by side, each RUNS / PAGES times: the waits for the grace overlap. */
  const PAGES = 2

  /** Publishes one page `runs` times while it renders on both instances: how long each took to show, and whether it stayed. */
  async function publishWhileRendering(token: string, runs: number) {
    const path = `/${unique('publish-busy-')}`
    const page = await publishPage(token, { title: `Flush notes ${unique('v0-')}`, path })
    await waitForStatus(secondURL(path), 200)
    const times: number[] = []
    const kept: boolean[] = []
    for (let run = 1; run <= runs; run++) {
      const title = `Flush notes ${unique(`run${run}-`)}`
      // Renders of the page are in flight on both instances while the publish commits.
      const stop = keepRequesting([secondURL(path), secondURL(path), url(path)], 1)
      try {
        await publishTitle(token, page.id, title)
        const published = Date.now()
        const [here, there] = await Promise.all([
          waitForText(url(path), title, published).catch(() => Infinity),
          waitForText(secondURL(path), title, published).catch(() => Infinity),
        ])
        times.push(Math.max(here, there))
        // After every render that read the old content has finished, and the grace: still the new title.
        await sleep(3_000)
        kept.push((await html(url(path))).includes(title) && (await html(secondURL(path))).includes(title))
      } finally {
        await stop()
      }
    }
    return { times, kept }
  }

  it('shows the new content on both instances within 5 s, 20 times out of 20, and keeps it', async () => {
    const token = await editorToken()
    const pages = await Promise.all(Array.from({ length: PAGES }, () => publishWhileRendering(token, RUNS / PAGES)))
    const times = pages.flatMap((p) => p.times)
    const kept = pages.flatMap((p) => p.kept)
    console.info(`publish during renders → visible on both instances: ${times.join(', ')} ms (bound ${VISIBLE_MS} ms)`)
    expect(times).toHaveLength(RUNS)
    expect(times.filter((ms) => ms >= VISIBLE_MS)).toEqual([])
    expect(kept.filter((ok) => !ok)).toEqual([])
  }, 600_000)
})

describe('an instance that was down during a publish', () => {
  it('shows the publish once it starts again, though its cached page on disk is older', async () => {
    const port = Number(new URL(inject('secondBaseURL')).port) + 1
    const third = (path: string) => `http://127.0.0.1:${port}${path}`
    const env = baseEnv(inject('serverSettings'))
    const path = `/${unique('publish-restart-')}`
    const before = `Harvest log ${unique('v1-')}`
    const after = `Harvest log ${unique('v2-')}`
    const token = await editorToken()
    const page = await publishPage(token, { title: before, path })

    let server = startInstance(port, env)
    try {
      await waitForServer(third('/dmc-apis/languages-and-countries'), server)
      await waitForStatus(third(path), 200)
      expect(await html(third(path))).toContain(before)
      expect((await fetch(third(path))).headers.get('x-nextjs-cache')).toBe('HIT')
      await stopInstance(server)

      // Published while the third instance is down. No instance renders the page meanwhile: they
      // share .next with it, and a render would replace the old entry on disk.
      const tag = keyTag('pages', path)
      const last = await recordedAt(tag)
      await publishTitle(token, page.id, after)
      const deadline = Date.now() + 10_000
      while ((await recordedAt(tag)) <= last && Date.now() < deadline) await sleep(200)
      expect(await recordedAt(tag)).toBeGreaterThan(last)
      // Well past any look-back by time: only reading every row at start finds it.
      await sleep(6_000)

      server = startInstance(port, env)
      await waitForServer(third('/dmc-apis/languages-and-countries'), server)
      expect(await html(third(path))).toContain(after)
    } finally {
      await stopInstance(server)
    }
  }, 300_000)
})
