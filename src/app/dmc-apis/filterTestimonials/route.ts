import { testimonialFilters } from '@/config/list-filters'
import { findTestimonials } from '@/data/testimonials'
import { filterParams, listEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/filterTestimonials?page&size&year&month&keyword[&lang&country]: a country's
 * testimonials, newest first, filtered as the list declares (src/config/list-filters.ts); `keyword`
 * matches the quote or the author's name.
 */
export const GET = listEndpoint({
  name: 'filterTestimonials',
  defaultSize: 6,
  params: filterParams(testimonialFilters),
  // The data module caches filter-only reads and skips free-text ones (src/data/testimonials.ts).
  read: (query, variant) => findTestimonials(query, variant),
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
