/**
 * The public site's paths, as a Next.js config source: everything except Payload, the REST
 * contract, previews, Next internals, files with an extension, the internal /v/ segment and the health checks.
 */
export const SITE_PATH = '/:path((?!(?:api|admin|graphql|dmc-apis|preview|_next|flags|images|v)(?:/|$)|(?:healthz|readyz)$)(?!.*\\.[A-Za-z0-9]+$).*)'

/**
 * Whether a value is safe to redirect to as a path on this site: starts with one `/` (not `//` or
 * `/\`, which browsers read as another host), no control characters (a NUL in a Location header
 * makes the preview routes answer 500), and a sensible length.
 */
export function isRedirectablePath(value: string): boolean {
  // Printable ASCII only: a header cannot carry more, and the site's paths are ASCII slugs (an invalid %-escape
  // decodes to U+FFFD, which would be a 500 as well).
  return /^\/(?![/\\])/.test(value) && /^[\u0021-\u007e]*$/.test(value) && value.length <= 2000
}
