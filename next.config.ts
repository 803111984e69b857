import type { NextConfig } from 'next'
import { withPayload } from '@payloadcms/next/withPayload'
import { securityHeaders } from './src/lib/security-headers'
import { variantRewrites } from './src/lib/variant-rewrites'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
    deviceSizes: [320, 640, 768, 1024, 1280, 1536, 1920],
    formats: ['image/avif', 'image/webp'],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
  async rewrites() {
    return {
      beforeFiles: [{ source: '/graphql', destination: '/api/graphql' }, ...variantRewrites],
    }
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
