import { listingBlock } from '../listing-block'

/** The tea blog's posts (src/data/media/blog.ts): filters by year, month and category, and pages. */
export const TeaBlogList = listingBlock({ slug: 'teaBlogList', interfaceName: 'TeaBlogListBlock', singular: 'Tea blog list', plural: 'Tea blog lists', defaultSize: 9 })
