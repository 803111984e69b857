import { findBlogPosts } from '@/data/media/blog'
import { findNews } from '@/data/media/news'
import { DEFAULT_VARIANT, type Locale, type Variant } from '@/config/variant'
import { dictionary } from '@/i18n'
import { routes } from '@/routes'
import { siteConfig } from '@/site.config'
import { rssDocument, type RssItem } from '@/lib/feeds/rss'

/**
 * The media listings' RSS 2.0 feeds (/media/{listing}/rss.xml, one route:
 * src/app/media/[listing]/rss.xml/route.ts), keyed by the listing's folder. A feed is its list
 * page, its own address, its words and a read of its newest items (the listing's own cached read,
 * refreshed when items are published). Adding a feed is one entry here and an `alternates` link
 * on its list page (listWithFeedTemplate in src/templates/MediaItemTemplates.tsx).
 */
export type MediaFeed = {
  listPath: string
  feedPath: string
  title: (locale: Locale) => string
  description: (locale: Locale) => string
  /** The newest items, links relative to the site. */
  items: (size: number, variant: Variant) => Promise<RssItem[]>
}

const FEED_SIZE = 20
const lastSegment = (path: string) => path.split('/').filter(Boolean).at(-1)!

export const MEDIA_FEEDS: Record<string, MediaFeed> = {
  [lastSegment(routes.media.news())]: {
    listPath: routes.media.news(),
    feedPath: routes.media.newsFeed,
    title: (locale) => dictionary(locale).mediaCore.feedTitle(siteConfig.BRAND_NAME),
    description: (locale) => dictionary(locale).mediaCore.feedDescription(siteConfig.BRAND_NAME),
    items: async (size, variant) =>
      (await findNews({ page: 1, size }, variant)).items.map((item) => ({
        title: item.title,
        link: item.url,
        description: item.summary,
        published: new Date(item.date),
        category: item.sub_category_name,
      })),
  },
  [lastSegment(routes.media.teaBlog())]: {
    listPath: routes.media.teaBlog(),
    feedPath: routes.media.teaBlogFeed,
    title: (locale) => dictionary(locale).mediaBlog.feedTitle(siteConfig.BRAND_NAME),
    description: (locale) => dictionary(locale).mediaBlog.feedDescription(siteConfig.BRAND_NAME),
    items: async (size, variant) =>
      (await findBlogPosts({ page: 1, size }, variant)).items.map((post) => ({
        title: post.title,
        link: post.url,
        description: post.short_description,
        published: new Date(post.date),
        category: post.category?.name,
        creator: post.author,
      })),
  },
}

/** The feed of the list page at `listPath` (its head links it). */
export function feedOfList(listPath: string): MediaFeed {
  const feed = Object.values(MEDIA_FEEDS).find((entry) => entry.listPath === listPath)
  if (!feed) throw new Error(`No media feed belongs to ${listPath}`)
  return feed
}

export const mediaFeed = (listing: string): MediaFeed | null => (Object.hasOwn(MEDIA_FEEDS, listing) ? MEDIA_FEEDS[listing]! : null)

/** A feed's document: the GLOBAL site in English, links made absolute. */
export async function mediaFeedXml(feed: MediaFeed, variant: Variant = DEFAULT_VARIANT): Promise<string> {
  const absolute = (path: string) => new URL(path, siteConfig.SITE_URL).href
  const items = await feed.items(FEED_SIZE, variant)
  return rssDocument({
    title: feed.title(variant.locale),
    link: absolute(feed.listPath),
    description: feed.description(variant.locale),
    self: absolute(feed.feedPath),
    language: variant.locale,
    items: items.map((item) => ({ ...item, link: absolute(item.link) })),
  })
}
