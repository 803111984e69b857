import { defineBlock, headingField } from '../block-config'

/** The n latest news stories of the visitor's country, as cards, with a link to all news. For any page (the media landing). */
export const LatestNews = defineBlock({
  slug: 'latestNews',
  labels: ['Latest news', 'Latest news'],
  fields: [
    headingField('Default: “Latest news”'),
    { name: 'count', type: 'number', defaultValue: 3, min: 1, max: 12, required: true },
  ],
})
