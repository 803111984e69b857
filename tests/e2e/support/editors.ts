import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { testAdmin } from '../../../scripts/runtime/env.mjs'

/**
 * Helpers for the editors' specs: they log in to the admin and work on documents of their own
 * (copies of seeded ones under new keys), so the visitor-facing specs' content never changes.
 * The browser-test server creates the admin account (scripts/test/e2e-server.mjs).
 */

/** Logs the page's browser context in (Payload's cookie) and returns the token for REST calls. */
export async function logIn(page: Page, credentials: { email: string; password: string } = testAdmin): Promise<string> {
  const response = await page.request.post('/api/users/login', { data: credentials })
  expect(response.status(), 'admin login').toBe(200)
  return String((await response.json()).token)
}

/**
 * How long the first assertion after opening an admin view waits: the admin is a large client app that
 * renders the whole view after loading, which on a busy 2-core machine takes longer than an assertion's 10 s.
 */
export const adminRender = { timeout: 30_000 }

const auth = (token: string) => ({ authorization: `JWT ${token}` })

export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
}

/**
 * A Sri Lankan override of the first GLOBAL document of `collection` (REST query `where`), made by
 * the admin's "Create override" endpoint: a draft copy in LK, seen at the same address as the GLOBAL one.
 */
export async function marketCopy(page: Page, token: string, collection: string, titleField: string, where: string, pathOf: (slug: string) => string) {
  const list = await page.request.get(`/api/${collection}?where[country][equals]=GLOBAL&${where}&limit=1&depth=0`, { headers: auth(token) })
  const sample = (await list.json()).docs[0] as Record<string, unknown>
  expect(sample, `a seeded ${collection} document`).toBeTruthy()
  const copy = await page.request.post(`/api/${collection}/${sample.id}/market-override`, { headers: auth(token), data: { country: 'LK' } })
  // 409: an earlier run against the same server made it already, and says which it is.
  expect([201, 409], await copy.text()).toContain(copy.status())
  const answer = await copy.json()
  const id = copy.status() === 201 ? answer.doc.id : answer.errors[0].data.id
  const stored = await (await page.request.get(`/api/${collection}/${id}?draft=true&depth=0`, { headers: auth(token) })).json()
  // Visitors (GLOBAL) see the published GLOBAL record; the preview shows the copy's latest draft.
  return { id: id as number, path: pathOf(String(sample.slug)), title: String(stored[titleField]), published: String(sample[titleField]), field: titleField }
}

/** Creates a user with a role (as the admin) and returns their credentials. */
export async function createUser(request: APIRequestContext, adminToken: string, profile: Record<string, unknown>) {
  const credentials = { email: `${uniqueName('editor')}@example.com`, password: uniqueName('pw') }
  const response = await request.post('/api/users', { headers: auth(adminToken), data: { ...credentials, name: 'Market Editor', ...profile } })
  expect(response.status(), await response.text()).toBe(201)
  return credentials
}
