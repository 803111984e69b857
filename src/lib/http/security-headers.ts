import { isDevelopment } from '../../site.config'
import { adminPolicy, noInlineScriptPolicy } from '../csp/policy.mjs'

/**
 * Headers every response carries (next.config.ts, '/(.*)'). The Content-Security-Policy is not among
 * them: a response must carry exactly one policy (two are both enforced, so a page's hashes in one
 * would not help its scripts past the other), and where it comes from depends on the response
 * (src/lib/csp/policy.mjs): `cspHeaders` below for everything but the site's pages.
 */
export const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
]

/**
 * Paths that are never a site page and may be opened as a document: Payload's REST and GraphQL, the REST
 * contract, previews, flags (SVG), feeds, the health checks and the generated text files. Build files and pictures' sizes
 * (`/_next/static`, `/img`) get none: a script, a stylesheet or a WebP runs nothing a policy could stop,
 * and they are the most frequent responses. Unnamed groups only: with a
 * named parameter Next.js would compile the policy (it holds colons) as a path template on every request.
 */
export const NON_PAGE_SOURCE =
  '/((?:api|graphql|dmc-apis|preview|flags)(?:/.*)?|healthz|readyz|robots\\.txt|sitemap\\.xml|site-index\\.json|media/[^/]+/rss\\.xml)'

/** Payload's admin, with its own policy. */
export const ADMIN_SOURCE = '/(admin(?:/.*)?)'

/** next.config.ts headers: the policy of every response that is not a site page. */
export function cspHeaders() {
  const dev = isDevelopment()
  return [
    { source: NON_PAGE_SOURCE, headers: [{ key: 'Content-Security-Policy', value: noInlineScriptPolicy({ dev }) }] },
    { source: ADMIN_SOURCE, headers: [{ key: 'Content-Security-Policy', value: adminPolicy({ dev }) }] },
  ]
}
