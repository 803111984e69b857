// The site's Content-Security-Policy, in plain JavaScript: next.config.ts, the proxy and the cache
// handler (src/lib/cache/shared-tags-cache-handler.mjs, which Next.js imports at run time outside the
// bundles) all build their header from here, so the directives cannot drift apart.
//
// Scripts never get 'unsafe-inline'. Where a response's inline scripts come from:
// - a cached (static, ISR) page: the cache handler stores, with the entry, a policy naming the
//   sha256 of each inline script Next.js and React wrote into that HTML (framework-scripts.mjs);
// - a page rendered per request: the proxy puts a fresh nonce into the request's policy, which
//   Next.js copies onto its script tags, and sends the same policy back;
// - everything else (JSON, files, redirects): no inline script may run at all.
// Payload's admin keeps its own, looser policy (adminPolicy below says why).

/** Google Analytics, loaded after statistics consent (src/components/shell/chrome/Analytics.tsx). */
const ANALYTICS_SCRIPTS = 'https://www.googletagmanager.com'

/** The directives and their sources; script-src gets a page's hashes or nonce added. */
const DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'", ANALYTICS_SCRIPTS],
  // Inline style attributes (next/image placeholders, React style props) stay allowed: the issue is scripts.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'https://www.google-analytics.com', 'https://*.google-analytics.com'],
  // 'self': the admin's live preview frames the site's own pages (frame-ancestors 'self' lets them be).
  'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  'frame-ancestors': ["'self'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
}

/**
 * The policy with these extra sources per directive (for scripts: 'sha256-…' or 'nonce-…'). Chunks
 * load from our own origin ('self'), so no 'strict-dynamic' is needed, and scripts that chunks add
 * later (Next.js's chunk loading, gtag.js) pass by origin too. React's development build needs eval
 * for its debugging tools; production never gets it.
 * @param {Record<string, readonly string[]>} extra
 * @param {{ dev?: boolean }} [options]
 * @returns {string}
 */
export function contentSecurityPolicy(extra, { dev = false } = {}) {
  /** @type {Record<string, readonly string[]>} */
  const base = DIRECTIVES
  const names = [...new Set([...Object.keys(base), ...Object.keys(extra)])]
  return names
    .map((name) => {
      const all = [...(base[name] ?? []), ...(extra[name] ?? []), ...(dev && name === 'script-src' ? ["'unsafe-eval'"] : [])]
      return `${name} ${all.join(' ')}`
    })
    .join('; ')
}

/**
 * A cached page: the hashes of the inline scripts its HTML holds (src/lib/csp/framework-scripts.mjs).
 * @param {readonly string[]} hashes 'sha256-…' sources, quoted
 */
export const hashPolicy = (hashes) => contentSecurityPolicy({ 'script-src': hashes })

/**
 * A page rendered per request: Next.js reads the nonce back from the request's header and writes it
 * on every script it emits (its RSC payload, React's, the chunk tags).
 * @param {string} nonce
 * @param {{ dev?: boolean }} [options]
 */
export const noncePolicy = (nonce, options) => contentSecurityPolicy({ 'script-src': [`'nonce-${nonce}'`] }, options)

/**
 * Responses that are not site pages (JSON, feeds, files, redirects): no inline script at all, so an
 * uploaded SVG or an HTML-looking answer opened as a document cannot run one.
 * @param {{ dev?: boolean }} [options]
 */
export const noInlineScriptPolicy = (options) => contentSecurityPolicy({}, options)

const MONACO = 'https://cdn.jsdelivr.net'

/**
 * Payload's admin (/admin) is rendered per request behind a login and is not routed through the
 * proxy (its matcher leaves Payload alone so no admin or API request pays for it), so no nonce
 * reaches its renders and Next.js's inline RSC scripts there could only run by 'unsafe-inline'; its
 * code and JSON fields load the Monaco editor (scripts, styles, fonts, workers) from
 * cdn.jsdelivr.net, @monaco-editor/loader's default. Only editors reach it, and what they enter
 * reaches visitors through the site's pages, which are under the strict policy.
 * @param {{ dev?: boolean }} [options]
 */
export const adminPolicy = (options) =>
  contentSecurityPolicy({ 'script-src': ["'unsafe-inline'", MONACO], 'style-src': [MONACO], 'font-src': [MONACO], 'worker-src': ["'self'", 'blob:'] }, options)
