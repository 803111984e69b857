import type { MetadataRoute } from 'next'
import { getSitemapEntries } from '@/data/sitemap-entries'
import { siteConfig } from '@/site.config'

/** /sitemap.xml: the default variant's indexable pages of every page type (src/data/sitemap-entries.ts). */
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = await getSitemapEntries()
  return entries.map(({ path, lastModified }) => ({
    url: new URL(path, siteConfig.SITE_URL).toString(),
    ...(lastModified ? { lastModified } : {}),
  }))
}
