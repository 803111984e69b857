import { draftMode } from 'next/headers'
import { PRIVATE_NO_STORE } from './cache-control'

/**
 * For route handlers that set their own caching (the REST calls, the feeds): in draft mode the answer
 * may hold drafts, so it is private and not stored, whatever the handler chose. Pages get the same
 * from the proxy, which renders them per request in draft mode. A copy, as some responses' headers
 * cannot be changed (a redirect's).
 */
export async function privateInDraftMode(response: Response): Promise<Response> {
  if (!(await draftModeOn())) return response
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', PRIVATE_NO_STORE)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

async function draftModeOn(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    // Outside a request: no draft mode.
    return false
  }
}
