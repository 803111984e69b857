import { beforeAll, describe, expect, it } from 'vitest'
import { CHUNK_LOADER, chunksLoadedAfterLoad } from '@/lib/cache/chunks-after-load.mjs'
import { inlineScriptHashes } from '@/lib/csp/framework-scripts.mjs'
import { routes } from '@/routes'
import { baseURL, testPayload, url } from './helpers'

const get = (path: string, headers: Record<string, string> = {}) => fetch(url(path), { headers, redirect: 'manual' })

/** Paths found at run time: a media file, a chunk and a picture size of the seeded site. */
let mediaFile: string
let chunk: string
let optimisedImage: string

beforeAll(async () => {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'media', limit: 1, depth: 0, overrideAccess: true, where: { mimeType: { like: 'image/' } } })
  mediaFile = new URL(docs[0]!.url!, baseURL()).pathname
  const html = await (await get('/careers')).text()
  chunk = /\/_next\/static\/[^"']+\.js/.exec(html)![0]
  optimisedImage = `/img/${mediaFile.split('/').pop()}/640.webp`
})

/** Every response carries these, whatever produced it; a policy all but build files and picture sizes. */
function expectSecurityHeaders(response: Response, { policy = true } = {}) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
  expect(response.headers.get('permissions-policy')).toContain('camera=()')
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  if (!policy) return
  const csp = response.headers.get('content-security-policy') ?? ''
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("frame-ancestors 'self'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("base-uri 'self'")
}

/** The script-src directives of each policy the response carries (fetch joins repeated headers with ", "). */
const scriptSources = (response: Response) =>
  // Source lists hold no commas, so splitting on them separates the policies.
  (response.headers.get('content-security-policy') ?? '').split(/[;,]\s*/).filter((d) => d.startsWith('script-src'))

