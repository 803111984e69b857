import { describe, expect, it } from 'vitest'
import { NO_FILTERS, readTestimonialQuery, toQuery } from '@/components/testimonials/testimonial-filters'
import { carriesListQuery, listQueryOf } from '@/lib/routing/list-query'
import { matchPageType } from '@/lib/routing/match'
import { routes } from '@/routes'

const years = [2026, 2025, 2024]

describe('the testimonials list’s address', () => {
  it('is its own page type, rendered per request when it carries a filter or page', () => {
    expect(matchPageType(routes.family.testimonials)).toEqual({ name: 'testimonials', params: {} })
    expect(carriesListQuery('testimonials', new URLSearchParams('keyword=hotel'))).toBe(true)
    expect(carriesListQuery('testimonials', new URLSearchParams('year=&month=&keyword='))).toBe(false)
    expect(listQueryOf('testimonials', new URLSearchParams('year=2025&month=3&utm_source=x'))).toEqual({ year: '2025', month: '3' })
  })

  it('reads a year with testimonials, a month from 1 to 12, a trimmed keyword and a page; anything else is no filter', () => {
    expect(readTestimonialQuery({ year: '2025', month: '3', keyword: ' hotel ', page: '2' }, years)).toEqual({ year: '2025', month: '3', keyword: 'hotel', page: 2 })
    expect(readTestimonialQuery({ year: '1999', month: '13', page: '0' }, years)).toEqual(NO_FILTERS)
    expect(readTestimonialQuery({ month: '03', keyword: 'x'.repeat(150) }, years)).toMatchObject({ month: '3', keyword: 'x'.repeat(100) })
  })

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(toQuery(NO_FILTERS)).toBe('')
    const state = { year: '2024', month: '', keyword: 'tea', page: 3 }
    expect(toQuery(state)).toBe('?year=2024&keyword=tea&page=3')
    expect(readTestimonialQuery(Object.fromEntries(new URLSearchParams(toQuery(state))), years)).toEqual(state)
  })
})
