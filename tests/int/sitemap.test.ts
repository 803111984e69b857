import { describe, expect, it } from 'vitest'
import { routes } from '@/routes'
import { editorToken, publishPage } from './editor'
import { unique, url } from './helpers'

const get = (path: string) => fetch(url(path), { redirect: 'manual' })

async function sitemapPaths(): Promise<{ paths: string[]; xml: string }> {
  const response = await get('/sitemap.xml')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/xml/)
  const xml = await response.text()
  return { xml, paths: [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname) }
}

/** Saves a page through REST as an editor (as the admin does), without waiting for it to be routed. */
async function savePage(token: string, data: Record<string, unknown>) {
  const response = await fetch(url('/api/pages'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ country: 'GLOBAL', ...data }),
  })
  expect(response.status).toBe(201)
}

describe('/sitemap.xml', () => {
  it('lists published pages with their last change, and leaves out noindex and unpublished ones', async () => {
    const token = await editorToken()
    const hidden = `/sitemap-test/${unique('noindex')}`
    const draft = `/sitemap-test/${unique('draft')}`
    const shown = `/sitemap-test/${unique('published')}`
    await savePage(token, { title: 'Not for search engines', path: hidden, _status: 'published', seo: { prevent_indexing: true } })
    await savePage(token, { title: 'Still a draft', path: draft, _status: 'draft' })
    // Saved last, and waited for: once it is routed, the collection's caches have been refreshed.
    await publishPage(token, { title: 'In the sitemap', path: shown })

    const { paths, xml } = await sitemapPaths()
    expect(paths).toContain(shown)
    expect(paths).not.toContain(hidden)
    expect(paths).not.toContain(draft)
    // The noindex page itself still answers: it is only kept out of the sitemap.
    expect((await get(hidden)).status).toBe(200)

    const entry = xml.match(new RegExp(`<url>\\s*<loc>[^<]*${shown}</loc>([\\s\\S]*?)</url>`))?.[1] ?? ''
    const lastModified = entry.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1]
    expect(lastModified, 'lastmod of the published page').toBeTruthy()
    expect(Date.now() - new Date(lastModified!).getTime()).toBeLessThan(10 * 60_000)
  })

  it('covers the seeded pages of the story sections, each answering 200', async () => {
    const { paths } = await sitemapPaths()
    expect(paths[0]).toBe('/')
    const episode = routes.allAboutTea.podcastEpisode('from-the-estate', 'what-the-monsoon-does')
    for (const path of [routes.purpose.root, routes.purpose.sustainability, routes.policies.humanRights, routes.siteMap, routes.allAboutTea.podcasts('from-the-estate'), episode]) {
      expect(paths).toContain(path)
      expect((await get(path)).status, path).toBe(200)
    }
    expect(new Set(paths).size).toBe(paths.length)
    // Aliases are not pages of their own.
    expect(paths).not.toContain(routes.careersMenu)
  })
})

describe('/robots.txt', () => {
  it('allows the site, keeps crawlers out of the CMS and APIs, and names the sitemap', async () => {
    const response = await get('/robots.txt')
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toMatch(/User-Agent: \*/i)
    expect(text).toMatch(/^Allow: \/$/m)
    for (const path of ['/admin', '/api', '/graphql', '/preview', '/dmc-apis']) expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'))
    const sitemap = text.match(/^Sitemap: (\S+)$/m)?.[1]
    expect(sitemap).toBeTruthy()
    expect(new URL(sitemap!).pathname).toBe('/sitemap.xml')
  })

  it('lists each tea category under its own kind only, and each kind’s list page', async () => {
    const { paths } = await sitemapPaths()
    const kinds = [routes.products.formats, routes.products.types, routes.products.byFlavour, routes.products.byMood]
    for (const list of kinds) expect(paths).toContain(list())
    // Slugs are unique across kinds: each category has one address, under its kind.
    for (const [slug, own] of [['tea-bags', routes.products.formats], ['black-tea', routes.products.types], ['citrus', routes.products.byFlavour], ['relaxing', routes.products.byMood]] as const) {
      expect(paths).toContain(own(slug))
      for (const other of kinds.filter((kind) => kind !== own)) expect(paths).not.toContain(other(slug))
      expect((await get(own(slug))).status, own(slug)).toBe(200)
      expect((await get(kinds.find((kind) => kind !== own)!(slug))).status).toBe(404)
    }
  })
})
