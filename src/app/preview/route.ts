import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { getPayloadClient } from '@/data/payload'
import { previewer } from '@/data/preview-session'
import { COUNTRY_COOKIE, LANGUAGE_COOKIE, isLocale } from '@/config/variant'
import { isRedirectablePath } from '@/lib/routing/site-path'
import { PREVIEW_TICKET_COOKIE, issueTicket } from '@/lib/preview/ticket'
import { payloadSecret } from '@/config/server'

/** As the header's market switcher keeps them. */
const VARIANT_COOKIE = { path: '/', maxAge: 365 * 24 * 60 * 60, sameSite: 'lax' } as const

/**
 * Editors' draft preview: a logged-in Payload user gets Next's draft mode (pages then read drafts
 * and bypass the cache, for as long as the admin session lasts: src/data/preview-session.ts) and is
 * sent to the page. `country` and `lang` (the document's market and the language being edited,
 * src/cms/preview.ts) choose the variant as the header's market switcher would, so the preview shows
 * what that market's visitors see; the preview bar names it. The preview ticket (as long-lived as a
 * login) lets the proxy route pages that were never published. Anyone else gets 401.
 */
export async function GET(request: NextRequest) {
  const query = request.nextUrl.searchParams
  const path = query.get('path') || '/'
  if (!isRedirectablePath(path)) {
    return Response.json({ error: { code: 'bad_path', message: 'path must be a site path starting with /' } }, { status: 400 })
  }
  if (!(await previewer(request.headers))) {
    return Response.json({ error: { code: 'unauthorized', message: 'Log in to the admin to preview drafts' } }, { status: 401 })
  }
  ;(await draftMode()).enable()
  const jar = await cookies()
  const lifetime = (await getPayloadClient()).collections.users.config.auth.tokenExpiration
  const expiresAt = Math.floor(Date.now() / 1000) + lifetime
  jar.set(PREVIEW_TICKET_COOKIE, await issueTicket(payloadSecret(), expiresAt), { path: '/', maxAge: lifetime, sameSite: 'lax', httpOnly: true })
  const country = query.get('country')
  const lang = query.get('lang')
  // Only well-formed values: the proxy still resolves a country without a market to GLOBAL.
  if (country && /^[A-Z]{2,6}$/.test(country)) jar.set(COUNTRY_COOKIE, country, VARIANT_COOKIE)
  if (isLocale(lang)) jar.set(LANGUAGE_COOKIE, lang, VARIANT_COOKIE)
  redirect(path)
}
