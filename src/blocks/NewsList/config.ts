import { listingBlock } from '../block-config'

/** The news listing (src/data/media/news.ts): filters by year, month and topic, and pages. */
export const NewsList = listingBlock({ slug: 'newsList', labels: ['News list', 'News lists'], defaultSize: 9 })
