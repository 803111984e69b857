/** Whether a request's Accept-Encoding takes `token` (q-values are not ranked; `q=0` means "not acceptable"). */
export function acceptsEncoding(header: string | string[] | undefined, token: string): boolean {
  if (typeof header !== 'string' || !header) return false
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';')
    return name!.trim().toLowerCase() === token && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))
  })
}
