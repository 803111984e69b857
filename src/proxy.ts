import { NextResponse, type NextRequest } from 'next/server'

/**
 * Runs only for the two paths config routing cannot express (variants themselves are config
 * rewrites, see src/lib/variant-rewrites.ts):
 * - /Careers, which the header links to as the old site did, redirects to /careers (config
 *   redirects match case-insensitively, so /careers itself would loop);
 * - the internal variant segment /v/… is not a public URL: asked for directly, it is a 404.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (pathname === '/Careers') {
    return NextResponse.redirect(new URL(`/careers${search}`, request.url), 308)
  }
  const url = request.nextUrl.clone()
  url.pathname = '/v/GLOBAL/en/__not-found'
  return NextResponse.rewrite(url)
}

export const config = { matcher: ['/Careers', '/v/:path*'] }
