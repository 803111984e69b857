/**
 * The testimonial filters as they appear in the page's address, so a filtered view can be shared
 * and reloaded: ?year=2025&month=3&keyword=hotel&page=2 (defaults left out). The server (a
 * per-request render of such an address) and the browser island read them with the same rules: a
 * year without testimonials or a month outside 1–12 counts as no filter.
 */
export type Filters = { year: string; month: string; keyword: string }
export type ListState = Filters & { page: number }

export const NO_FILTERS: ListState = { year: '', month: '', keyword: '', page: 1 }

/** The longest keyword the list API accepts (TESTIMONIAL_KEYWORD_MAX in src/data/testimonials.ts). */
const KEYWORD_MAX = 100

export function readTestimonialQuery(query: Record<string, string | undefined>, years: readonly number[]): ListState {
  const year = query.year ?? ''
  const month = Number(query.month)
  const page = Number(query.page)
  return {
    year: years.includes(Number(year)) ? year : '',
    month: Number.isInteger(month) && month >= 1 && month <= 12 ? String(month) : '',
    keyword: (query.keyword ?? '').trim().slice(0, KEYWORD_MAX),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

export function toQuery(state: ListState): string {
  const params = new URLSearchParams()
  if (state.year) params.set('year', state.year)
  if (state.month) params.set('month', state.month)
  if (state.keyword.trim()) params.set('keyword', state.keyword.trim())
  if (state.page > 1) params.set('page', String(state.page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

export const sameTestimonialState = (a: ListState, b: ListState) => a.year === b.year && a.month === b.month && a.keyword.trim() === b.keyword.trim() && a.page === b.page

export const isFiltered = (state: ListState) => Boolean(state.year || state.month || state.keyword.trim())
