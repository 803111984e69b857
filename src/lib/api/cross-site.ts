import { ApiError } from './errors'
import { configuredSiteUrl } from '@/site.config'

/**
 * A form a browser can send from any site without asking (a "simple" request: text/plain,
 * urlencoded or multipart) must come from this site. Browsers say where a request comes from in
 * Sec-Fetch-Site (every current one) or Origin; a request with neither is not a browser's, and a
 * cross-site request forgery needs a browser. The site's own origin is the request's (the host it
 * was sent to) or SITE_URL's, for a host behind a proxy that rewrites Host.
 */
export function isCrossSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site) return site !== 'same-origin' && site !== 'none'
  const origin = request.headers.get('origin')
  if (!origin) return false
  return origin !== new URL(request.url).origin && origin !== ownOrigin(request) && origin !== siteOrigin()
}

/** What the browser addressed: the Host header (Next.js's request.url may name its own listening address). */
function ownOrigin(request: Request): string | undefined {
  const host = request.headers.get('host')
  return host ? `${new URL(request.url).protocol}//${host}` : undefined
}

const siteOrigin = () => (configuredSiteUrl ? new URL(configuredSiteUrl).origin : undefined)

export const crossSiteRefused = (headers?: Record<string, string>) =>
  new ApiError(403, 'cross_site', 'This form can only be sent from this site', headers)

/** JSON calls take JSON only: any other type is a form another site could post through a visitor's browser. */
export function isJson(request: Request): boolean {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  return type === 'application/json'
}

export const notJson = (headers?: Record<string, string>) =>
  new ApiError(415, 'unsupported_media_type', 'Send the body as application/json', headers)
