import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { root } from '../../scripts/runtime/env.mjs'
import { routes } from '@/routes'
import { firstRedirects } from '@/cms/redirects/first-redirects'
import { editorToken, userLogin, waitForStatus } from './editor'
import { unique, url } from './helpers'
import { ROUTED_HEADER } from '@/lib/routing/unrouted'

const get = (path: string, headers: Record<string, string> = {}) => fetch(url(path), { headers, redirect: 'manual' })

/** Every file under .next, where Next.js keeps pages, data-cache entries and their metadata. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

async function expectNotFoundPage(path: string, headers: Record<string, string> = {}) {
  const response = await get(path, headers)
  expect(response.status, path).toBe(404)
  const html = await response.text()
  // Server-rendered: the message and the way home are in the raw HTML, not added by JavaScript.
  expect(html).toContain('This page could not be found')
  expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to the home page<\/a>/)
  expect(html).not.toContain('__next_error__')
  expect(html.match(/<meta name="robots"[^>]*>/g), 'one robots tag').toEqual(['<meta name="robots" content="noindex"/>'])
}

/** The files under `dir` once two looks half a second apart agree (a cache entry is written after its answer). */
async function settledFiles(dir: string): Promise<string[]> {
  let last = filesUnder(dir)
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const now = filesUnder(dir)
    if (now.join('\n') === last.join('\n')) return now
    last = now
  }
}

describe('the 404 page', () => {
  it('is rendered on the server for a path no route matches', async () => {
    await expectNotFoundPage('/no-such-section/at-all')
  })

  it('is rendered on the server for an address no page could have (a file name)', async () => {
    await expectNotFoundPage('/old-page.html')
  })

  it('is rendered on the server for an unknown page under a known section', async () => {
    await expectNotFoundPage(`${routes.family.root}/no-such-family-page`)
  })

  it('offers a search form and links that lead to real pages', async () => {
    const html = await (await get('/no-such-section/with-links')).text()
    const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? ''
    expect(main).toMatch(/<form[^>]*role="search"[^>]*action="\/global-search-results"/)
    const links = [...main.matchAll(/<a[^>]*href="(\/[^"]+)"/g)].map((m) => m[1])
    expect(links.length).toBeGreaterThanOrEqual(3)
    for (const link of links) expect((await get(link)).status, link).toBe(200)
  })

  it('answers a direct request for the internal variant segment', async () => {
    await expectNotFoundPage('/v/GLOBAL/en/careers')
    await expectNotFoundPage('/v/LK/de')
    await expectNotFoundPage('/v/GLOBAL/en/_missing')
  })

  it('answers a request for the internal segment that claims to be routed already', async () => {
    await expectNotFoundPage('/v/GLOBAL/en/careers', { [ROUTED_HEADER]: '1' })
  })

  it('keeps the site’s header and footer, in the visitor’s language', async () => {
    const html = await (await get('/no-such-section/framed', { cookie: 'country=DE; lang=de' })).text()
    expect(html).toMatch(/<html[^>]*lang="de"/)
    expect(html).toContain('Diese Seite wurde nicht gefunden')
    expect(html).toMatch(/<nav[^>]*aria-label="Hauptmenü"/)
    expect(html).toMatch(/<footer[\s>]/)
  })
})

describe('a page routed by the server gate', () => {
  // A cookie-less GET without a query is routed before Next.js (src/lib/http/route-early.ts); with a query the
  // proxy routes it. Both must give the same cached page with the same headers.
  it.each(['/', '/careers', '/all-about-tea'])('%s is the page the proxy gives, with its headers', async (path) => {
    const early = await get(path)
    const proxied = await get(`${path}?utm_source=newsletter`)
    expect(early.status).toBe(200)
    expect(proxied.status).toBe(200)
    for (const name of ['cache-control', 'cdn-cache-control', 'content-security-policy', 'content-type', 'vary', 'x-frame-options']) {
      expect(early.headers.get(name), name).toBe(proxied.headers.get(name))
    }
    expect(await early.text()).toBe(await proxied.text())
  })

  it('leaves an address with a trailing slash to Next.js, which redirects it to the page, not to its variant', async () => {
    const response = await get('/careers/')
    expect(response.status).toBe(308)
    expect(new URL(response.headers.get('location')!, url('/')).pathname).toBe('/careers')
  })

  it('leaves a request with a variant cookie to the proxy, and one with the consent cookie only to itself', async () => {
    const chosen = await get('/careers', { cookie: 'policy=all; lang=de' })
    expect(chosen.headers.get('cache-control')).toContain('private')
    expect(await chosen.text()).toMatch(/<html[^>]*lang="de"/)
    const consented = await get('/careers', { cookie: 'policy=all' })
    expect(consented.headers.get('cache-control')).toContain('public')
    expect(await consented.text()).toMatch(/<html[^>]*lang="en"/)
  })
})

