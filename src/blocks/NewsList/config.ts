import { listingBlock } from '../listing-block'

/** The news listing (src/data/media/news.ts): filters by year, month and topic, and pages. */
export const NewsList = listingBlock({ slug: 'newsList', interfaceName: 'NewsListBlock', singular: 'News list', plural: 'News lists', defaultSize: 9 })
