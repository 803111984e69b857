import type { FieldHook } from 'payload'
import { routes } from '@/routes'
import { slugField } from '../fields/slug'
import { defineContentCollection } from './defineContentCollection'

/**
 * The year and month of a testimonial's date, stored beside it so the list can filter by either
 * alone (GET /dmc-apis/filterTestimonials) with plain equality on indexed columns.
 */
const fromDate = (part: 'year' | 'month'): FieldHook => ({ siblingData, value }) => {
  const date = siblingData?.date ? new Date(siblingData.date as string) : null
  if (!date || Number.isNaN(date.getTime())) return value
  return part === 'year' ? date.getUTCFullYear() : date.getUTCMonth() + 1
}

/** What visitors, hoteliers and trade buyers say about the tea (the testimonials page). */
export const Testimonials = defineContentCollection({
  slug: 'testimonials',
  labels: ['Testimonial', 'Testimonials'],
  group: 'Content',
  useAsTitle: 'author_name',
  columns: ['place', 'date'],
  defaultSort: '-date',
  fields: [
    { name: 'author_name', type: 'text', required: true },
    slugField(),
    { name: 'role', type: 'text', localized: true, admin: { description: 'e.g. General manager, Harbour Hotel' } },
    { name: 'place', type: 'text', localized: true, admin: { description: 'City and country' } },
    { name: 'text', type: 'textarea', required: true, localized: true },
    { name: 'date', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'monthOnly' } } },
    { name: 'year', type: 'number', index: true, hooks: { beforeChange: [fromDate('year')] }, admin: { readOnly: true, position: 'sidebar', description: 'From the date' } },
    { name: 'month', type: 'number', index: true, hooks: { beforeChange: [fromDate('month')] }, admin: { readOnly: true, position: 'sidebar', description: 'From the date' } },
    { name: 'photo', type: 'upload', relationTo: 'media' },
  ],
  search: {
    label: { en: 'Testimonial', de: 'Stimme' },
    priority: 3,
    toEntry: (item) => ({
      title: item.author_name,
      // The list filtered to this author, so a search result leads straight to the quote.
      url: `${routes.family.testimonials}?keyword=${encodeURIComponent(item.author_name)}`,
      excerpt: item.text,
      body: [item.role, item.place, item.text].filter(Boolean).join('\n'),
    }),
  },
})
