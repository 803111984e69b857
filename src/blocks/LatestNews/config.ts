import type { Block } from 'payload'

/** The n latest news stories of the visitor's country, as cards, with a link to all news. For any page (the media landing). */
export const LatestNews: Block & { slug: 'latestNews' } = {
  slug: 'latestNews',
  interfaceName: 'LatestNewsBlock',
  labels: { singular: 'Latest news', plural: 'Latest news' },
  fields: [
    { name: 'title', type: 'text', localized: true, admin: { description: 'Default: “Latest news”' } },
    { name: 'count', type: 'number', defaultValue: 3, min: 1, max: 12, required: true },
  ],
}
