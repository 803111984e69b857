/**
 * Link addresses from the CMS that may become an href: relative paths, fragments and queries, and the
 * http, https, mailto and tel schemes. Anything else (javascript:, data:, vbscript:, …) would run
 * or show content in our origin when clicked. Browsers drop ASCII tabs, newlines and leading control
 * characters before reading the scheme (`java\tscript:`), so this does too before deciding.
 */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])
const SCHEME = /^([a-z][a-z0-9+.-]*:)/i

export function isSafeUrl(url: string): boolean {
  // Exactly the characters browsers ignore in a URL (tabs, newlines, leading controls and spaces).
  const normalised = url.replace(/[\u0000-\u0020]+/g, '').replace(/^[\u0000-\u0020]+/, '')
  const scheme = SCHEME.exec(normalised)?.[1]?.toLowerCase()
  return scheme === undefined || SAFE_SCHEMES.has(scheme)
}

/** The address, or undefined when it must not be a link. */
export const safeHref = (url: string | null | undefined): string | undefined => (url && isSafeUrl(url) ? url : undefined)

/** Payload `validate` for text fields holding a link address. */
export function validateSafeUrl(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && isSafeUrl(value) ? true : 'A link must be a site path (/…), #anchor, or an http(s), mailto: or tel: address'
}
