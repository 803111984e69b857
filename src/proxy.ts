import { NextResponse, type NextRequest } from 'next/server'
import { COUNTRY_COOKIE, LANGUAGE_COOKIE, parseVariant } from '@/data/variant'

/**
 * Maps every public path onto the internal per-variant segment /v/{country}/{lang}/…,
 * chosen from the visitor's cookies. Each variant of a page is then its own static,
 * tag-revalidated cache entry, and no page needs to read cookies (which would make it dynamic).
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  // The header menu links to /Careers (as the old site did); the page lives at /careers.
  if (pathname === '/Careers') {
    return NextResponse.redirect(new URL(`/careers${request.nextUrl.search}`, request.url), 308)
  }
  const { country, locale } = parseVariant(
    request.cookies.get(COUNTRY_COOKIE)?.value,
    request.cookies.get(LANGUAGE_COOKIE)?.value,
  )
  const url = request.nextUrl.clone()
  url.pathname = `/v/${country}/${locale}${pathname === '/' ? '' : pathname}`
  const response = NextResponse.rewrite(url)
  // One URL, several variants: shared caches must key on the cookie.
  response.headers.set('Vary', 'Cookie')
  return response
}

export const config = {
  matcher: [
    // Everything except Payload, the REST contract, Next internals and files with an extension.
    '/((?!(?:api|admin|graphql|dmc-apis|preview|_next|flags|images)(?:/|$)|.*\\.[A-Za-z0-9]+$).*)',
  ],
}
