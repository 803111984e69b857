import { isDevelopment } from '../site.config'

/**
 * Headers sent with every response (see next.config.ts). The CSP allows inline scripts because
 * Next.js inlines its hydration data and a per-request nonce would make every page dynamic,
 * defeating the static cache; everything else is locked to our own origin plus YouTube embeds.
 */
export const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  {
    key: 'Content-Security-Policy',
    value: [
      "default-src 'self'",
      // React's development build needs eval for its debugging tools; production never gets it.
      `script-src 'self' 'unsafe-inline'${isDevelopment() ? " 'unsafe-eval'" : ''} https://www.googletagmanager.com`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "media-src 'self' https:",
      "font-src 'self' data:",
      "connect-src 'self' https://www.google-analytics.com https://*.google-analytics.com",
      'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
      "frame-ancestors 'self'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; '),
  },
]