describe('the first redirects', () => {
  const redirects = firstRedirects.map(({ from, to }) => [from, { to }] as const)

  it.each(redirects)('%s answers a permanent redirect to its canonical path', async (from, alias) => {
    const response = await get(`${from}?utm_source=menu`)
    expect(response.status).toBe(308)
    const location = new URL(response.headers.get('location')!, url('/'))
    // A target may open the page at a fragment (awards: the quality page's awards list); the query stays.
    const target = new URL(alias.to, url('/'))
    expect(location.pathname).toBe(target.pathname)
    expect(location.hash).toBe(target.hash)
    expect(location.search).toBe('?utm_source=menu')
  })

  it.each([
    [routes.products.productDetails(), routes.products.ranges],
    [routes.products.teaFormatDetails(), routes.products.formats()],
  ])('%s, whose name is optional, leads to the teas it would have named', async (path, list) => {
    for (const asked of [path, `${path}/`]) {
      const response = await fetch(url(asked))
      expect(response.status, asked).toBe(200)
      expect(new URL(response.url).pathname, asked).toBe(list)
    }
  })

  it('includes the header’s /Careers and the brand-prefixed policy paths', () => {
    expect(firstRedirects.find((r) => r.from === routes.careersMenu)?.to).toBe(routes.careers)
    expect(redirects.filter(([from]) => from.startsWith(routes.policies.root)).length).toBe(3)
  })
})

describe('redirects in the editors’ hands', () => {
  const api = (path: string, init: RequestInit & { token?: string } = {}) =>
    fetch(url(`/api/redirects${path}`), {
      ...init,
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `JWT ${init.token}` } : {}) },
    })
  const save = (token: string, data: unknown, id?: number) => api(id ? `/${id}` : '', { method: id ? 'PATCH' : 'POST', token, body: JSON.stringify(data) })
  const messages = async (response: Response) => JSON.stringify(await response.json())

  it('an editor adds, changes and removes one; visitors of both instances follow it on their next requests', async () => {
    const token = await editorToken()
    const from = `/${unique('spring-offer')}`
    expect((await get(from)).status).toBe(404)

    const created = await save(token, { from: `${from}/`, to: { url: `${routes.contact}#form` }, type: '307' })
    expect(created.status, await created.clone().text()).toBe(201)
    const { doc } = await created.json()
    // Stored as the proxy compares it: no trailing slash.
    expect(doc.from).toBe(from)
    // A generous bound: the second instance may not have served a request yet, and its first render is slow on 2 cores.
    for (const base of [url('/'), inject('secondBaseURL')]) await waitForStatus(new URL(from, base).toString(), 307, 30_000)
    const response = await get(`${from}?ref=mail`)
    expect(response.headers.get('location')).toBe(`${routes.contact}?ref=mail#form`)

    expect((await save(token, { type: '308', to: { url: routes.careers } }, doc.id)).status).toBe(200)
    await waitForStatus(from, 308)
    expect((await get(from)).headers.get('location')).toBe(routes.careers)

    expect((await api(`/${doc.id}`, { method: 'DELETE', token })).status).toBe(200)
    await waitForStatus(from, 404)
  })

  it('refuses a target a browser cannot follow, or one that would chain into a loop, with a reason the editor can act on', async () => {
    const token = await editorToken()
    // An editor's usual slip: the domain without its https://.
    const bad = await save(token, { from: `/${unique('bad')}`, to: { url: 'www.dalumara.example/shop' }, type: '308' })
    expect(bad.status).toBe(400)
    expect(await messages(bad)).toMatch(/not an address a browser can follow/)
    // A script address never reaches the check: the site's link guard drops it first (src/cms/fields/safe-links.ts).
    expect((await save(token, { from: `/${unique('script')}`, to: { url: 'javascript:alert(1)' }, type: '308' })).status).toBe(400)

    const first = `/${unique('first')}`
    const second = `/${unique('second')}`
    expect((await save(token, { from: first, to: { url: second }, type: '308' })).status).toBe(201)
    const loop = await save(token, { from: second, to: { url: first }, type: '308' })
    expect(loop.status).toBe(400)
    expect(await messages(loop)).toMatch(new RegExp(`${first} is itself redirected`))
    expect((await get(second)).status).toBe(404)
  })

  it('cannot be read or written by visitors or translators', async () => {
    const data = JSON.stringify({ from: `/${unique('visitor')}`, to: { url: 'https://evil.example' }, type: '308' })
    expect((await api('', { method: 'POST', body: data })).status).toBe(403)
    expect((await api('')).status).toBe(403)
    const translator = await userLogin({ role: 'translator', languages: ['de'] })
    expect((await api('', { method: 'POST', body: data, token: translator.token })).status).toBe(403)
  })
})

