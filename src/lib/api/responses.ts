import { limits } from '@/site.config'

/**
 * Success answers of the REST contract and their caching. Shared caches (a CDN, a reverse proxy)
 * may keep an answer for `sMaxAge` seconds and then serve it stale for `staleWhileRevalidate`
 * more while refetching; behind that, the data read itself sits in Next's data cache and is
 * revalidated by tag when an editor publishes, so a refetch returns fresh content at once.
 */
export type CachePolicy = { sMaxAge: number; staleWhileRevalidate: number }

export const CONTENT_CACHE: CachePolicy = limits.apiCache()

/** For answers that change only with a deploy (country list, flags). */
export const STATIC_CACHE: CachePolicy = { sMaxAge: 86_400, staleWhileRevalidate: 604_800 }

export function cacheControl({ sMaxAge, staleWhileRevalidate }: CachePolicy): string {
  return `public, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`
}

export type ListMeta = { page: number; size: number; total: number; totalPages: number }

export function listMeta(page: number, size: number, total: number): ListMeta {
  return { page, size, total, totalPages: Math.ceil(total / size) }
}

/** `extras` are further top-level keys of the answer; they cannot replace `data` or `meta`. */
export function listResponse<T>(data: T[], meta: ListMeta, cache: CachePolicy = CONTENT_CACHE, extras?: Record<string, unknown>): Response {
  return Response.json({ ...extras, data, meta }, { headers: { 'Cache-Control': cacheControl(cache) } })
}

export function itemResponse<T>(data: T, cache: CachePolicy = CONTENT_CACHE): Response {
  return Response.json({ data }, { headers: { 'Cache-Control': cacheControl(cache) } })
}
