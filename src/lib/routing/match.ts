import type { Market } from '@/lib/routing/market-fallback'
import { pageTypes, type PageType, type PageTypeName } from '@/routes'
import { aliasOf, aliasTargetPath, type Redirects } from './aliases'
import { createMatcher, type Match } from './pattern'

const patterns = Object.fromEntries(Object.entries(pageTypes).map(([name, type]) => [name, type.pattern])) as Record<PageTypeName, string>

/** Which page type serves a site path, and its parameters; null when no pattern fits. */
export const matchPageType: (path: string) => Match<PageTypeName> | null = createMatcher(patterns)

/** Published document keys per collection, each with the countries that have a document for it. */
export type KeyIndex = Record<string, Record<string, string[]>>
/** What the proxy routes by (src/data/site-index.ts builds it): the markets, every page type's published keys and the editors' redirects. */
export type SiteIndex = { markets: Market[]; keys: KeyIndex; redirects: Redirects }

/**
 * Whether a matched path has a page in a country: page types without documents always do (test
 * routes only on test servers); the others when their collection has a published document with
 * that key in the country or in GLOBAL (the country rule).
 */
export function pageExists(match: Match<PageTypeName>, country: string, keys: KeyIndex, testRoutes: boolean): boolean {
  const type: PageType = pageTypes[match.name]
  if (type.testOnly && !testRoutes) return false
  if (!type.collection || !type.key) return true
  const byKey = keys[type.collection]
  const key = match.params[type.key]
  // Own keys only: a path segment such as `toString` or `__proto__` names an inherited member, not a page.
  const countries = byKey && key !== undefined && Object.hasOwn(byKey, key) ? byKey[key] : undefined
  return Boolean(countries && (countries.includes(country) || countries.includes('GLOBAL')))
}

/**
 * Whether a site path (decoded) answers with a page in a country, for links built from a path rather
 * than from a page (a breadcrumb's levels): an alias or a redirect to a site path leads to one; otherwise its page type must exist there.
 */
export function pathHasPage(path: string, country: string, keys: KeyIndex, redirects: Redirects = {}): boolean {
  const alias = aliasOf(path, redirects)
  if (alias) return aliasTargetPath(alias) !== null
  const match = matchPageType(path)
  return match !== null && pageExists(match, country, keys, false)
}
