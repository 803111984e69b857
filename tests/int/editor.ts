import { expect } from 'vitest'
import { testPayload, unique, url } from './helpers'

/** Logs a new editor in through the REST API, as the admin does; returns the JWT. */
export async function editorToken(): Promise<string> {
  return (await userLogin({})).token
}

/** Creates a user with `profile` (role, markets, languages) and logs them in through the REST API. */
export async function userLogin(profile: Record<string, unknown>): Promise<{ token: string; id: number }> {
  const payload = await testPayload()
  const email = `${unique('editor')}@example.com`
  const password = `pw-${unique('')}`
  const user = await payload.create({ collection: 'users', data: { email, password, name: 'Test Editor', ...profile } as never, overrideAccess: true })
  const response = await fetch(url('/api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status).toBe(200)
  const { token } = await response.json()
  expect(token).toEqual(expect.any(String))
  return { token, id: user.id as number }
}

/** Saves a document through the REST API as an editor; `draft` saves a draft version, as the admin's "Save draft". */
export async function saveDocument(
  token: string,
  collection: 'pages' | 'home',
  id: number | string,
  data: Record<string, unknown>,
  { draft = false } = {},
) {
  const response = await fetch(url(`/api/${collection}/${id}${draft ? '?draft=true' : ''}`), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify(data),
  })
  expect(response.status).toBe(200)
}

/**
 * Creates and publishes a page through the REST API as an editor, as the admin does, so the
 * server revalidates at once (the Local API in tests only records the revalidation for the servers' next poll), then waits until the site routes it:
 * the proxy's site index refreshes within about two seconds of a publish.
 */
export async function publishPage(token: string, data: { title: string; path: string; country?: string }): Promise<{ id: number }> {
  const response = await fetch(url('/api/pages'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ country: 'GLOBAL', _status: 'published', ...data }),
  })
  expect(response.status).toBe(201)
  const { doc } = await response.json()
  await waitForStatus(data.path, 200)
  return doc
}

/** Polls a site path (or an absolute URL) until it answers `status`; fails after `timeoutMs`. Returns the milliseconds it took. */
export async function waitForStatus(path: string, status: number, timeoutMs = 10_000): Promise<number> {
  const start = Date.now()
  let last = 0
  while (Date.now() - start < timeoutMs) {
    last = (await fetch(path.startsWith('http') ? path : url(path), { redirect: 'manual' })).status
    if (last === status) return Date.now() - start
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${path} answered ${last}, not ${status}, for ${timeoutMs} ms`)
}