describe('malformed addresses', () => {
  it.each([
    '/abc%',
    '/media/%E0%A4%A',
    '/%',
    '/careers?x=%E0%A4%A',
    '/global-search-results?keyword=%E0%A4%A',
    '/dmc-apis/general_search?keyword=%E0%A4%A',
    '/dmc-apis/general_search?keyword=tea&page=%ZZ',
    '/dmc-apis/news_by_name/%E0%A4%A',
    '/dmc-apis/%',
  ])('%s answers 400 or 404, never 500', async (path) => {
    const response = await get(path)
    expect([200, 400, 404]).toContain(response.status)
    if (path.startsWith('/dmc-apis') && response.status >= 400) {
      expect((await response.json()).error.message).toEqual(expect.any(String))
    }
  })

  it('answers 400 with a reason for a broken escape in the path', async () => {
    const response = await get('/media/%E0%A4%A')
    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(/malformed %-escape/)
  })
})

describe('a flood of unknown paths', () => {
  it('leaves nothing behind in any cache', async () => {
    const nextDir = path.join(root, '.next')
    const countries = ['LK', 'DE', 'AU', 'GB', 'FR', 'ZZ', 'GLOBAL', 'us']
    const cookies = countries.flatMap((country) => ['en', 'de'].map((lang) => `country=${country}; lang=${lang}`))
    // What the first unknown address of each market and language makes: that variant's not-found
    // page, cached once. Every later one, whatever its address, must add nothing.
    for (const cookie of cookies) expect((await get('/not-here-either', { cookie })).status).toBe(404)
    const before = await settledFiles(nextDir)
    const random = () => Math.random().toString(36).slice(2, 10)
    const paths = Array.from({ length: 1000 }, (_, i) =>
      i % 2 ? `/${random()}/${random()}` : `${routes.family.root}/${random()}`,
    )
    for (let i = 0; i < paths.length; i += 50) {
      const batch = paths.slice(i, i + 50).map((p, j) => get(p, { cookie: `country=${countries[(i + j) % countries.length]}; lang=${j % 2 ? 'de' : 'en'}` }))
      const statuses = await Promise.all(batch.map(async (r) => (await r).status))
      expect(new Set(statuses)).toEqual(new Set([404]))
    }
    expect(filesUnder(nextDir)).toEqual(before)
  }, 120_000)
})

describe('variants', () => {
  it('shows a country that is not a market the GLOBAL page', async () => {
    const response = await get(routes.careers, { cookie: 'country=FR' })
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(/<html[^>]*lang="en"/)
  })

  it('lets shared caches keep the default variant only', async () => {
    expect((await get(routes.careers)).headers.get('cache-control')).toMatch(/^public\b/)
    for (const cookie of ['country=LK', 'lang=de', 'country=GLOBAL; lang=en']) {
      const cacheControl = (await get(routes.careers, { cookie })).headers.get('cache-control') ?? ''
      expect(cacheControl, cookie).toMatch(/^private\b/)
      expect(cacheControl, cookie).not.toMatch(/s-maxage/)
    }
  })
})

describe('the sitemap', () => {
  it('lists the published pages that answer 200', async () => {
    const xml = await (await get('/sitemap.xml')).text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
    // Seeded pages only: other test files create pages through the Local API, which the proxy's
    // index learns of only on its next refresh (tests/int/editor.ts publishPage explains).
    for (const p of ['/', routes.careers, routes.contact, routes.family.story, routes.policies.terms]) {
      expect(locs).toContain(p)
      expect((await get(p)).status, p).toBe(200)
    }
  })
})
