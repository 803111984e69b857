import { generatePayloadCookie } from 'payload/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'

const saved = process.env.SITE_URL

afterEach(() => {
  if (saved === undefined) delete process.env.SITE_URL
  else process.env.SITE_URL = saved
  vi.resetModules()
})

/** The editors' session cookie as Payload writes it, with the users collection read under this SITE_URL. */
async function sessionCookie(siteUrl: string): Promise<string> {
  process.env.SITE_URL = siteUrl
  vi.resetModules()
  const { Users } = await import('@/cms/collections/Users')
  const auth = typeof Users.auth === 'object' ? Users.auth : {}
  return generatePayloadCookie({ collectionAuthConfig: auth as never, cookiePrefix: 'payload', token: 'a.b.c' }) as string
}

// Each case imports the users collection's module graph afresh (the cookie flag is read when it loads),
// which takes seconds on a busy machine: a 5-s limit measured the machine, not the code.
describe('the editors’ session cookie', { timeout: 30_000 }, () => {
  it('is Secure when the site is served over HTTPS', async () => {
    expect(await sessionCookie('https://www.example.com')).toMatch(/;\s*Secure/i)
  })

  it('is not Secure on a plain-HTTP development address, where a browser would drop it', async () => {
    expect(await sessionCookie('http://localhost:3000')).not.toMatch(/Secure/i)
  })
})
