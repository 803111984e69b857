import { listingBlock } from '../block-config'

/** The testimonials of the visitor's country, newest first, filterable by year, month and keyword. */
export const Testimonials = listingBlock({ slug: 'testimonials', labels: ['Testimonials list', 'Testimonials lists'], defaultSize: 6, maxSize: 24 })
