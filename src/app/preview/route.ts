import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { getPayloadClient } from '@/data/payload'
import { isRedirectablePath } from '@/lib/site-path'

/**
 * Editors' draft preview: a logged-in Payload user gets Next's draft mode (pages then read drafts
 * and bypass the cache) and is sent to the page. Anyone else gets 401.
 */
export async function GET(request: NextRequest) {
  const path = request.nextUrl.searchParams.get('path') || '/'
  if (!isRedirectablePath(path)) {
    return Response.json({ error: { code: 'bad_path', message: 'path must be a site path starting with /' } }, { status: 400 })
  }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) {
    return Response.json({ error: { code: 'unauthorized', message: 'Log in to the admin to preview drafts' } }, { status: 401 })
  }
  ;(await draftMode()).enable()
  redirect(path)
}
