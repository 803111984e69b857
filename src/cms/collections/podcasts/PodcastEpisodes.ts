import { routes } from '@/routes'
import { audioField, imageField } from '../../fields/media'
import { relationWithSlugFields } from '../../fields/slug-copy'
import { titleField } from '../../fields/text'
import { lexicalToText } from '../../search/plain-text'
import { slugField } from '../../fields/slug'
import { defineContentCollection } from '../defineContentCollection'
import { entryWithSeo } from '../../search/source'

/**
 * A podcast episode with a page of its own (routes.allAboutTea.podcastEpisode(series, slug)): its audio
 * file (played with native, keyboard-operable controls and never lazy-loaded), show notes and a
 * transcript, the text alternative of the recording.
 */
export const PodcastEpisodes = defineContentCollection({
  slug: 'podcast-episodes',
  labels: ['Podcast episode', 'Podcast episodes'],
  group: 'Podcasts',
  columns: ['series', 'published_on', 'featured'],
  defaultSort: '-published_on',
  fields: [
    titleField(),
    slugField({ description: 'The episode’s address within its series, unique in its country.' }),
    // An episode's address is routes.allAboutTea.podcastEpisode(series_slug, slug): the search index, the
    // sitemap and the cards build it from the episode alone.
    ...relationWithSlugFields('series', 'podcast-series'),
    { name: 'episode_number', type: 'number', min: 1, admin: { position: 'sidebar' } },
    { name: 'published_on', type: 'date', required: true, index: true, admin: { position: 'sidebar', description: 'Shown as the episode’s date' } },
    { name: 'featured', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar', description: 'The newest featured episode leads the podcasts page' } },
    { name: 'summary', type: 'textarea', localized: true, required: true },
    audioField('audio', { required: true }),
    { name: 'duration_seconds', type: 'number', min: 0, admin: { description: 'Length of the recording, in seconds' } },
    imageField('cover_image', { admin: { description: 'Default: the series’ cover' } }),
    { name: 'notes', type: 'richText', localized: true, admin: { description: 'Show notes' } },
    { name: 'transcript', type: 'richText', localized: true, admin: { description: 'What is said, for visitors who cannot listen' } },
  ],
  search: {
    label: { en: 'Podcast episode', de: 'Podcast-Folge' },
    priority: 4,
    toEntry: (episode) => entryWithSeo(episode, { title: episode.title, url: routes.allAboutTea.podcastEpisode(episode.series_slug ?? '', episode.slug), excerpt: episode.summary, text: [episode.summary, lexicalToText(episode.notes), lexicalToText(episode.transcript)] }),
  },
})
