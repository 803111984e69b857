import type { Block } from 'payload'

/**
 * The podcasts page (data-layer spec: feature_podcast, podcast_sections): the featured episode,
 * then every series of the visitor's country with its episodes. The items are the Podcast series
 * and Podcast episodes collections; the block only places them on the page.
 */
export const Podcasts: Block & { slug: 'podcasts' } = {
  slug: 'podcasts',
  interfaceName: 'PodcastsBlock',
  labels: { singular: 'Podcasts list', plural: 'Podcasts lists' },
  fields: [
    { name: 'title', type: 'text', localized: true, admin: { description: 'Heading above the series, e.g. “Our series”' } },
    { name: 'show_featured', type: 'checkbox', defaultValue: true, admin: { description: 'Lead with the featured episode' } },
  ],
}
