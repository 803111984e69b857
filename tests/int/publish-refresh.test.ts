import { describe, expect, inject, it } from 'vitest'
import { createPage, testPayload, unique, url } from './helpers'

/**
 * An editor publishes through the admin's REST API on one app instance; the cached page must
 * change on that instance and on a second instance serving the same database (shared tag
 * revalidation, src/cache/shared-tags-cache-handler.mjs) within seconds, with no rebuild.
 */
const secondURL = (path: string) => new URL(path, inject('secondBaseURL')).toString()

async function editorToken(): Promise<string> {
  const payload = await testPayload()
  const email = `${unique('editor')}@example.com`
  const password = `pw-${unique('')}`
  await payload.create({ collection: 'users', data: { email, password, name: 'Test Editor' } })
  const response = await fetch(url('/api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status).toBe(200)
  const { token } = await response.json()
  expect(token).toEqual(expect.any(String))
  return token
}

const html = async (address: string) => (await fetch(address)).text()

/** Polls until the page at `address` contains `text`; returns the milliseconds it took. */
async function waitForText(address: string, text: string, timeoutMs = 8_000): Promise<number> {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    if ((await html(address)).includes(text)) return Date.now() - start
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${address} did not show "${text}" within ${timeoutMs} ms`)
}

describe('publishing', () => {
  it('refreshes the cached page on every instance within seconds', async () => {
    const path = `/${unique('publish-test-')}`
    const before = `Harvest notes ${unique('v1-')}`
    const after = `Harvest notes ${unique('v2-')}`
    const page = await createPage({ title: before, path })

    // Both instances render and cache the page.
    expect(await html(url(path))).toContain(before)
    expect(await html(secondURL(path))).toContain(before)
    expect(await html(secondURL(path))).toContain(before)

    const response = await fetch(url(`/api/pages/${page.id}`), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${await editorToken()}` },
      body: JSON.stringify({ title: after, _status: 'published' }),
    })
    expect(response.status).toBe(200)

    // The instance that handled the publish at once; the other one through the shared tags.
    expect(await waitForText(url(path), after)).toBeLessThan(8_000)
    expect(await waitForText(secondURL(path), after)).toBeLessThan(8_000)
    expect(await html(secondURL(path))).not.toContain(before)
  })
})