describe('security headers on every kind of response', () => {
  it.each<[string, () => string, { status: number; method?: string; body?: string; inlineScripts: 'hashes' | 'nonce' | 'none' | 'admin' | 'file' }]>([
    ['a cached page', () => '/careers', { status: 200, inlineScripts: 'hashes' }],
    ['the cached home page', () => '/', { status: 200, inlineScripts: 'hashes' }],
    ['a page rendered per request (search)', () => '/global-search-results?keyword=tea', { status: 200, inlineScripts: 'nonce' }],
    ['a filtered list (per request)', () => '/our-products/tea-accessories?page=1', { status: 200, inlineScripts: 'nonce' }],
    ['the 404 page', () => '/no-such-page-here', { status: 404, inlineScripts: 'hashes' }],
    ['the 404 page for a file-like path', () => '/no-such-file.php', { status: 404, inlineScripts: 'hashes' }],
    ['the 404 page for the internal /v/ segment', () => '/v/GLOBAL/en/careers', { status: 404, inlineScripts: 'hashes' }],
    ['a /dmc-apis answer', () => '/dmc-apis/languages-and-countries', { status: 200, inlineScripts: 'none' }],
    ['a /dmc-apis 400', () => '/dmc-apis/general_search?page=-1', { status: 400, inlineScripts: 'none' }],
    ['a /dmc-apis 404', () => '/dmc-apis/no-such-endpoint', { status: 404, inlineScripts: 'none' }],
    ['a malformed %-escape (400 from the proxy)', () => '/careers%zz', { status: 400, inlineScripts: 'none' }],
    ['GraphQL', () => '/graphql', { status: 200, method: 'POST', body: '{"query":"{ Pages(limit: 1) { totalDocs } }"}', inlineScripts: 'none' }],
    ['Payload REST', () => '/api/pages?limit=1', { status: 200, inlineScripts: 'none' }],
    ['a media file', () => mediaFile, { status: 200, inlineScripts: 'none' }],
    ['a Next.js chunk', () => chunk, { status: 200, inlineScripts: 'file' }],
    ['a picture size', () => optimisedImage, { status: 200, inlineScripts: 'file' }],
    ['a flag image', () => '/flags/lk.svg', { status: 200, inlineScripts: 'none' }],
    ['robots.txt', () => '/robots.txt', { status: 200, inlineScripts: 'none' }],
    ['sitemap.xml', () => '/sitemap.xml', { status: 200, inlineScripts: 'none' }],
    ['the news feed', () => '/media/news/rss.xml', { status: 200, inlineScripts: 'none' }],
    ['an alias redirect (308)', () => '/Careers', { status: 308, inlineScripts: 'none' }],
    ['the admin', () => '/admin', { status: 200, inlineScripts: 'admin' }],
  ])('are sent with %s', async (_name, path, expected) => {
    const response = await fetch(url(path()), {
      method: expected.method ?? 'GET',
      redirect: 'manual',
      headers: expected.body ? { 'content-type': 'application/json' } : {},
      body: expected.body,
    })
    expect(response.status).toBe(expected.status)
    // A script, a stylesheet or a picture runs nothing a policy could stop: the most frequent answers carry none.
    expectSecurityHeaders(response, { policy: expected.inlineScripts !== 'file' })
    const scripts = scriptSources(response)
    if (expected.inlineScripts === 'file') return expect(scripts).toHaveLength(0)
    if (expected.inlineScripts === 'admin') {
      // Payload's admin keeps inline scripts (src/lib/csp/policy.mjs says why): one policy, its own.
      expect(scripts).toHaveLength(1)
      expect(scripts[0]).toContain("'unsafe-inline'")
      return
    }
    // Never 'unsafe-inline', and one policy per response: a second would block what the first allows.
    expect(scripts).toHaveLength(1)
    for (const directive of scripts) expect(directive).not.toContain("'unsafe-inline'")
    const own = scripts[0]!
    if (expected.inlineScripts === 'hashes') expect(own).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/)
    if (expected.inlineScripts === 'nonce') expect(own).toMatch(/'nonce-[A-Za-z0-9+/]+=*'/)
    if (expected.inlineScripts === 'none') expect(own).not.toMatch(/'(sha256|nonce)-/)
  })

  it('a cached page allows exactly the inline scripts of its HTML, each by its hash', async () => {
    const response = await get('/careers')
    const html = await response.text()
    const { hashes, unknown } = inlineScriptHashes(html)
    expect(unknown).toEqual([])
    expect(hashes.length).toBeGreaterThan(1)
    const own = scriptSources(response)[0]!
    for (const hash of hashes) expect(own).toContain(hash)
    expect(own.match(/'sha256-/g)).toHaveLength(hashes.length)
  })

  it('a page rendered per request carries the nonce of its policy on its scripts, a new one each time', async () => {
    const nonces = []
    for (let i = 0; i < 2; i++) {
      const response = await get('/global-search-results?keyword=tea')
      const nonce = /'nonce-([^']+)'/.exec(scriptSources(response)[0]!)![1]!
      const html = await response.text()
      // Every script that runs, the loader of its chunks included; the list of chunks is data (src/lib/cache/chunks-after-load.mjs).
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")([^>]*)>/g)]
      expect(inline.length).toBeGreaterThan(1)
      for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`)
      expect(html).toContain(`<script nonce="${nonce}">${CHUNK_LOADER}</script>`)
      // Its chunk scripts are asked for after the page's load event, as a cached page's are.
      expect(chunksLoadedAfterLoad(html).scripts.length).toBeGreaterThan(5)
      expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+"[^>]*async/)
      nonces.push(nonce)
    }
    expect(nonces[0]).not.toBe(nonces[1])
  })

  it('a request cannot choose the nonce of a cached page', async () => {
    const response = await get('/careers', { 'content-security-policy': "script-src 'nonce-chosenbytheclient'" })
    expect(response.headers.get('content-security-policy')).not.toContain('chosenbytheclient')
  })

  it('do not announce the framework', async () => {
    expect((await get('/careers')).headers.get('x-powered-by')).toBeNull()
  })

  // A critical client hint the first request lacks makes Chrome send the navigation again: a round trip before the
  // first byte. Only the admin reads the colour scheme (its theme).
  it('ask for the colour-scheme hint on the admin only', async () => {
    for (const path of ['/', '/careers', '/no-such-page-here']) {
      const response = await get(path)
      expect(response.headers.get('critical-ch'), path).toBeNull()
      expect(response.headers.get('accept-ch'), path).toBeNull()
    }
    expect((await get('/admin/login')).headers.get('critical-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
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

describe('answers made for one visitor', () => {
  // A CDN obeys CDN-Cache-Control over Cache-Control (RFC 9213): a private answer must say so there too.
  const expectPrivateForEveryCache = (response: Response, what: string) => {
    expect(response.headers.get('cache-control'), what).toMatch(/\b(private|no-store)\b/)
    expect([null, 'no-store'], `${what}: CDN-Cache-Control`).toContain(response.headers.get('cdn-cache-control'))
  }

  it('are kept by no cache, a CDN included: search results, draft mode, the proxy’s own refusals', async () => {
    expectPrivateForEveryCache(await get('/global-search-results?keyword=tea'), 'search results')
    expectPrivateForEveryCache(await get(`${routes.products.teawares}?page=2`), 'a list page with its query')
    expectPrivateForEveryCache(await get('/careers', { cookie: '__prerender_bypass=forged' }), 'a draft-mode request')
    expectPrivateForEveryCache(await get('/no-such-page', { cookie: '__prerender_bypass=forged' }), 'a draft-mode 404')
    expectPrivateForEveryCache(await fetch(url('/careers'), { method: 'POST', body: 'x' }), 'a POST to a page (405)')
  })

  it('are kept by no cache on the REST contract and the forms either', async () => {
    expectPrivateForEveryCache(await fetch(url('/dmc-apis/contact-us-submits'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }), 'a form’s answer')
    expectPrivateForEveryCache(await fetch(url('/dmc-apis/newsletter_subscription'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }), 'a sign-up’s answer')
    expectPrivateForEveryCache(await get('/dmc-apis/news_by_name/no-such-story'), 'a REST error')
  })
})
