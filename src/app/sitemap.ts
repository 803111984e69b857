import type { MetadataRoute } from 'next'
import { getSiteIndex } from '@/data/site-index'
import { DEFAULT_COUNTRY } from '@/data/variant'
import { siteConfig } from '@/site.config'
import { routes } from '@/routes'

/** The default variant's pages, from the same index the proxy routes by (so it lists exactly what answers 200). */
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { keys } = await getSiteIndex()
  const paths = Object.entries(keys.pages ?? {})
    .filter(([, countries]) => countries.includes(DEFAULT_COUNTRY))
    .map(([path]) => path)
    .sort()
  return [routes.home, ...paths].map((path) => ({ url: new URL(path, siteConfig.SITE_URL).toString() }))
}
