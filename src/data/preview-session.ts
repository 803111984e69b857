import { draftMode, headers } from 'next/headers'
import { getPayloadClient } from './payload'

/**
 * The account behind a request's admin session (the admin's `payload-token` cookie, or an
 * Authorization header), or null. Every account is an editor of some role, and every role may see
 * drafts in the admin, so every one may preview them on the site.
 */
export async function previewer(requestHeaders: Headers) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: requestHeaders })
  return user?.collection === 'users' ? user : null
}

const checked = new WeakMap<object, Promise<boolean>>()

/**
 * Whether this request sees drafts: Next's draft mode is on and the request still carries a live
 * admin session. Draft mode's cookie alone proves nothing: it is the same for every editor and stays
 * valid after a logout or a deleted account, until the next build. Checked once per request (the
 * headers object is the request's); without a live session the request reads published content.
 */
export async function showsDrafts(): Promise<boolean> {
  try {
    if (!(await draftMode()).isEnabled) return false
    const requestHeaders = await headers()
    let answer = checked.get(requestHeaders)
    if (!answer) {
      answer = previewer(new Headers(requestHeaders)).then(Boolean, () => false)
      checked.set(requestHeaders, answer)
    }
    return await answer
  } catch {
    // Outside a request (route handler warm-up, scripts): never drafts.
    return false
  }
}
