import { LIST_SEGMENT } from './list-query'

/**
 * The site's routes under /v/{market}/{lang}/ that render per request (`dynamic = 'force-dynamic'`),
 * as paths below the variant: the proxy gives these a CSP nonce, while every other page is a cached
 * entry whose policy (script hashes) the cache handler stores with it. Exact paths, and a prefix for
 * the list route: a CMS page that merely starts like one is a cached page. tests/unit/per-request-routes.test.ts
 * reads the app directory and fails when a route's rendering and this list disagree.
 */
export const PER_REQUEST_ROUTES: readonly { path: string; prefix?: true }[] = [
  { path: `${LIST_SEGMENT}/`, prefix: true },
  { path: 'global-search-results' },
  { path: 'social-share/fb' },
]

/** Whether a rewritten variant path (`/v/GLOBAL/en/_list/…`) is rendered per request. */
export function rendersPerRequest(variantPath: string): boolean {
  const below = variantPath.split('/').slice(4).join('/')
  return PER_REQUEST_ROUTES.some((route) => (route.prefix ? below.startsWith(route.path) : below === route.path))
}
