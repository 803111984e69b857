/**
 * The Cache-Control of an answer made for one person: a preview (it may hold drafts) or a page
 * carrying its own CSP nonce. A shared cache would hand it to others; a browser must not reuse it.
 */
export const PRIVATE_NO_STORE = 'private, no-store'
