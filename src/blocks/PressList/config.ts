import { listingBlock } from '../block-config'

/** The press items (src/data/media/press.ts): filters by year, month, category and sub-category, and pages. */
export const PressList = listingBlock({ slug: 'pressList', labels: ['Press list', 'Press lists'], defaultSize: 9 })
