import { limits } from '../../site.config'

export type Header = { key: string; value: string }

/**
 * Browsers must not reuse a page: one URL serves several variants (cookies), so `max-age=0` and no
 * stale-while-revalidate in Cache-Control (browsers honour it too, and would show the previous
 * language after a switch). CDNs get the longer rule in CDN-Cache-Control (RFC 9213). Site pages are ISR
 * entries revalidated by tag at the origin, which Next.js would otherwise send with s-maxage of a year: a
 * CDN in front would never see a publish.
 *
 * Only the default variant (a request without variant cookies) is public: a page chosen by a `country` or
 * `lang` cookie is private, so a shared cache that ignores cookies never stores it.
 */
export function publicPageCacheHeaders(): Header[] {
  const { sMaxAge, staleWhileRevalidate } = limits.pageCache()
  return [
    { key: 'Cache-Control', value: `public, max-age=0, s-maxage=${sMaxAge}` },
    { key: 'CDN-Cache-Control', value: `max-age=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}` },
  ]
}

/** A page chosen by a variant cookie. Next.js sets Vary itself (over any config value), so `private` is what keeps shared caches out. */
export const CHOSEN_BY_COOKIE_HEADERS: Header[] = [{ key: 'Cache-Control', value: 'private, max-age=0' }]
