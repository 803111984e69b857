import { describe, expect, inject, it } from 'vitest'
import { editorToken, publishPage, waitForStatus } from './editor'
import { unique, url } from './helpers'

/**
 * An editor publishes through the admin's REST API on one app instance; the cached page must
 * change on that instance and on a second instance serving the same database (shared tag
 * revalidation, src/cache/shared-tags-cache-handler.mjs) within seconds, with no rebuild.
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
 * README's "within about a second" holds for the poll, not for the whole refresh.
 */
const POLL_MS = Number(process.env.CACHE_TAGS_POLL_MS || 1000)
const REFRESH_BOUND_MS = POLL_MS + 3_000 + 1_000
/** Long enough that a slow refresh is measured (and fails the bound) rather than timing out. */
const GIVE_UP_MS = 20_000

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
