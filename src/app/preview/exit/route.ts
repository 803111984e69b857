import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { isRedirectablePath } from '@/lib/routing/site-path'
import { PREVIEW_TICKET_COOKIE } from '@/lib/preview/ticket'

/** Ends the draft preview and goes back to the page (`path`, else the page the preview bar was on). */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  ;(await cookies()).delete(PREVIEW_TICKET_COOKIE)
  const path = request.nextUrl.searchParams.get('path') || samePageOf(request)
  redirect(isRedirectablePath(path) ? path : '/')
}

function samePageOf(request: NextRequest): string {
  const referrer = request.headers.get('referer')
  if (!referrer) return '/'
  try {
    const from = new URL(referrer)
    return from.origin === request.nextUrl.origin ? from.pathname + from.search : '/'
  } catch {
    return '/'
  }
}
