import { NextResponse, type NextRequest } from 'next/server'
import { COUNTRY_COOKIE, LANGUAGE_COOKIE } from '@/config/variant'
import { siteIndex } from '@/lib/routing/site-index-client'
import { isDevelopment } from '@/site.config'
import { aliasLocation } from '@/lib/routing/alias-location'
import { routeOf } from '@/lib/routing/route'
import { FILE, NOT_SITE } from '@/lib/routing/unrouted'
import { noInlineScriptPolicy, noncePolicy } from '@/lib/csp/policy.mjs'
import { unavailablePage } from '@/lib/routing/unavailable-page'
import { databaseAvailable } from '@/lib/database/database-health'
import { DRAFT_MODE_COOKIE, PREVIEW_TICKET_COOKIE, validTicket } from '@/lib/preview/ticket'
import { PRIVATE_NO_STORE } from '@/lib/preview/cache-control'
import { payloadSecret } from '@/config/server'

/**
 * Every public request passes here once, before any rendering:
 * - a malformed %-escape in the path or query answers 400 (it would fail deep inside with a 500), and so does a
 *   path with a control character (`%00`): no file, page or API is named so, and a NUL must not reach the file system;
 * - a page is read, never written: other methods answer 405 (OPTIONS 204). The site has no server
 *   actions of its own, and Next.js takes a multipart POST without a boundary for one and answers 500;
 * - an editor's redirect (the admin's Redirects: /Careers, the brand-prefixed policy paths, /awards), carried by the
 *   site index, answers 308 or 307 (keeping the request's query; the target may add a fragment); a code alias
 *   (src/routes.ts pathAliases) is served as the page it stands for;
 * - the internal variant segment /v/… is not a public URL;
 * - a path no page type matches, or whose document does not exist in the visitor's market, is sent
 *   to the variant's not-found page (/v/{market}/{lang}/_missing: status 404, the site's header and
 *   footer in the visitor's language), one cached entry per variant: a random URL costs no database
 *   read and adds nothing to any cache;
 * - a known path is rewritten to /v/{market}/{lang}/… chosen from the cookies, each variant a
 *   static, tag-revalidated page; a list page's address that carries its filters or page goes to
 *   /v/{market}/{lang}/_list/…, rendered per request with them (src/lib/routing/list-query.ts);
 * - a page rendered per request (src/lib/routing/per-request.ts, draft mode, development) gets a
 *   Content-Security-Policy with a fresh nonce, in the request (Next.js writes it on its scripts) and
 *   in the response; a cached page gets its policy from the cache entry instead (src/lib/csp);
 * - while the database is down, a page rendered per request answers 503 with Retry-After (a render
 *   could only fail, and Next.js answers a failed render 500); cached pages are served as ever.
 */

export async function proxy(request: NextRequest) {
  return privateForEveryCache(await route(request))
}

async function route(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl
  const path = decoded(pathname)
  if (path === null || (search && decoded(search) === null)) return badRequest(pathname, 'The address contains a malformed %-escape')
  if (CONTROL.test(path)) return badRequest(pathname, 'The address contains a control character')
  // The addresses below come here only for the %-check and the method check (see the matchers).
  if (NOT_SITE.test(pathname)) return NextResponse.next()
  if (!READ_METHODS.has(request.method)) return withPolicy(notReadable(request.method))
  if (FILE.test(pathname)) return NextResponse.next()
  // Editors previewing (draft mode) may look at pages that were never published: the page decides.
  // Only /preview's signed ticket counts for that; Next's draft cookie alone is easily forged.
  const draftCookie = request.cookies.has(DRAFT_MODE_COOKIE)
  const previewing = draftCookie && (await validTicket(payloadSecret(), request.cookies.get(PREVIEW_TICKET_COOKIE)?.value))
  const countryCookie = request.cookies.get(COUNTRY_COOKIE)?.value
  const languageCookie = request.cookies.get(LANGUAGE_COOKIE)?.value
  const routed = routeOf({ path, pathname, searchParams, countryCookie, languageCookie, previewing }, await siteIndex())
  if (routed.kind === 'redirect') return withPolicy(NextResponse.redirect(new URL(aliasLocation(routed.to, search), request.url), routed.status))
  if (routed.kind === 'missing') return rewrite(request, routed.destination, draftCookie, 404)
  if (routed.perRequest && !(await databaseAvailable())) return withPolicy(unavailablePage(routed.variant.locale))
  return rewrite(request, routed.destination, draftCookie || routed.perRequest)
}

