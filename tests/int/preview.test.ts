import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { root } from '../../scripts/runtime/env.mjs'
import { routes } from '@/routes'
import { waitForStatus } from './editor'
import { testPayload, unique, url } from './helpers'

/**
 * Draft preview (src/app/preview/route.ts): an editor's preview link (src/cms/preview.ts) carries
 * the page's path, the document's market and the language being edited; the route turns on draft
 * mode and chooses that variant, and the page then shows the draft with the preview bar naming
 * market and language, for as long as the admin session lives. Visitors keep the published, cached
 * page; nothing made in draft mode, or carrying a per-request nonce, may reach a shared cache.
 */
type Jar = Map<string, string>

const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')

/**
 * What a browser sends with the admin's cookies: Payload accepts its session cookie without an Origin
 * only from a same-origin request (Sec-Fetch-Site), as the admin's preview frame and tab are.
 */
const browser = (jar: Jar) => ({ cookie: cookieHeader(jar), 'sec-fetch-site': 'same-origin' })

function keep(jar: Jar, response: Response): Jar {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';')
    const at = pair!.indexOf('=')
    jar.set(pair!.slice(0, at), pair!.slice(at + 1))
  }
  return jar
}

/** A new account of `role`, logged in as the admin's login form does: the session is the `payload-token` cookie. */
async function login(role = 'editor'): Promise<{ jar: Jar; token: string; id: number }> {
  const payload = await testPayload()
  const email = `${unique('preview')}@example.com`
  const password = `pw-${unique('')}`
  const user = await payload.create({ collection: 'users', data: { email, password, role } as never, overrideAccess: true })
  const response = await fetch(url('/api/users/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  expect(response.status).toBe(200)
  const jar = keep(new Map(), response)
  expect(jar.get('payload-token')).toBeTruthy()
  return { jar, token: String((await response.json()).token), id: user.id as number }
}

async function rest(token: string, method: string, path: string, body: unknown) {
  const response = await fetch(url(path), { method, headers: { 'content-type': 'application/json', authorization: `JWT ${token}` }, body: JSON.stringify(body) })
  return { status: response.status, json: await response.json() }
}

/** A published GLOBAL page with a newer draft; the path starts like /preview itself (the proxy once left such pages unrouted). */
async function pageWithDraft(token: string) {
  const path = `/${unique('preview-')}`
  const published = `Monsoon picking ${unique('')}`
  const draft = `Monsoon picking, revised ${unique('')}`
  const created = await rest(token, 'POST', '/api/pages', { title: published, path, country: 'GLOBAL', _status: 'published' })
  expect(created.status).toBe(201)
  // Visitors see a new page once its publish has reached the site index (polled, not instant): wait for that,
  // or a visitor's request races it and meets the 404.
  await waitForStatus(path, 200)
  const id = created.json.doc.id
  expect((await rest(token, 'PATCH', `/api/pages/${id}?draft=true`, { title: draft })).status).toBe(200)
  return { path, published, draft, id }
}

async function enterPreview(jar: Jar, path: string, query = '&country=GLOBAL&lang=en') {
  const start = await fetch(url(`/preview?path=${encodeURIComponent(path)}${query}`), { headers: browser(jar), redirect: 'manual' })
  expect(start.status).toBe(307)
  expect(new URL(start.headers.get('location')!, url('/')).pathname).toBe(path)
  keep(jar, start)
  expect(jar.get('__prerender_bypass')).toBeTruthy()
  return jar
}

/** Kept by no shared cache, reused by no browser (Next.js sends its own, longer, form for draft-mode pages). */
const PRIVATE_NO_STORE = /^private, (.+, )?no-store(,|$)/

/** The chrome island's `askConsent` prop as the page's RSC payload carries it (its quotes escaped inside a script). */
const ASKS_CONSENT = (value: boolean) => new RegExp(`askConsent\\\\*":${value}`)

const get = (path: string, jar?: Jar) => fetch(url(path), { headers: jar ? browser(jar) : {}, redirect: 'manual' })

describe('draft preview', () => {
  it('shows an editor the draft in the chosen market and language, and visitors the published page', async () => {
    const { jar, token } = await login()
    const { path, published, draft, id } = await pageWithDraft(token)
    const germanDraft = `Monsunernte ${unique('')}`
    expect((await rest(token, 'PATCH', `/api/pages/${id}?draft=true&locale=de`, { title: germanDraft })).status).toBe(200)

    const anonymous = await fetch(url(`/preview?path=${encodeURIComponent(path)}`), { redirect: 'manual' })
    expect(anonymous.status).toBe(401)

    await enterPreview(jar, path, '&country=GLOBAL&lang=de')
    expect(jar.get('lang')).toBe('de')
    expect(jar.get('country')).toBe('GLOBAL')

    const preview = await get(path, jar)
    const html = await preview.text()
    expect(html).toContain(germanDraft)
    expect(html).toContain('data-preview-bar')
    expect(html).toMatch(/data-preview-language="de"/)
    expect(html).toMatch(/data-preview-market="GLOBAL"/)
    // The page's client chrome is told to ask no cookie consent: no banner over the page being edited.
    expect(html).toMatch(ASKS_CONSENT(false))
    expect(preview.headers.get('cache-control')).toMatch(PRIVATE_NO_STORE)

    // The same editor in English sees the English draft.
    jar.set('lang', 'en')
    expect(await (await get(path, jar)).text()).toContain(draft)

    const visitor = await (await get(path)).text()
    expect(visitor).toContain(published)
    expect(visitor).not.toContain(draft)
    expect(visitor).not.toContain('data-preview-bar')
    expect(visitor).toMatch(ASKS_CONSENT(true))
  })

  it('shows no draft to a preview whose editor logged out, or whose account is gone', async () => {
    const { jar, token } = await login()
    const { path, published, draft } = await pageWithDraft(token)
    await enterPreview(jar, path)
    expect(await (await get(path, jar)).text()).toContain(draft)

    const logout = await fetch(url('/api/users/logout'), { method: 'POST', headers: browser(jar) })
    expect(logout.status).toBe(200)
    // The cookies as they were before the logout: the draft-mode cookie is still Next's valid one.
    const stale = await get(path, jar)
    expect(stale.status).toBe(200)
    const html = await stale.text()
    expect(html).toContain(published)
    expect(html).not.toContain(draft)
    expect(html).not.toContain('data-preview-bar')

    const other = await login()
    await enterPreview(other.jar, path)
    expect(await (await get(path, other.jar)).text()).toContain(draft)
    await (await testPayload()).delete({ collection: 'users', id: other.id, overrideAccess: true })
    const deleted = await (await get(path, other.jar)).text()
    expect(deleted).toContain(published)
    expect(deleted).not.toContain(draft)
  })

  it('keeps every answer made in draft mode out of shared caches: pages, REST calls and feeds', async () => {
    const { jar, token } = await login()
    const { path } = await pageWithDraft(token)
    await enterPreview(jar, path)
    for (const address of [path, routes.careers, '/dmc-apis/news', '/dmc-apis/tea_ranges', routes.media.newsFeed]) {
      const previewing = await get(address, jar)
      expect(previewing.status, address).toBe(200)
      expect(previewing.headers.get('cache-control'), `${address} in draft mode`).toMatch(PRIVATE_NO_STORE)
      const visitor = await get(address)
      expect(visitor.headers.get('cache-control'), `${address} for a visitor`).toMatch(/^public, .*s-maxage=\d+/)
    }
  })
})

describe('pages rendered per request', () => {
  it('are private and not stored: each carries its own CSP nonce', async () => {
    const filtered = await get(`${routes.products.giftOfTeas()}?page=2`)
    expect(filtered.status).toBe(200)
    expect(filtered.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/)
    expect(filtered.headers.get('cache-control')).toBe('private, no-store')
    const plain = await get(routes.products.giftOfTeas())
    expect(plain.headers.get('content-security-policy')).not.toMatch(/'nonce-/)
    expect(plain.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+$/)
  })
})

/** Every file under the server's .next/server and .next/cache (both integration servers share them). */
function nextFiles(): string[] {
  const dirs = ['server', 'cache'].map((dir) => path.join(root, '.next', dir)).filter((dir) => existsSync(dir))
  return dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name)),
  )
}

