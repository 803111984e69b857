import { listingBlock } from '../listing-block'

/** The press items (src/data/media/press.ts): filters by year, month, category and sub-category, and pages. */
export const PressList = listingBlock({ slug: 'pressList', interfaceName: 'PressListBlock', singular: 'Press list', plural: 'Press lists', defaultSize: 9 })
