// The site's pages as a running server lists them: every address of its sitemap, and one page of each
// page type of src/routes.ts, told apart by the proxy's own matcher. The whole-site crawl reads the
// first, the measuring scripts the second, so neither keeps a list of addresses that could go stale.
// Loads TypeScript: run through tsx.
import { matchPageType } from '../../src/lib/routing/match.ts'
import { pageTypes, routes } from '../../src/routes.ts'
import { sitemapLocs } from './crawl-links.mjs'

/**
 * The page types the sitemap leaves out on purpose (it lists indexable documents), each with an address
 * to stand for it; the rest (test-only routes, second addresses, the share landing) are not measured.
 */
const UNLISTED = { search: routes.searchFor('tea') }

/** Every <loc> of the server's sitemap, following an index into its sitemaps on this same server. */
export async function readSitemap(baseURL, address = new URL('/sitemap.xml', baseURL).toString(), seen = new Set()) {
  if (seen.has(address)) return []
  seen.add(address)
  const response = await fetch(address, { signal: AbortSignal.timeout(60_000) })
  if (!response.ok) throw new Error(`${address} answered ${response.status}`)
  const { index, locs } = sitemapLocs(await response.text())
  if (!index) return locs
  // An index names other sitemaps: read them on this server, whatever host they are written with.
  const children = await Promise.all(locs.map((loc) => { const u = new URL(loc); return readSitemap(baseURL, new URL(u.pathname + u.search, baseURL).toString(), seen) }))
  return children.flat()
}

/**
 * One page per page type, in the route table's order: the first address of the sitemap that type
 * serves, or its UNLISTED stand-in (`indexable: false`: such a page asks search engines not to index it).
 */
export async function pagePerType(baseURL) {
  const found = new Map()
  for (const loc of await readSitemap(baseURL)) {
    const path = new URL(loc).pathname
    const name = matchPageType(decodeURIComponent(path))?.name
    if (name && !found.has(name)) found.set(name, { name, path, indexable: true })
  }
  for (const [name, path] of Object.entries(UNLISTED)) found.set(name, { name, path, indexable: false })
  return Object.keys(pageTypes).flatMap((name) => found.get(name) ?? [])
}
