import { findTestimonials, testimonialYears } from '@/data/testimonials'
import { DEFAULT_VARIANT } from '@/config/variant'
import { TestimonialsBrowser } from '@/components/islands'
import { testimonialFilters } from '@/config/list-filters'
import { readFilterQuery } from '@/lib/listing/filter-state'
import { routes } from '@/routes'
import type { BlockProps } from '../block-props'
import { ListSection } from '@/components/catalogue/ListSection'

/**
 * The testimonials list. The server renders the view the address asks for (the plain address is
 * the static first page; one with filters or a page is rendered per request), so the filters are a
 * GET form that works without JavaScript; the browser island then filters and pages through
 * GET /dmc-apis/filterTestimonials.
 */
export async function TestimonialsBlock({ title, page_size, variant = DEFAULT_VARIANT, query, path }: BlockProps<'testimonials'>) {
  const size = page_size || 6
  const years = await testimonialYears(variant)
  // A year without testimonials counts as no filter, so what is read (and cached) stays a bounded set.
  const state = readFilterQuery(testimonialFilters, query ?? {}, { year: years })
  const first = await findTestimonials(
    { page: state.page, size, year: Number(state.year) || undefined, month: Number(state.month) || undefined, keyword: state.keyword || undefined },
    variant,
  )
  return (
    <ListSection headingId="testimonials-title" title={title} width="max-w-5xl">
      <TestimonialsBrowser initial={first} initialState={state} size={size} years={years} variant={variant} listPath={path ?? routes.family.testimonials} />
    </ListSection>
  )
}
