import { describe, expect, it } from 'vitest'
import { url } from './helpers'

const get = (path: string, headers: Record<string, string> = {}) => fetch(url(path), { headers, redirect: 'manual' })

describe('security headers', () => {
  it.each([
    ['the home page', '/'],
    ['a content page', '/careers'],
    ['a 404 page', '/no-such-page-here'],
    ['a /dmc-apis answer', '/dmc-apis/languages-and-countries'],
    ['a /dmc-apis error', '/dmc-apis/no-such-endpoint'],
    ['Payload REST', '/api/pages?limit=1'],
    ['a flag image', '/flags/lk.svg'],
  ])('are sent with %s', async (_name, path) => {
    const response = await get(path)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("object-src 'none'")
  })

  it('do not announce the framework', async () => {
    expect((await get('/careers')).headers.get('x-powered-by')).toBeNull()
  })
})

describe('page caching for a CDN', () => {
  // Pages are revalidated by tag at the origin; a shared cache in front may keep them only briefly,
  // or a publish would not reach visitors.
  it.each(['/', '/careers'])('%s may be kept by shared caches for seconds, not a year', async (path) => {
    const cacheControl = (await get(path)).headers.get('cache-control') ?? ''
    const sMaxAge = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1])
    expect(sMaxAge).toBeGreaterThan(0)
    expect(sMaxAge).toBeLessThanOrEqual(60)
    expect(cacheControl).toMatch(/(^|[ ,])max-age=0\b/)
    // Browsers would otherwise show the previous variant after a language or country switch.
    expect(cacheControl).not.toContain('stale-while-revalidate')
  })

  it('serves each variant from its cookies under the same URL', async () => {
    const english = await (await get('/careers')).text()
    const german = await (await get('/careers', { cookie: 'lang=de' })).text()
    expect(english).toMatch(/<html[^>]*lang="en"/)
    expect(german).toMatch(/<html[^>]*lang="de"/)
  })

  it('falls back to the default variant for unknown cookie values', async () => {
    const response = await get('/careers', { cookie: 'country=ZZZ; lang=xx' })
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(/<html[^>]*lang="en"/)
  })
})
