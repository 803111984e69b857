import { listingBlock } from '../block-config'

/** The tea accessories sold in the visitor's country, filterable by material and category, paginated. */
export const Accessories = listingBlock({ slug: 'accessories', labels: ['Tea accessories list', 'Tea accessories lists'], defaultSize: 6 })
