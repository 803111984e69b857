import path from 'node:path'
import type { NextConfig } from 'next'
import { withPayload } from '@payloadcms/next/withPayload'
import { cspHeaders, securityHeaders } from './src/lib/http/security-headers'
import { SITE_PATH } from './src/lib/routing/site-path'
import { CHOSEN_BY_COOKIE_HEADERS, publicPageCacheHeaders } from './src/lib/http/page-cache-headers'
import { COUNTRY_COOKIE, LANGUAGE_COOKIE } from './src/config/variant'
import { DEVICE_WIDTHS, THUMBNAIL_WIDTHS } from './src/config/images'

/** The site's pages' cache headers (src/lib/http/page-cache-headers.ts), by whether a variant cookie chose the page. */
function pageCacheHeaders() {
  const variantCookies: Cookie[] = [{ type: 'cookie', key: COUNTRY_COOKIE }, { type: 'cookie', key: LANGUAGE_COOKIE }]
  return [
    { source: SITE_PATH, missing: variantCookies, headers: publicPageCacheHeaders() },
    ...variantCookies.map((cookie) => ({ source: SITE_PATH, has: [cookie], headers: CHOSEN_BY_COOKIE_HEADERS })),
  ]
}
type Cookie = { type: 'cookie'; key: string }

const nextConfig: NextConfig = {
  // The production image runs .next/standalone/server.js: the server and only the node_modules files it traces
  // (Dockerfile; scripts/runtime/standalone.mjs copies in the static files and the cache handler's sources).
  output: 'standalone',
  poweredByHeader: false,
  // The server gate compresses instead, with the same middleware (src/lib/http/compress-responses.ts), so that a
  // cached page's kept Brotli bytes can be written past it.
  compress: false,
  generateEtags: false,
  // Next's in-memory LRU of cached pages and data counts characters, but a page's HTML with one curly quote is a
  // two-byte string, so the default 50 MB held ~75 MB of heap (a heap snapshot after a crawl). 16 MB keeps the hot
  // pages in memory; the rest are read from the cache files on disk.
  cacheMaxMemorySize: 16 * 1024 * 1024,
  // Next's own cache, with tag revalidations shared between instances through the database.
  cacheHandler: path.resolve(process.cwd(), 'src/lib/cache/shared-tags-cache-handler.mjs'),
  reactStrictMode: true,
  // Types are checked by `npm run check` and CI's first stage; inside `next build` the same check took 42 s of a
  // fresh clone's first start, on the two cores the seed needs at the same time.
  typescript: { ignoreBuildErrors: true },
  // Paths the proxy leaves unrouted render app/global-not-found.tsx on the server (src/proxy.ts).
  experimental: {
    globalNotFound: true,
    /**
     * `true` keeps Turbopack's build cache in `.next/cache`: the next build of changed sources takes about half the
     * time, but writing it costs 15–35 s of a fresh clone's first `npm start` and of every CI run, which never build
     * again, so only a developer's machine wants it.
     * @default BUILD_CACHE `false`
     */
    turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE === 'true',
  },
  images: {
    // Every upload's sizes are made ahead and served as files (src/lib/media/sizes): the loader names them, so no
    // picture is resized on the request that asks for it (a custom loader also turns Next's optimiser off).
    loader: 'custom',
    loaderFile: './src/lib/media/image-loader.ts',
    // src/config/images.ts says why these few.
    deviceSizes: [...DEVICE_WIDTHS],
    imageSizes: [...THUMBNAIL_WIDTHS],
  },
  async headers() {
    // '/(.*)' rather than '/:path*': with a named parameter Next.js recompiles every header value
    // containing a colon (the CSP) as a path template on every request.
    return [
      { source: '/(.*)', headers: securityHeaders },
      // The site's pages get theirs from the cache handler (static) or the proxy (per request).
      ...cspHeaders(),
      // Read at build time. A page the server gate routed before Next.js (src/lib/http/route-early.ts) has
      // its path under /v/ here, which SITE_PATH leaves out: the gate sets the same public headers itself.
      ...pageCacheHeaders(),
    ]
  },
  async rewrites() {
    return {
      // Variants are chosen by the proxy (src/proxy.ts), which also knows which paths exist.
      beforeFiles: [{ source: '/graphql', destination: '/api/graphql' }],
    }
  },
}

/**
 * Payload's wrapper asks for the visitor's colour scheme as a critical client hint on every path (for the admin's
 * theme). A first visit has not sent it yet, so Chrome sends the navigation again with it (a 307 "Internal
 * Redirect"): one more round trip before a public page's first byte, which Lighthouse's mobile simulation counts at
 * ~0.4–0.7 s of LCP. Only the admin reads the hint, so only the admin asks for it.
 */
function colourHintForAdminOnly(config: NextConfig): NextConfig {
  const headers = config.headers
  if (!headers) return config
  return {
    ...config,
    async headers() {
      const rules = await headers()
      return rules.map((rule) => (rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule))
    },
  }
}

export default colourHintForAdminOnly(withPayload(nextConfig, { devBundleServerPackages: false }))
