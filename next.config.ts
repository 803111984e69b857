import type { NextConfig } from 'next'
import { withPayload } from '@payloadcms/next/withPayload'
import { securityHeaders } from './src/lib/security-headers'
import { variantRewrites } from './src/lib/variant-rewrites'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  generateEtags: false,
  reactStrictMode: true,
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
    deviceSizes: [320, 640, 768, 1024, 1280, 1536, 1920],
    formats: ['image/avif', 'image/webp'],
  },
  async headers() {
    // '/(.*)' rather than '/:path*': with a named parameter Next.js recompiles every header value
    // containing a colon (the CSP) as a path template on every request.
    return [{ source: '/(.*)', headers: securityHeaders }]
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
