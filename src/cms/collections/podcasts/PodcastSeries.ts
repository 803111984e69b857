import { routes } from '@/routes'
import { imageField } from '../../fields/media'
import { orderField, titleField } from '../../fields/text'
import { lexicalToText } from '../../search/plain-text'
import { slugField } from '../../fields/slug'
import { defineContentCollection } from '../defineContentCollection'
import { entryWithSeo } from '../../search/source'

/**
 * A podcast series: one of the "podcast sections" of the podcasts page (data-layer spec,
 * podcast_sections), with a page of its own at routes.allAboutTea.podcasts(slug) listing its episodes.
 * Its slug is fixed once saved, because every episode's address carries it.
 */
export const PodcastSeries = defineContentCollection({
  slug: 'podcast-series',
  labels: ['Podcast series', 'Podcast series'],
  typescript: { interface: 'PodcastSeries' },
  group: 'Podcasts',
  columns: ['slug', 'order'],
  fields: [
    titleField(),
    slugField({ description: 'The series’ address, e.g. from-the-estate.', fixed: true }),
    orderField('Lower comes first on the podcasts page'),
    { name: 'host', type: 'text', localized: true, admin: { description: 'Who presents the series' } },
    { name: 'summary', type: 'textarea', localized: true, required: true, admin: { description: 'One or two sentences for the podcasts page' } },
    { name: 'description', type: 'richText', localized: true },
    imageField('cover_image', { required: true }),
  ],
  search: {
    label: { en: 'Podcast', de: 'Podcast' },
    priority: 5,
    toEntry: (series) => entryWithSeo(series, { title: series.title, url: routes.allAboutTea.podcasts(series.slug), excerpt: series.summary, text: [series.host, series.summary, lexicalToText(series.description)] }),
  },
})
