import { listingBlock } from '../block-config'

/** The tea blog's posts (src/data/media/blog.ts): filters by year, month and category, and pages. */
export const TeaBlogList = listingBlock({ slug: 'teaBlogList', labels: ['Tea blog list', 'Tea blog lists'], defaultSize: 9 })
