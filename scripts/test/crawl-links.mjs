// The crawl's pure parts (scripts/test/crawl.mjs): which links a page's raw HTML holds, what an address
// normalises to, which addresses are pages, downloads or not the site's, and a sitemap's <loc>s.
// Unit-tested in tests/unit/crawl-links.test.ts.

/**
 * Query variants crawled per path: list pages take their filters and page from the address, and a
 * page of facet links would otherwise multiply into every combination. The first ones found win
 * (pagination and the first filter links), the rest are counted as capped.
 */
export const QUERY_VARIANTS_PER_PATH = 5

/** Paths that are not the public site's pages (the CMS, its APIs, Next's assets); as src/routes.ts NON_SITE_PREFIXES. */
export const SKIPPED_PREFIXES = ['/admin', '/api', '/graphql', '/dmc-apis', '/preview', '/_next', '/flags', '/images']

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === '#') return String.fromCodePoint(name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10))
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** A start tag's attributes (names lower-cased, values decoded; a bare attribute is ''). */
export function attributes(tag) {
  const out = {}
  const body = tag.replace(/^<[a-z0-9-]+/i, '').replace(/\/?>$/, '')
  for (const [, name, dq, sq, bare] of body.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    out[name.toLowerCase()] = decodeEntities(dq ?? sq ?? bare ?? '')
  }
  return out
}

/** What the raw HTML links to: anchors and areas (href, download), and <link rel=alternate|canonical|next|prev>. */
export function extractLinks(html) {
  // Scripts (the inline RSC payload repeats every href) and comments hold no links a visitor follows.
  const markup = html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<!--[\s\S]*?-->/g, '')
  const links = []
  for (const [tag, name] of markup.matchAll(/<(a|area|link)\b[^>]*>/gi)) {
    const attrs = attributes(tag)
    if (attrs.href === undefined) continue
    if (name.toLowerCase() === 'link') {
      const rels = (attrs.rel ?? '').toLowerCase().split(/\s+/)
      const rel = rels.find((r) => ['alternate', 'canonical', 'next', 'prev'].includes(r))
      if (rel) links.push({ href: attrs.href, kind: 'link', rel, download: false })
    } else links.push({ href: attrs.href, kind: 'a', download: 'download' in attrs })
  }
  return links
}

/**
 * An address relative to the page it was found on, as the crawl keys it: absolute path plus query
 * (parameters sorted, so `?a=1&b=2` and `?b=2&a=1` are one page), no fragment. Returns
 * { skip: reason } for what the crawl does not follow (other schemes, other hosts).
 */
export function normalise(href, pageUrl, internalOrigins) {
  let url
  try {
    url = new URL(href.trim(), pageUrl)
  } catch {
    return { skip: 'invalid' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { skip: url.protocol.replace(/:$/, '') }
  if (!internalOrigins.has(url.origin)) return { skip: 'external' }
  url.hash = ''
  url.searchParams.sort()
  const search = url.searchParams.toString()
  return { path: url.pathname, key: url.pathname + (search ? `?${search}` : '') }
}

/** A download or feed rather than a page: the anchor says `download`, or the last segment has a file extension. */
export function isFile(path, link = {}) {
  return Boolean(link.download) || /\.[a-z0-9]{2,5}$/i.test(path.split('/').at(-1) ?? '')
}

/** The skipped prefix a path falls under, if any. */
export function skippedPrefix(path) {
  return SKIPPED_PREFIXES.find((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

/** The <loc>s of a sitemap, and whether it is an index of other sitemaps. */
export function sitemapLocs(xml) {
  return {
    index: /<sitemapindex\b/.test(xml),
    locs: [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map(([, loc]) => decodeEntities(loc)),
  }
}
