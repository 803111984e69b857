import { findTestimonials, testimonialYears } from '@/data/testimonials'
import { DEFAULT_VARIANT } from '@/config/variant'
import { TestimonialsBrowser } from '@/components/islands'
import type { BlockProps } from '../types'

/**
 * The testimonials list. The first page (no filters) is rendered on the server, so the page stays
 * static and shows content without a client round trip; the browser island adds the filters and
 * pagination, and loads a shared address's filters (?year=…&month=…&keyword=…&page=…) itself.
 */
export async function TestimonialsBlock({ title, page_size, variant = DEFAULT_VARIANT }: BlockProps<'testimonials'>) {
  const size = page_size || 6
  const [first, years] = await Promise.all([findTestimonials({ page: 1, size }, variant), testimonialYears(variant)])
  return (
    <section aria-labelledby={title ? 'testimonials-title' : undefined} className="mx-auto max-w-5xl px-4 py-12 lg:py-16">
      {title ? (
        <h2 id="testimonials-title" className="mb-8 font-serif text-3xl text-brand-900">
          {title}
        </h2>
      ) : null}
      <TestimonialsBrowser initial={first} size={size} years={years} variant={variant} />
    </section>
  )
}
