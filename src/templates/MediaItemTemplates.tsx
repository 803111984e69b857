import type { Metadata } from 'next'
import type React from 'react'
import type { Variant } from '@/config/variant'
import type { Neighbour } from '@/data/media/listing'
import type { Media } from '@/payload-types'
import { getEvent, toEventDetail } from '@/data/media/events'
import { getNews, toNewsDetail } from '@/data/media/news'
import { getPress, toPressDetail } from '@/data/media/press'
import type { Picture } from '@/lib/media/picture'
import { formatDay, formatRange } from '@/components/listing/card-dates'
import { MediaItemDetail } from '@/components/media-items/MediaItemDetail'
import { mediaSrc } from '@/lib/media/media-url'
import { PageBanner } from '@/components/shell/PageBanner'
import { dictionary, sharedFileLanguage } from '@/i18n'
import { fileSize } from '@/lib/media/file-facts'
import { feedOfList, type MediaFeed } from '@/data/media/feeds'
import { articleJsonLd, eventJsonLd } from '@/lib/media/json-ld'
import { seoMetadata } from '@/lib/seo/page-metadata'
import { routes } from '@/routes'
import { siteConfig } from '@/site.config'
import { contentPageTemplate } from './ContentPageTemplate'
import type { Template, TemplatePage } from './types'

/**
 * The media items' pages (news, events, press: one layout, MediaItemDetail) and the news list
 * (a content page whose head links the RSS feed). Unknown slugs never get here: the proxy checks
 * the site index first; a template answers null only for a document gone since.
 */
export const absolute = (path: string) => new URL(path, siteConfig.SITE_URL).href
export const timeZone = () => siteConfig.SITE_TIME_ZONE
const mediaOf = (images: { image: number | Media }[] | null | undefined) => (images ?? []).map((row) => row.image)

type Seo = Parameters<typeof seoMetadata>[0]

/** The item's SEO group, with its summary and first picture where the editor left those out. */
export function itemMetadata(seo: Seo, { path, title, summary, picture, published }: { path: string; title: string; summary: string; picture: Picture | null; published?: string }): Metadata {
  const base = seoMetadata(seo, { path, fallbackTitle: title })
  const description = base.description ?? summary
  const images = base.openGraph?.images ?? (picture ? [{ url: picture.url, width: picture.width, height: picture.height, alt: picture.alt }] : undefined)
  return {
    ...base,
    description,
    openGraph: { ...base.openGraph, description, images, type: 'article', ...(published ? { publishedTime: published } : {}) },
    twitter: { ...base.twitter, description, images, card: images ? 'summary_large_image' : 'summary' },
  }
}

/** A media item's page: its title and summary in the banner (over its picture, where given), then the body. */
export function itemPage(title: string, summary: string, metadata: Metadata, body: TemplatePage['body'], image?: number | Media | null): TemplatePage {
  return { metadata, title, banner: <PageBanner title={title} intro={summary} image={image} />, body }
}

export const publisher = () => ({ name: siteConfig.BRAND_NAME })

type MediaCoreWords = ReturnType<typeof dictionary>['mediaCore']
type ItemDoc = { images?: { image: number | Media }[] | null; seo?: Seo }
type ItemDetail = { slug: string; title: string; summary: string; images: Picture[]; previous: Neighbour | null; next: Neighbour | null }
type DetailParts = Pick<Parameters<typeof MediaItemDetail>[0], 'facts' | 'body' | 'extra' | 'jsonLd'>

/**
 * A media item's template: what news, events and press share (the read, the banner, the SEO, the
 * pictures, share links, neighbours and the way back) once; `parts` adds the item's own facts,
 * body, links and JSON-LD.
 */
function mediaItemTemplate<Doc extends ItemDoc, Item extends ItemDetail>(kind: {
  /** The collection as share counts name it (`news:{slug}`). */
  share: string
  read: (slug: string, variant: Variant) => Promise<Doc | null>
  toDetail: (doc: Doc, variant: Variant) => Promise<Item>
  /** The item's page, or the list's without a slug (routes.media.news). */
  path: (slug?: string) => string
  backLabel: (t: MediaCoreWords) => string
  /** The item's publishing date, for the Open Graph article. */
  published?: (item: Item) => string
  parts: (item: Item, doc: Doc, context: { variant: Variant; url: string; images: string[] }) => DetailParts
}): Template {
  return async ({ variant, params }) => {
    const doc = params.slug ? await kind.read(params.slug, variant) : null
    if (!doc) return null
    const item = await kind.toDetail(doc, variant)
    const path = kind.path(item.slug)
    const url = absolute(path)
    return itemPage(
      item.title,
      item.summary,
      itemMetadata(doc.seo, { path, title: item.title, summary: item.summary, picture: item.images[0] ?? null, published: kind.published?.(item) }),
      <MediaItemDetail
        {...kind.parts(item, doc, { variant, url, images: item.images.map((p) => absolute(p.url)) })}
        pictures={mediaOf(doc.images)}
        share={{ item: `${kind.share}:${item.slug}`, url, title: item.title }}
        previous={item.previous}
        next={item.next}
        back={{ href: kind.path(), label: kind.backLabel(dictionary(variant.locale).mediaCore) }}
        locale={variant.locale}
      />,
    )
  }
}

