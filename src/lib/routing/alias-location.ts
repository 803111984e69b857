/**
 * Where a redirect alias sends a request: the alias's target (a path that may carry its own query
 * and fragment, e.g. `/…/quality-certifications#awards` to open a list) with the request's own query
 * added. The request's parameters come after the target's, and the fragment stays last, where a
 * URL keeps it (appending `?…` after a `#…` would only lengthen the fragment).
 */
export function aliasLocation(to: string, search: string): string {
  const hashAt = to.indexOf('#')
  const fragment = hashAt >= 0 ? to.slice(hashAt) : ''
  const withoutFragment = hashAt >= 0 ? to.slice(0, hashAt) : to
  const queryAt = withoutFragment.indexOf('?')
  const path = queryAt >= 0 ? withoutFragment.slice(0, queryAt) : withoutFragment
  const ownQuery = queryAt >= 0 ? withoutFragment.slice(queryAt + 1) : ''
  const requestQuery = search.startsWith('?') ? search.slice(1) : search
  const query = [ownQuery, requestQuery].filter(Boolean).join('&')
  return `${path}${query ? `?${query}` : ''}${fragment}`
}
