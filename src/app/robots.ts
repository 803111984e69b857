import type { MetadataRoute } from 'next'
import { NON_SITE_PREFIXES } from '@/routes'
import { siteConfig } from '@/site.config'

/** /robots.txt: the public site is open; the CMS, its APIs and previews are not for crawlers. */
export const dynamic = 'force-dynamic'

const PRIVATE = ['/admin', '/api', '/graphql', '/preview', '/dmc-apis'] as const satisfies readonly (typeof NON_SITE_PREFIXES)[number][]

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...PRIVATE] },
    sitemap: new URL('/sitemap.xml', siteConfig.SITE_URL).toString(),
  }
}
