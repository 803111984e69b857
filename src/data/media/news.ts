import type { NewsItem } from '@/payload-types'
import { dictionary } from '@/i18n'
import { NEWS_TOPICS } from '@/lib/media/news-topics'
import { pageTypes, routes } from '@/routes'
import { listFilters } from '@/lib/listing/types'
import { findBySlug, findList } from '../content'
import type { Locale, Variant } from '@/config/variant'
import { pictureOf, picturesOf, type Picture } from '@/lib/media/picture'
import { allOf, dateWhere, defineListing, neighbourLink, neighboursOf, yearOptions, type ListingFilters, type Neighbour } from './listing'

/** One news story in a list (GET /dmc-apis/news, the news listing, the latest-news block, the feed). */
export type NewsListItem = {
  slug: string
  url: string
  title: string
  /** ISO date-time. */
  date: string
  sub_category: NewsItem['sub_category']
  /** The topic in the asked language. */
  sub_category_name: string
  summary: string
  image: Picture | null
}

/** One story with its text and pictures, and the stories either side (GET /dmc-apis/news_by_name, the story's page). */
export type NewsDetail = NewsListItem & {
  body: NewsItem['body']
  images: Picture[]
  previous: Neighbour | null
  next: Neighbour | null
}

const topicName = (topic: NewsItem['sub_category'], locale: Locale) => dictionary(locale).mediaCore.newsTopics[topic] ?? topic

export function toNewsListItem(doc: NewsItem, locale: Locale): NewsListItem {
  return {
    slug: doc.slug,
    url: routes.media.news(doc.slug),
    title: doc.title,
    date: doc.date,
    sub_category: doc.sub_category,
    sub_category_name: topicName(doc.sub_category, locale),
    summary: doc.summary,
    image: pictureOf(doc.images?.[0]?.image),
  }
}

/** A page of a country's news, newest first. Callers pass checked filters, so the cached reads stay bounded. */
export async function findNews(filters: ListingFilters, variant: Variant): Promise<{ items: NewsListItem[]; total: number }> {
  const { docs, total } = await findList({
    collection: 'news',
    variant,
    where: allOf([...dateWhere(filters), ...(filters.subCategory ? [{ sub_category: { equals: filters.subCategory } }] : [])]),
    sort: ['-date', 'slug'],
    page: filters.page,
    size: filters.size,
    depth: 1,
  })
  return { items: docs.map((doc) => toNewsListItem(doc, variant.locale)), total }
}

/** One story by its slug (the page's last segment): the country's own, else GLOBAL's. */
export function getNews(slug: string, variant: Variant): Promise<NewsItem | null> {
  return findBySlug('news', slug, variant)
}

export async function toNewsDetail(doc: NewsItem, variant: Variant): Promise<NewsDetail> {
  const around = await neighboursOf('news', variant, { field: 'date', value: doc.date, slug: doc.slug }, neighbourLink(routes.media.news))
  return {
    ...toNewsListItem(doc, variant.locale),
    body: doc.body,
    images: picturesOf(doc.images?.map((row) => row.image)),
    ...around,
  }
}

/** The news listing: by year, month and topic, nine to a page. */
export const newsListing = defineListing<NewsListItem>({
  name: 'news',
  endpoint: '/dmc-apis/news',
  collection: 'news',
  defaultSize: 9,
  filters: listFilters(pageTypes.newsList),
  card: { title: 'title', date: 'date', image: 'image', teaser: 'summary', meta: 'sub_category_name', dateStyle: 'day' },
  read: findNews,
  options: async (variant) => ({
    year: await yearOptions('news', variant),
    subCategory: NEWS_TOPICS.map(({ value }) => ({ value, label: topicName(value, variant.locale) })),
  }),
  copy: (locale) => {
    const t = dictionary(locale).mediaCore
    return { itemOne: t.newsItem, itemOther: t.newsItems }
  },
})
