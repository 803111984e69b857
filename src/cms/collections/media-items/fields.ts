import type { Field } from 'payload'
import { MEDIA_YEAR_MAX, MEDIA_YEAR_MIN } from '@/lib/media-categories'

/** The year an audio or video item is listed under (the listings' year filter). */
export const yearField = (): Field => ({
  name: 'year',
  type: 'number',
  required: true,
  index: true,
  min: MEDIA_YEAR_MIN,
  max: MEDIA_YEAR_MAX,
  admin: { position: 'sidebar', description: 'The year it was recorded or first shown; the listing’s year filter' },
})

/** A fixed sub-category (src/lib/media-categories.ts): the listing's second filter. */
export const subCategoryField = (values: readonly string[], labels: Record<string, string>): Field => ({
  name: 'sub_category',
  type: 'select',
  required: true,
  index: true,
  options: values.map((value) => ({ value, label: labels[value] ?? value })),
  admin: { position: 'sidebar' },
})

/** A full http(s) address, or nothing. */
export function httpUrlError(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null
  return typeof value === 'string' && /^https?:\/\/\S+$/.test(value) ? null : 'A full http(s) URL'
}
