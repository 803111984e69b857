import type http from 'node:http'
import { COUNTRY_COOKIE, LANGUAGE_COOKIE } from '@/config/variant'
import { publicPageCacheHeaders } from '@/lib/http/page-cache-headers'
import { DRAFT_MODE_COOKIE, PREVIEW_TICKET_COOKIE } from '@/lib/preview/ticket'
import { routeOf } from '@/lib/routing/route'
import { heldSiteIndex } from '@/lib/routing/site-index-client'
import { FILE, NOT_SITE, ROUTED_HEADER } from '@/lib/routing/unrouted'
import { isDevelopment } from '@/site.config'

/** Cookies that change where a page request goes: the variant's and an editor's preview. */
const ROUTING_COOKIE = new RegExp(`(?:^|;)\\s*(?:${[COUNTRY_COOKIE, LANGUAGE_COOKIE, DRAFT_MODE_COOKIE, PREVIEW_TICKET_COOKIE].join('|')})=`)
const NO_QUERY = new URLSearchParams()
let cacheHeaders: ReturnType<typeof publicPageCacheHeaders> | undefined

/**
 * The most frequent page request, a GET without query or routing cookies for a page that exists in the
 * default variant (a crawler's, a first visit's, a CDN's), is routed here, before Next.js, to its cached
 * variant: Next.js runs middleware for every request its matcher takes, and that alone (a web Request, its
 * streams, the async context) cost a cached page about a third of its time. The decision is the proxy's own
 * (routeOf, the same site index); anything else (a redirect, a 404, a list query, a preview, a per-request page,
 * a %-escape, an RSC request, no index yet) goes on to the proxy unchanged. The routed request carries
 * ROUTED_HEADER, which the proxy's matcher skips and which no client may send. Returns whether it routed the request.
 */
export function routeEarly(request: http.IncomingMessage, response: http.ServerResponse, url: string): boolean {
  const { headers } = request
  if (headers[ROUTED_HEADER] !== undefined) delete headers[ROUTED_HEADER]
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (url.includes('?') || url.includes('%') || NOT_SITE.test(url) || FILE.test(url)) return false
  // Next.js redirects `/page/` and `//page` to their clean form before routing: rewritten first, the redirect would name the variant.
  if ((url.length > 1 && url.endsWith('/')) || url.includes('//')) return false
  if (headers.rsc !== undefined || headers['content-type'] !== undefined) return false
  if (headers.cookie !== undefined && ROUTING_COOKIE.test(headers.cookie)) return false
  if (isDevelopment()) return false
  const index = heldSiteIndex()
  if (!index) return false
  const route = routeOf({ path: url, pathname: url, searchParams: NO_QUERY, previewing: false }, index)
  if (route.kind !== 'page' || route.perRequest) return false
  request.url = route.destination
  headers[ROUTED_HEADER] = '1'
  // next.config.ts's page rules match the path Next.js sees, now under /v/: the default variant's headers are set here.
  cacheHeaders ??= publicPageCacheHeaders()
  for (const { key, value } of cacheHeaders) response.setHeader(key, value)
  return true
}
