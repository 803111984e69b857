import { describe, expect, it } from 'vitest'
import { accessoryFilters, testimonialFilters } from '@/config/list-filters'
import { filterAddress, noFilters, readFilterQuery, toFilterQuery } from '@/lib/listing/filter-state'
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
    const read = (query: Record<string, string>) => readFilterQuery(testimonialFilters, query, { year: years })
    expect(read({ year: '2025', month: '3', keyword: ' hotel ', page: '2' })).toEqual({ year: '2025', month: '3', keyword: 'hotel', page: 2 })
    expect(read({ year: '1999', month: '13', page: '0' })).toEqual(noFilters(testimonialFilters))
    expect(read({ month: '03', keyword: 'x'.repeat(150) })).toMatchObject({ month: '3', keyword: 'x'.repeat(100) })
  })

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    const address = filterAddress(testimonialFilters, { year: years })
    expect(address.toQuery(address.cleared)).toBe('')
    const state = { year: '2024', month: '', keyword: 'tea', page: 3 }
    expect(address.toQuery(state)).toBe('?year=2024&keyword=tea&page=3')
    expect(address.read(new URLSearchParams(address.toQuery(state)))).toEqual(state)
    expect(address.isFiltered(state)).toBe(true)
    expect(address.same(state, { ...state, keyword: ' tea ' })).toBe(true)
  })
})

describe('the accessories filters in the address', () => {
  const categories = ['serving', 'strainers-and-infusers']
  it('reads known materials and categories and ignores the rest', () => {
    const read = (query: Record<string, string>) => readFilterQuery(accessoryFilters, query, { category: categories })
    expect(read({ material: 'glass', category: 'serving', page: '2' })).toEqual({ material: 'glass', category: 'serving', page: 2 })
    expect(read({ material: 'gold', category: 'nope', page: 'x' })).toEqual({ material: '', category: '', page: 1 })
    expect(read({ category: 'Not A Slug' })).toMatchObject({ category: '' })
  })

  it('writes them back without defaults, in the declared order, so a view can be shared', () => {
    expect(toFilterQuery(accessoryFilters, { material: 'cast-iron', category: '', page: 1 })).toBe('?material=cast-iron')
    expect(toFilterQuery(accessoryFilters, { material: '', category: 'serving', page: 3 })).toBe('?category=serving&page=3')
    expect(toFilterQuery(accessoryFilters, { category: 'serving', material: 'glass', page: 1 })).toBe('?material=glass&category=serving')
    expect(toFilterQuery(accessoryFilters, noFilters(accessoryFilters))).toBe('')
  })
})
