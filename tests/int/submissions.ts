import { expect } from 'vitest'
import { testPayload, unique, url } from './helpers'

/** Helpers for the contact and CV submission tests. */

/** Each test sends from its own client address, so the per-IP limit never spills between tests. */
let lastOctet = 0
export const fromNewAddress = () => ({ 'x-forwarded-for': `10.${(Date.now() >> 16) & 255}.${(Date.now() >> 8) & 255}.${++lastOctet}` })

/** A user with the given role, logged in through REST as the admin does; returns its JWT. */
export async function tokenFor(role: 'admin' | 'editor'): Promise<string> {
  const payload = await testPayload()
  const email = `${unique(role)}@example.com`
  const password = `pw-${unique('')}`
  // The very first account of a database becomes an admin whatever it asks for: tests create an admin first.
  const user = await payload.create({ collection: 'users', data: { email, password, name: `Test ${role}`, role } })
  expect(user.role).toBe(role)
  const response = await fetch(url('/api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status).toBe(200)
  return (await response.json()).token as string
}

export const withToken = (token?: string): HeadersInit => (token ? { authorization: `JWT ${token}` } : {})

/** Rows of a submission collection with this email, read past access control. */
export async function storedRows<C extends 'contact-submissions' | 'cv-submissions'>(collection: C, email: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection, where: { email: { equals: email } }, overrideAccess: true, depth: 0 })
  return docs
}

/**
 * Runs `send` starting in a fresh fixed one-minute window when the current one is nearly over, so
 * requests counted by the per-IP limiter all fall into one window.
 */
export async function inOneRateWindow(run: () => Promise<void>) {
  const msLeftInWindow = 60_000 - (Date.now() % 60_000)
  if (msLeftInWindow < 20_000) await new Promise((r) => setTimeout(r, msLeftInWindow + 50))
  const windowAtStart = Math.floor(Date.now() / 60_000)
  await run()
  expect(Math.floor(Date.now() / 60_000), 'the run stayed within one window').toBe(windowAtStart)
}
