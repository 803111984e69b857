import type { Where } from 'payload'
import type { Testimonial } from '@/payload-types'
import { pictureOf, type Picture } from '@/lib/media/picture'
import { routes } from '@/routes'
import { findList } from './content'
import type { Variant } from '@/config/variant'

/** The testimonial list's filters (GET /dmc-apis/filterTestimonials and the page's first render). */
export type TestimonialFilters = { page: number; size: number; year?: number; month?: number; keyword?: string }

/** What a visitor sees of one testimonial; the same shape for the API and the server render. */
export type TestimonialItem = {
  slug: string
  url: string
  author: string
  role: string | null
  place: string | null
  text: string
  /** ISO date; the list shows month and year. */
  date: string
  photo: Picture | null
}

function filterWhere({ year, month, keyword }: TestimonialFilters): Where | undefined {
  const and: Where[] = []
  if (year) and.push({ year: { equals: year } })
  if (month) and.push({ month: { equals: month } })
  if (keyword) and.push({ or: [{ text: { like: keyword } }, { author_name: { like: keyword } }] })
  return and.length ? { and } : undefined
}

/**
 * A page of a country's testimonials, newest first. Reads without a keyword are cached (a
 * bounded set: years × months × pages); free-text reads are not, so typing cannot fill the cache.
 */
export async function findTestimonials(filters: TestimonialFilters, variant: Variant): Promise<{ items: TestimonialItem[]; total: number }> {
  const { docs, total } = await findList({
    collection: 'testimonials',
    variant,
    where: filterWhere(filters),
    sort: ['-date', 'slug'],
    page: filters.page,
    size: filters.size,
    depth: 1,
    cache: !filters.keyword,
  })
  return { items: docs.map(toItem), total }
}

/** The years that have testimonials in a country, newest first (the year filter's options). */
export async function testimonialYears(variant: Variant): Promise<number[]> {
  const { docs } = await findList({ collection: 'testimonials', variant, select: { year: true, slug: true }, size: 0, depth: 0 })
  return [...new Set(docs.map((doc) => doc.year).filter((y): y is number => typeof y === 'number'))].sort((a, b) => b - a)
}

function toItem(doc: Testimonial): TestimonialItem {
  return {
    slug: doc.slug,
    url: routes.family.testimonials,
    author: doc.author_name,
    role: doc.role ?? null,
    place: doc.place ?? null,
    text: doc.text,
    date: doc.date,
    photo: pictureOf(doc.photo),
  }
}
