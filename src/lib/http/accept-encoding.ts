/** Whether a request's Accept-Encoding takes `token` (q-values are not ranked; `q=0` means "not acceptable"). */
export function acceptsEncoding(header: string | string[] | undefined, token: string): boolean {
  if (typeof header !== 'string' || !header) return false
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';')
    return name!.trim().toLowerCase() === token && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))
  })
}

/** A Vary header value that names `token`, added to `vary` unless it is there already. */
export function varyIncluding(vary: unknown, token: string): string {
  const current = String(vary ?? '')
  return current.toLowerCase().split(/\s*,\s*/).includes(token.toLowerCase()) ? current : current ? `${current}, ${token}` : token
}
