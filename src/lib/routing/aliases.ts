import { pathAliases } from '@/routes'

/** The editors' redirects as the proxy reads them (src/data/redirects.ts): each address with where it leads. */
export type RedirectStatus = 307 | 308
export type Redirects = Record<string, { to: string; status: RedirectStatus }>

/**
 * Another address of a page, for a site path (decoded): a code alias served with its page's content
 * (`same`), or an editor's redirect. Own keys only, so `constructor` or `__proto__` is a path like any other.
 */
export type Alias = { kind: 'same'; to: string } | { kind: 'redirect'; to: string; status: RedirectStatus }

export function aliasOf(path: string, redirects: Redirects | undefined): Alias | undefined {
  if (Object.hasOwn(pathAliases, path)) return { kind: 'same', to: pathAliases[path]!.to }
  if (redirects && Object.hasOwn(redirects, path)) return { kind: 'redirect', ...redirects[path]! }
  return undefined
}

/** The site path an alias leads to (no query or fragment), or null when it leads off the site. */
export function aliasTargetPath(alias: Alias): string | null {
  if (!alias.to.startsWith('/') || alias.to.startsWith('//')) return null
  return alias.to.replace(/[?#].*$/, '') || '/'
}
