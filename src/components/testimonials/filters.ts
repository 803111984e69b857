/**
 * The testimonial filters as they appear in the page's address, so a filtered view can be shared:
 * ?year=2025&month=3&keyword=hotel&page=2. Defaults are left out of the address.
 */
export type Filters = { year: string; month: string; keyword: string }
export type ListState = Filters & { page: number }

export const NO_FILTERS: ListState = { year: '', month: '', keyword: '', page: 1 }

export function readQuery(search: string): ListState | null {
  const params = new URLSearchParams(search)
  if (!['year', 'month', 'keyword', 'page'].some((key) => params.get(key))) return null
  const number = (key: string) => (/^\d{1,4}$/.test(params.get(key) ?? '') ? params.get(key)! : '')
  const page = Number(number('page')) || 1
  return { year: number('year'), month: number('month'), keyword: (params.get('keyword') ?? '').slice(0, 100), page }
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
