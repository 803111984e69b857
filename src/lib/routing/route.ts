import { DEFAULT_VARIANT, type Variant } from '@/config/variant'
import { resolveMarket } from '@/lib/routing/market-fallback'
import { testRoutesEnabled } from '@/site.config'
import { aliasOf, type RedirectStatus } from './aliases'
import { LIST_SEGMENT, carriesListQuery } from './list-query'
import { matchPageType, pageExists, type SiteIndex } from './match'
import { rendersPerRequest } from './per-request'

/** What routing needs to know of a site request, its cookies already read. */
export type RouteRequest = {
  /** The path, %-decoded. */
  path: string
  /** The path as sent. */
  pathname: string
  searchParams: URLSearchParams
  countryCookie?: string
  languageCookie?: string
  /** An editor in draft mode with a valid preview ticket: may see pages never published. */
  previewing: boolean
}

export type Route =
  | { kind: 'redirect'; to: string; status: RedirectStatus }
  | { kind: 'missing'; destination: string; variant: Variant }
  | { kind: 'page'; destination: string; variant: Variant; perRequest: boolean }

/** The variant's not-found page (src/app/(site)/v/[country]/[lang]/%5Fmissing). */
const notFoundPage = (variant: Variant) => `/v/${variant.country}/${variant.locale}/_missing`

/**
 * Where a site request goes: an editor's redirect; the variant's not-found page for a path no page type
 * matches, whose document does not exist in the visitor's market, or the internal /v/ segment asked for from
 * outside; otherwise the page's variant path, under LIST_SEGMENT when the address carries its list's filters.
 * Without an index (the server cannot read its own yet) pages decide for themselves and the market is the default.
 */
export function routeOf(request: RouteRequest, index: SiteIndex | null): Route {
  const { path, pathname, searchParams, previewing } = request
  const alias = aliasOf(path, index?.redirects)
  if (alias?.kind === 'redirect') return alias
  const target = alias ? alias.to : pathname
  const match = matchPageType(alias ? alias.to : path)
  const variant = index
    ? resolveMarket(index.markets, request.countryCookie, request.languageCookie)
    : DEFAULT_VARIANT
  const internal = pathname === '/v' || pathname.startsWith('/v/')
  const known = !internal && match && (!index || previewing || pageExists(match, variant.country, index.keys, testRoutesEnabled()))
  if (!known) return { kind: 'missing', destination: notFoundPage(variant), variant }
  const listed = carriesListQuery(match.name, searchParams) ? `/${LIST_SEGMENT}` : ''
  const destination = `/v/${variant.country}/${variant.locale}${listed}${target === '/' ? '' : target}`
  return { kind: 'page', destination, variant, perRequest: rendersPerRequest(destination) }
}
