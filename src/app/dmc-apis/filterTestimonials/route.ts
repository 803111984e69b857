import { z } from 'zod'
import { TESTIMONIAL_KEYWORD_MAX, TESTIMONIAL_YEARS, findTestimonials } from '@/data/testimonials'
import { intParam, listEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/filterTestimonials?page&size&year&month&keyword[&lang&country]: a country's
 * testimonials, newest first. `keyword` matches the quote or the author's name.
 */
export const GET = listEndpoint({
  name: 'filterTestimonials',
  defaultSize: 6,
  params: {
    year: intParam('year', TESTIMONIAL_YEARS),
    month: intParam('month', { min: 1, max: 12 }),
    keyword: z
      .string()
      .trim()
      .max(TESTIMONIAL_KEYWORD_MAX, `keyword must be at most ${TESTIMONIAL_KEYWORD_MAX} characters`)
      .optional()
      .transform((k) => k || undefined),
  },
  // The data module caches filter-only reads and skips free-text ones (src/data/testimonials.ts).
  read: (query, variant) => findTestimonials(query, variant),
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
