import { expect, type APIRequestContext, type Page } from '@playwright/test'

/**
 * Helpers for the editors' specs: they log in to the admin and work on documents of their own
 * (copies of seeded ones under new keys), so the visitor-facing specs' content never changes.
 * The browser-test server creates the admin account (scripts/e2e-server.mjs).
 */
export const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@example.com', password: process.env.ADMIN_PASSWORD ?? 'e2e-admin-password' }

/** Logs the page's browser context in (Payload's cookie) and returns the token for REST calls. */
export async function logIn(page: Page, credentials: { email: string; password: string } = ADMIN): Promise<string> {
  const response = await page.request.post('/api/users/login', { data: credentials })
  expect(response.status(), 'admin login').toBe(200)
  return String((await response.json()).token)
}

const auth = (token: string) => ({ authorization: `JWT ${token}` })

export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
}

function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'id').map(([key, v]) => [key, withoutIds(v)]))
  return value
}

/**
 * A published copy of the first GLOBAL document of `collection` matching `where` (REST query
 * string), under a new slug and title. Returns the copy's id and slug.
 */
export async function publishedCopy(
  request: APIRequestContext,
  token: string,
  collection: string,
  where: string,
  changes: Record<string, unknown>,
): Promise<{ id: number; slug: string }> {
  const list = await request.get(`/api/${collection}?where[country][equals]=GLOBAL&${where}&limit=1&depth=0`, { headers: auth(token) })
  expect(list.status()).toBe(200)
  const sample = (await list.json()).docs[0] as Record<string, unknown>
  expect(sample, `a seeded ${collection} document`).toBeTruthy()
  const data = Object.fromEntries(Object.entries(sample).filter(([key]) => !['id', 'createdAt', 'updatedAt', '_status'].includes(key)))
  const slug = uniqueName(String(sample.slug ?? collection))
  const created = await request.post(`/api/${collection}`, { headers: auth(token), data: { ...(withoutIds(data) as object), slug, ...changes, _status: 'published' } })
  expect(created.status(), await created.text()).toBe(201)
  return { id: (await created.json()).doc.id, slug }
}

/** Creates a user with a role (as the admin) and returns their credentials. */
export async function createUser(request: APIRequestContext, adminToken: string, profile: Record<string, unknown>) {
  const credentials = { email: `${uniqueName('editor')}@example.com`, password: uniqueName('pw') }
  const response = await request.post('/api/users', { headers: auth(adminToken), data: { ...credentials, name: 'Market Editor', ...profile } })
  expect(response.status(), await response.text()).toBe(201)
  return credentials
}