const publishedOn = (date: string, variant: Variant): [string, React.ReactNode] => [
  dictionary(variant.locale).mediaCore.published,
  <time key="date" dateTime={date}>{formatDay(date, variant.locale, timeZone())}</time>,
]

export const newsTemplate: Template = mediaItemTemplate({
  share: 'news',
  read: getNews,
  toDetail: toNewsDetail,
  path: routes.media.news,
  backLabel: (t) => t.allNews,
  published: (item) => item.date,
  parts: (item, doc, { variant, url, images }) => ({
    facts: [publishedOn(item.date, variant), [dictionary(variant.locale).mediaCore.category, item.sub_category_name]],
    body: item.body,
    jsonLd: articleJsonLd({ headline: item.title, description: item.summary, url, images, published: item.date, modified: doc.updatedAt, publisher: publisher() }),
  }),
})

export const eventTemplate: Template = mediaItemTemplate({
  share: 'events',
  read: getEvent,
  toDetail: toEventDetail,
  path: routes.media.events,
  backLabel: (t) => t.allEvents,
  parts: (item, _doc, { variant, url, images }) => {
    const t = dictionary(variant.locale).mediaCore
    return {
      facts: [
        [t.when, <time key="when" dateTime={item.start}>{formatRange(item.start, item.end, variant.locale, timeZone(), item.all_day)}</time>],
        [t.where, item.place],
      ],
      body: item.body,
      jsonLd: eventJsonLd({ name: item.title, description: item.summary, url, images, start: item.start, end: item.end, place: item.place, organiser: siteConfig.BRAND_NAME }),
    }
  },
})

const actionLink = 'inline-flex min-h-11 items-center rounded-sm border border-brand-800 px-4 font-medium text-brand-800 transition hover:bg-brand-50'

export const pressTemplate: Template = mediaItemTemplate({
  share: 'press',
  read: getPress,
  toDetail: toPressDetail,
  path: routes.media.inPress,
  backLabel: (t) => t.allPress,
  published: (item) => item.date,
  parts: (item, doc, { variant, url, images }) => {
    const dict = dictionary(variant.locale)
    const t = dict.mediaCore
    const category = [item.category?.name, item.sub_category?.name].filter(Boolean).join(' · ')
    return {
      facts: [
        publishedOn(item.date, variant),
        ...(item.publication ? [[t.publication, item.publication] as [string, string]] : []),
        ...(category ? [[t.category, category] as [string, string]] : []),
      ],
      body: item.body,
      extra:
        item.file || item.link ? (
          <>
            {item.file ? (
              <a href={mediaSrc(item.file.url)} download={item.file.filename} className={actionLink}>
                {t.downloadPdf([sharedFileLanguage(variant.locale), fileSize(item.file.filesize, variant.locale)].filter(Boolean).join(', '))}
              </a>
            ) : null}
            {item.link ? (
              <a href={item.link} target="_blank" rel="noopener noreferrer" className={actionLink}>
                {t.readOriginal}
                <span className="sr-only">{dict.shell.opensInNewTab}</span>
              </a>
            ) : null}
          </>
        ) : undefined,
      jsonLd: articleJsonLd({ headline: item.title, description: item.summary, url, images, published: item.date, modified: doc.updatedAt, publisher: publisher(), publication: item.publication }),
    }
  },
})

/** A media list: a content page (its listing block) whose head names the listing's feed (src/data/media/feeds.ts). */
export function listWithFeedTemplate(feed: MediaFeed): Template {
  return async (args) => {
    const listPage = await contentPageTemplate(args)
    if (!listPage) return null
    return {
      ...listPage,
      metadata: {
        ...listPage.metadata,
        alternates: { ...listPage.metadata.alternates, types: { 'application/rss+xml': [{ url: feed.feedPath, title: feed.title(args.variant.locale) }] } },
      },
    }
  }
}

export const newsListTemplate: Template = listWithFeedTemplate(feedOfList(routes.media.news()))
