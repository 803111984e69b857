import { defineBlock, headingField } from '../block-config'

/**
 * The podcasts page (data-layer spec: feature_podcast, podcast_sections): the featured episode,
 * then every series of the visitor's country with its episodes. The items are the Podcast series
 * and Podcast episodes collections; the block only places them on the page.
 */
export const Podcasts = defineBlock({
  slug: 'podcasts',
  labels: ['Podcasts list', 'Podcasts lists'],
  fields: [
    headingField('Heading above the series, e.g. “Our series”'),
    { name: 'show_featured', type: 'checkbox', defaultValue: true, admin: { description: 'Lead with the featured episode' } },
  ],
})
