/**
 * The news sub-categories (the `subCategory` filter of GET /dmc-apis/news and of the news list).
 * A fixed list: the site's own words for each are in the dictionary (mediaCore.newsTopics); the
 * admin shows the English label.
 */
export const NEWS_TOPICS = [
  { value: 'company', label: 'Company' },
  { value: 'tea-and-estates', label: 'Tea and estates' },
  { value: 'sustainability', label: 'Sustainability' },
  { value: 'community', label: 'Community' },
  { value: 'awards', label: 'Awards' },
] as const

export type NewsTopic = (typeof NEWS_TOPICS)[number]['value']
