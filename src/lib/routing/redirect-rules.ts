import { NON_SITE_PREFIXES } from '@/routes'

/**
 * What an editor may type into a redirect, as plain-language refusals (null when fine). The proxy
 * compares a request's decoded path with `from` exactly, so `from` is a bare site path; `to` is a
 * path of this site (with an optional query or fragment) or a full http(s) address.
 */
const SYSTEM_PREFIXES = [...NON_SITE_PREFIXES, '/v', '/site-index.json', '/healthz', '/readyz']
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f]/
/** The proxy leaves addresses of files alone (a picture, a feed): a redirect there would never apply. */
const FILE = /\.[A-Za-z0-9]+$/

/** The form `from` is stored in: trimmed, decoded where it was pasted %-escaped, without a trailing slash. */
export function normaliseFrom(value: string): string {
  let path = value.trim()
  try {
    path = decodeURIComponent(path)
  } catch {
    // Left as typed; fromProblem explains what is wrong with it.
  }
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

export function fromProblem(from: string): string | null {
  if (!from) return 'Enter the old address, starting with /, for example /old-page.'
  if (/^[a-z]+:\/\//i.test(from)) return 'Enter the old address without the domain: the part from the first /, for example /old-page.'
  if (!from.startsWith('/') || from.startsWith('//')) return 'An address starts with a single /, for example /old-page.'
  if (SPACE_OR_CONTROL.test(from)) return 'An address has no spaces.'
  if (/[?#]/.test(from)) return 'Leave out the part from ? or #: a redirect applies to the address whatever follows it.'
  if (from === '/') return 'The home page cannot be redirected.'
  const system = SYSTEM_PREFIXES.find((prefix) => from === prefix || from.startsWith(`${prefix}/`))
  if (system) return `Addresses under ${system} belong to the system, not to the site's pages, and cannot be redirected.`
  if (FILE.test(from)) return 'Addresses of files (ending in an extension such as .pdf or .xml) cannot be redirected.'
  return null
}

/** The site path a target leads to, without query or fragment; null for a full address elsewhere. */
export function targetPath(to: string): string | null {
  if (!to.startsWith('/') || to.startsWith('//')) return null
  const path = to.replace(/[?#].*$/, '')
  return path.length > 1 ? path.replace(/\/+$/, '') : path || '/'
}

export function toProblem(to: string, from: string | null | undefined): string | null {
  if (!to) return 'Enter where the address should lead: a page of this site such as /contact-us, or a full address starting with https://.'
  if (SPACE_OR_CONTROL.test(to)) return 'An address has no spaces.'
  if (to.startsWith('/') && !to.startsWith('//')) {
    if (from && targetPath(to) === normaliseFrom(from)) return 'A redirect cannot lead to its own address.'
    return null
  }
  let url: URL | null = null
  try {
    url = new URL(to)
  } catch {
    url = null
  }
  if (url && (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname) return null
  return `“${to}” is not an address a browser can follow: use a page of this site starting with /, such as /contact-us, or a full address starting with https://.`
}
