import type { FieldHook } from 'payload'
import { routes } from '@/routes'
import { lexicalToText } from '../../search/text'
import { slugField } from '../../fields/slug'
import { defineContentCollection } from '../defineContentCollection'

/**
 * Copies the series' slug beside the relationship: an episode's address is
 * routes.allAboutTea.podcasts(seriesSlug, episodeSlug), and the search index, the sitemap and the
 * cards build it from the episode alone. Series slugs are fixed once saved, so the copy stays true.
 */
const copySeriesSlug: FieldHook = async ({ siblingData, req, value }) => {
  const series = siblingData?.series as number | string | { slug?: string } | null | undefined
  if (series && typeof series === 'object') return series.slug ?? value
  if (series == null) return value
  const doc = await req.payload.findByID({ collection: 'podcast-series', id: series, depth: 0, draft: true, req, select: { slug: true } }).catch(() => null)
  return doc?.slug ?? value
}

/**
 * A podcast episode with a page of its own (routes.allAboutTea.podcasts(series, slug)): its audio
 * file (played with native, keyboard-operable controls and never lazy-loaded), show notes and a
 * transcript, the text alternative of the recording.
 */
export const PodcastEpisodes = defineContentCollection({
  slug: 'podcast-episodes',
  key: 'slug',
  labels: { singular: 'Podcast episode', plural: 'Podcast episodes' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'series', 'published_on', 'featured', 'country', '_status'],
    group: 'Podcasts',
  },
  defaultSort: '-published_on',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField({ description: 'The episode’s address within its series, unique in its country.' }),
    { name: 'series', type: 'relationship', relationTo: 'podcast-series', required: true, index: true },
    {
      name: 'series_slug',
      type: 'text',
      index: true,
      hooks: { beforeChange: [copySeriesSlug] },
      admin: { readOnly: true, position: 'sidebar', description: 'From the series' },
    },
    { name: 'episode_number', type: 'number', min: 1, admin: { position: 'sidebar' } },
    { name: 'published_on', type: 'date', required: true, index: true, admin: { position: 'sidebar', description: 'Shown as the episode’s date' } },
    { name: 'featured', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar', description: 'The newest featured episode leads the podcasts page' } },
    { name: 'summary', type: 'textarea', localized: true, required: true },
    {
      name: 'audio',
      type: 'upload',
      relationTo: 'media',
      required: true,
      filterOptions: { mimeType: { contains: 'audio' } },
    },
    { name: 'duration_seconds', type: 'number', min: 0, admin: { description: 'Length of the recording, in seconds' } },
    { name: 'cover_image', type: 'upload', relationTo: 'media', filterOptions: { mimeType: { contains: 'image' } }, admin: { description: 'Default: the series’ cover' } },
    { name: 'notes', type: 'richText', localized: true, admin: { description: 'Show notes' } },
    { name: 'transcript', type: 'richText', localized: true, admin: { description: 'What is said, for visitors who cannot listen' } },
  ],
  search: {
    label: { en: 'Podcast episode', de: 'Podcast-Folge' },
    priority: 4,
    toEntry: (episode) => ({
      title: episode.title,
      url: routes.allAboutTea.podcasts(episode.series_slug ?? '', episode.slug),
      excerpt: episode.seo?.meta_description || episode.summary,
      body: [episode.summary, lexicalToText(episode.notes), lexicalToText(episode.transcript), episode.seo?.keywords].filter(Boolean).join('\n'),
    }),
  },
})
