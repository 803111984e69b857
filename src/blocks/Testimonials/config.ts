import type { Block } from 'payload'

/** The testimonials of the visitor's country, newest first, filterable by year, month and keyword. */
export const Testimonials: Block & { slug: 'testimonials' } = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: 'Testimonials list', plural: 'Testimonials lists' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'page_size', type: 'number', defaultValue: 6, min: 1, max: 24, required: true },
  ],
}