const READ_METHODS = new Set(['GET', 'HEAD'])

function notReadable(method: string) {
  const headers = { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }
  if (method === 'OPTIONS') return new Response(null, { status: 204, headers })
  return new Response(`Method not allowed: pages are read with GET or HEAD, not ${method}.`, {
    status: 405,
    headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
  })
}

/**
 * In development every page renders per request (and nothing is cached), so every page takes a nonce.
 * In production a cached page must not: its HTML holds no nonce, and a second policy would block the
 * scripts its own policy allows.
 */
function rewrite(request: NextRequest, pathname: string, perRequest = false, status?: number) {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  if (!perRequest && !isDevelopment()) return NextResponse.rewrite(url, { status })
  const policy = noncePolicy(nonce(), { dev: isDevelopment() })
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  const response = NextResponse.rewrite(url, { request: { headers }, status })
  response.headers.set('Content-Security-Policy', policy)
  // Its nonce (and, in draft mode, its drafts) are this visitor's own: no shared cache may keep it.
  response.headers.set('Cache-Control', PRIVATE_NO_STORE)
  return response
}

/**
 * next.config.ts gives the site's default variant `CDN-Cache-Control: max-age=…` (RFC 9213), which a CDN obeys
 * over Cache-Control. An answer kept from shared caches (a per-request page, a preview, a 405 or 400) says so
 * in both headers, or a CDN would keep it anyway.
 */
function privateForEveryCache(response: Response): Response {
  if (/\b(private|no-store)\b/.test(response.headers.get('Cache-Control') ?? '')) response.headers.set('CDN-Cache-Control', 'no-store')
  return response
}

function nonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
}

/** The proxy's own answers (redirects, 400s) are not pages: no inline script at all. */
function withPolicy<T extends Response>(response: T): T {
  response.headers.set('Content-Security-Policy', noInlineScriptPolicy({ dev: isDevelopment() }))
  return response
}

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/** C0 controls and DEL: Node's HTTP parser refuses them raw, so they arrive %-escaped. */
const CONTROL = /[\u0000-\u001f\u007f]/

function badRequest(pathname: string, message: string) {
  const headers = { 'Cache-Control': 'no-store' }
  if (pathname.startsWith('/dmc-apis')) return Response.json({ error: { code: 'invalid_path', message } }, { status: 400, headers })
  // Payload's REST and GraphQL answer errors as {errors: [{message}]}. Under both, next.config.ts adds the policy already.
  if (/^\/(api|graphql)(\/|$)/.test(pathname)) return Response.json({ errors: [{ message }] }, { status: 400, headers })
  return withPolicy(new Response(`Bad request: ${message}.`, { status: 400, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } }))
}

export const config = {
  matcher: [
    // Every site address (src/lib/routing/unrouted.ts), except what the server gate has routed already.
    {
      source:
        '/((?!api/|api$|admin/|admin$|graphql/|graphql$|preview/|preview$|dmc-apis/|dmc-apis$|_next/|flags/|images/|site-index\\.json|healthz$|readyz$|.*\\.[A-Za-z0-9]+$).*)',
      missing: [{ type: 'header', key: 'x-dalumara-routed' }],
    },
    '/:path(.*%.*)',
    // A multipart body on any address (/our-teas/index.html too): Next.js takes it for a server action, and one
    // without a boundary is a 500. The method check above refuses it on site addresses. Payload's /api is left
    // out: Next.js cuts a proxied body at 10 MB, which would break media uploads the setting allows
    // (MEDIA_MAX_UPLOAD_MB); its route handlers are never server actions and read multipart themselves.
    { source: '/((?!api/|api$).*)', has: [{ type: 'header', key: 'content-type', value: 'multipart/.*' }] },
  ],
}
