/**
 * The preview ticket: a cookie /preview sets beside Next's draft-mode cookie, signed with the CMS
 * secret (HMAC-SHA-256, Web Crypto). The proxy cannot ask Payload who is logged in, and Next's cookie
 * is easy to fake (anyone may send one); the ticket is what lets the proxy skip its existence check
 * for a preview, so a forged cookie cannot make it render (and cache) pages that do not exist.
 * Its value is `{expiry in epoch seconds}.{signature}`.
 */
export const PREVIEW_TICKET_COOKIE = 'preview-ticket'
/** Next.js's draft-mode cookie, set by /preview beside the ticket. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

const PURPOSE = 'draft-preview'
const keys = new Map<string, Promise<CryptoKey>>()

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
    keys.set(secret, key)
  }
  return key
}

const message = (expiresAt: number) => new TextEncoder().encode(`${PURPOSE}:${expiresAt}`)

export async function issueTicket(secret: string, expiresAt: number): Promise<string> {
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await keyFor(secret), message(expiresAt)))
  return `${expiresAt}.${btoa(String.fromCharCode(...signature)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`
}

export async function validTicket(secret: string, value: string | undefined, now = Date.now()): Promise<boolean> {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '')
  if (!match) return false
  const expiresAt = Number(match[1])
  if (expiresAt * 1000 <= now) return false
  const signature = Uint8Array.from(atob(match[2]!.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
  return crypto.subtle.verify('HMAC', await keyFor(secret), signature, message(expiresAt))
}
