import { expect } from 'vitest'
import { testPayload, unique, url } from './helpers'

/** Logs a new editor in through the REST API, as the admin does; returns the JWT. */
export async function editorToken(): Promise<string> {
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
