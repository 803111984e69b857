import { internalOrigin, siteConfig } from '@/site.config'

/**
 * The origins whose requests may use the admin's session cookie (Payload's `csrf`). Payload adds SITE_URL
 * only when it is set, and with an empty list takes the cookie from a request of any site. So the list
 * always holds the site's own origin (SITE_URL, or its default) and this server's loopback addresses,
 * which a developer's browser uses.
 */
export function csrfOrigins(): string[] {
  const loopback = new URL(internalOrigin())
  return [...new Set([new URL(siteConfig.SITE_URL).origin, loopback.origin, `http://localhost:${loopback.port || '80'}`])]
}
