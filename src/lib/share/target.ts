import type { KeyIndex } from '@/lib/routing/match'
import { matchPageType, pageExists } from '@/lib/routing/match'
import type { PageTypeName } from '@/routes'
import { aliasOf, aliasTargetPath, type Redirects } from '@/lib/routing/aliases'

/** The query parameter of the social share page that names the shared site path. */
export const SHARE_TARGET_PARAM = 'u'

const MAX_TARGET_LENGTH = 512

/**
 * Characters a site path of ours may hold once normalised. Anything else (quotes, spaces, `;`,
 * backslashes) is refused, so the path is safe inside a meta refresh's `content` as well as in a
 * link, and nothing can bend it into another origin.
 */
const SAFE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~%/]*$/

/** Page types a share may not point at: per-request or test pages, and the share page itself. */
const NOT_SHAREABLE: ReadonlySet<PageTypeName> = new Set(['search', 'testError', 'socialShare'])

/**
 * The same-site path a share parameter names, or null. Only a path relative to our own root is
 * accepted (no scheme, no `//host`, no backslash tricks); its query and fragment are dropped, as
 * the tags are the page's own. Pure, so the refusal of external targets is unit-tested.
 */
export function sharePathOf(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_TARGET_LENGTH) return null
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\s\u0000-\u001f\u007f]/.test(raw)) return null
  let url: URL
  try {
    url = new URL(raw, 'https://share.invalid')
  } catch {
    return null
  }
  if (url.origin !== 'https://share.invalid') return null
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname
  return SAFE_PATH.test(path) ? path : null
}

/**
 * The page a share lands on: the named path when it is a page the site serves in this country
 * (its page type and, for document pages, a published document, as the proxy checks), else the
 * home page; an alias gives its page's address. Checking against the site index first means an unknown path costs no content read
 * and leaves nothing in the data cache.
 */
export function shareTargetOf(raw: unknown, country: string, keys: KeyIndex, redirects: Redirects = {}): string {
  const path = sharePathOf(raw)
  if (!path || path === '/') return '/'
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return '/'
  }
  // An alias or a redirect (the infographic, /Careers) shares the page it stands for, under that page's address.
  const alias = aliasOf(decoded, redirects)
  if (alias) {
    const target = aliasTargetPath(alias)
    // Without the redirects: one step only, as the proxy takes (editors' redirects never chain anyway).
    return target && target !== decoded ? shareTargetOf(target, country, keys) : '/'
  }
  const match = matchPageType(decoded)
  if (!match || match.name === 'home' || NOT_SHAREABLE.has(match.name)) return '/'
  return pageExists(match, country, keys, false) ? path : '/'
}