/** Rows of every collection and of their versions. */
async function rowCounts(): Promise<Record<string, number>> {
  const payload = await testPayload()
  const counts: Record<string, number> = {}
  // The jobs queue's rows come and go with the servers' background work (pictures' sizes), not with requests.
  for (const config of payload.config.collections.filter(({ slug }) => slug !== 'payload-jobs')) {
    const slug = config.slug as 'pages'
    counts[slug] = (await payload.count({ collection: slug, overrideAccess: true })).totalDocs
    if (config.versions) counts[`${slug} versions`] = (await payload.countVersions({ collection: slug, overrideAccess: true })).totalDocs
  }
  return counts
}

describe('a forged draft-mode cookie', () => {
  it('does not let unknown addresses render: 200 of them leave no file and no row behind', async () => {
    // The static 404 page itself is stored once, on its first request: not per address.
    expect((await fetch(url(routes.media.news(unique('none-'))))).status).toBe(404)
    const filesBefore = nextFiles()
    const rowsBefore = await rowCounts()
    const random = () => Math.random().toString(36).slice(2, 10)
    const forged = `__prerender_bypass=${random()}${random()}; preview-ticket=${Math.floor(Date.now() / 1000) + 3600}.${'A'.repeat(43)}`
    for (let i = 0; i < 200; i += 20) {
      const batch = Array.from({ length: 20 }, () => fetch(url(routes.media.news(random())), { headers: { cookie: forged }, redirect: 'manual' }))
      const statuses = await Promise.all(batch.map(async (response) => (await response).status))
      expect(new Set(statuses)).toEqual(new Set([404]))
    }
    const added = nextFiles().filter((file) => !filesBefore.includes(file))
    expect(added).toEqual([])
    expect(await rowCounts()).toEqual(rowsBefore)
  }, 120_000)
})
