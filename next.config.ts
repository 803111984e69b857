import path from 'node:path'
import type { NextConfig } from 'next'
import { withPayload } from '@payloadcms/next/withPayload'
import { securityHeaders } from './src/lib/security-headers'
import { SITE_PATH, variantRewrites } from './src/lib/variant-rewrites'
import { limits } from './src/site.config'

/**
 * Browsers must not reuse a page: one URL serves several variants (cookies), so `max-age=0` and no
 * stale-while-revalidate in Cache-Control (browsers honour it too, and would show the previous
 * language after a switch). CDNs get the longer rule in CDN-Cache-Control (RFC 9213).
 */
function pageCacheHeaders() {
  const { sMaxAge, staleWhileRevalidate } = limits.pageCache()
  return [
    { key: 'Cache-Control', value: `public, max-age=0, s-maxage=${sMaxAge}` },
    { key: 'CDN-Cache-Control', value: `max-age=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}` },
  ]
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  generateEtags: false,
  // Next's own cache, with tag revalidations shared between instances through the database.
  cacheHandler: path.resolve(process.cwd(), 'src/cache/shared-tags-cache-handler.mjs'),
  reactStrictMode: true,
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
    deviceSizes: [320, 640, 768, 1024, 1280, 1536, 1920],
    formats: ['image/avif', 'image/webp'],
  },
  async headers() {
    // '/(.*)' rather than '/:path*': with a named parameter Next.js recompiles every header value
    // containing a colon (the CSP) as a path template on every request.
    return [
      { source: '/(.*)', headers: securityHeaders },
      // Site pages are ISR entries revalidated by tag at the origin, which Next.js would otherwise
      // send with s-maxage of a year: a CDN in front would never see a publish. Read at build time.
      { source: SITE_PATH, headers: pageCacheHeaders() },
    ]
  },
  async rewrites() {
    return {
      beforeFiles: [{ source: '/graphql', destination: '/api/graphql' }],
      // afterFiles, not beforeFiles: Next.js applies every beforeFiles rule to every request (they
      // chain), but stops at the first afterFiles rule that matches. No public path is a file.
      afterFiles: variantRewrites,
    }
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
