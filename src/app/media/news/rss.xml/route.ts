import { findNews } from '@/data/media/news'
import { DEFAULT_VARIANT } from '@/data/variant'
import { dictionary } from '@/i18n'
import { CONTENT_CACHE, cacheControl } from '@/lib/api'
import { rssDocument, rssResponse } from '@/lib/feeds/rss'
import { routes } from '@/routes'
import { siteConfig } from '@/site.config'

/**
 * /media/news/rss.xml: the latest news of the GLOBAL site in English as RSS 2.0, linked from the
 * news list's head. The proxy leaves paths with a file extension alone, so this route answers it
 * directly; the read is the news list's own (cached, refreshed when news is published).
 */
export const dynamic = 'force-dynamic'

const FEED_SIZE = 20

export async function GET() {
  const variant = DEFAULT_VARIANT
  const t = dictionary(variant.locale).mediaCore
  const absolute = (path: string) => new URL(path, siteConfig.SITE_URL).href
  const { items } = await findNews({ page: 1, size: FEED_SIZE }, variant)
  const xml = rssDocument({
    title: t.feedTitle(siteConfig.BRAND_NAME),
    link: absolute(routes.media.news()),
    description: t.feedDescription(siteConfig.BRAND_NAME),
    self: absolute(routes.media.newsFeed),
    language: variant.locale,
    items: items.map((item) => ({
      title: item.title,
      link: absolute(item.url),
      description: item.summary,
      published: new Date(item.date),
      category: item.sub_category_name,
    })),
  })
  return rssResponse(xml, cacheControl(CONTENT_CACHE))
}
