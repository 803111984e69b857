import { NEWS_TOPICS } from '@/lib/media/news-topics'
import { routes } from '@/routes'
import { galleryField } from '../../fields/catalogue'
import { datedFields } from '../../fields/date-parts'
import { slugField } from '../../fields/slug'
import { titleField } from '../../fields/text'
import { lexicalToText } from '../../search/plain-text'
import { defineContentCollection } from '../defineContentCollection'
import { entryWithSeo } from '../../search/source'

/**
 * The brand's news (data-layer spec: news, news_by_name): dated stories with a topic
 * (`sub_category`), listed at routes.media.news() and each on its own page, in the RSS feed and
 * the latest-news block. The first picture is the card's and the share image.
 */
export const News = defineContentCollection({
  slug: 'news',
  labels: ['News item', 'News'],
  typescript: { interface: 'NewsItem' },
  group: 'Media centre',
  columns: ['date', 'sub_category'],
  defaultSort: '-date',
  fields: [
    titleField(),
    slugField({ description: 'The last part of the story’s address, e.g. first-flush-at-kirikanda.' }),
    ...datedFields(),
    { name: 'sub_category', type: 'select', required: true, index: true, options: [...NEWS_TOPICS], admin: { position: 'sidebar', description: 'The topic visitors can filter by' } },
    { name: 'summary', type: 'textarea', required: true, localized: true, admin: { description: 'Two or three sentences for the card, the feed and search results' } },
    { name: 'body', type: 'richText', required: true, localized: true },
    galleryField(),
  ],
  search: {
    label: { en: 'News', de: 'Neuigkeit' },
    priority: 4,
    toEntry: (item) => entryWithSeo(item, { title: item.title, url: routes.media.news(item.slug), excerpt: item.summary, text: [item.summary, lexicalToText(item.body)] }),
  },
})
