import type { FilterRule, ListFilterRules } from '@/config/list-filters'
import { isSlug } from '@/lib/routing/slug-format'

/**
 * What a list with declared filters (src/config/list-filters.ts) shows: one value per filter ('' for
 * none) and the page. The server (a per-request render of a filtered address) and the browser island
 * read and write the address with these same functions, so a filtered view can be shared and reloaded.
 */
export type FilterState<F extends ListFilterRules> = { [K in keyof F & string]: F[K] extends { kind: 'choice'; values: readonly (infer V)[] } ? V | '' : string } & {
  page: number
}

/** Values the data says exist, per filter (the categories' slugs, the years with items). */
export type KnownValues<F extends ListFilterRules> = Partial<Record<keyof F & string, readonly (string | number)[]>>

const MAX_PAGE = 10_000

/** A filter's value in a state, as text. */
const valueOf = <F extends ListFilterRules>(state: FilterState<F>, name: string): string => String((state as Record<string, unknown>)[name] ?? '').trim()

/** A value as its rule reads it, '' when it breaks the rule. */
function ruled(rule: FilterRule, raw: string): string {
  const value = raw.trim()
  switch (rule.kind) {
    case 'choice':
      return (rule.values as readonly string[]).includes(value) ? value : ''
    case 'slug':
      return value.length <= rule.max && isSlug(value) ? value : ''
    case 'number': {
      const number = /^\d{1,9}$/.test(value) ? Number(value) : NaN
      return number >= rule.min && number <= rule.max ? String(number) : ''
    }
    case 'text':
      return value.slice(0, rule.max)
  }
}

export const noFilters = <F extends ListFilterRules>(filters: F): FilterState<F> =>
  ({ ...Object.fromEntries(Object.keys(filters).map((name) => [name, ''])), page: 1 }) as FilterState<F>

/** The list's state from an address's query: a value breaking its rule, or not among the known ones, is no filter. */
export function readFilterQuery<F extends ListFilterRules>(filters: F, query: Record<string, string | undefined>, known: KnownValues<F> = {}): FilterState<F> {
  const state: Record<string, string | number> = {}
  for (const [name, rule] of Object.entries(filters)) {
    const value = ruled(rule, query[name] ?? '')
    const values = known[name as keyof F & string]
    state[name] = value && values && !values.map(String).includes(value) ? '' : value
  }
  const page = Number(query.page)
  state.page = Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1
  return state as FilterState<F>
}

/** The address's query for a state: only what differs from the defaults, filters in their declared order. */
export function toFilterQuery<F extends ListFilterRules>(filters: F, state: FilterState<F>): string {
  const params = new URLSearchParams()
  for (const name of Object.keys(filters)) {
    const value = valueOf(state, name)
    if (value) params.set(name, value)
  }
  if (state.page > 1) params.set('page', String(state.page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

export const isFiltered = <F extends ListFilterRules>(filters: F, state: FilterState<F>) => Object.keys(filters).some((name) => valueOf(state, name))

export const sameFilterState = <F extends ListFilterRules>(filters: F, a: FilterState<F>, b: FilterState<F>) =>
  a.page === b.page && Object.keys(filters).every((name) => valueOf(a, name) === valueOf(b, name))

/** The read, write and compare of one list's address, bound to its declaration (what `useListView` takes as `address`). */
export function filterAddress<F extends ListFilterRules>(filters: F, known: KnownValues<F> = {}) {
  return {
    read: (search: URLSearchParams) => readFilterQuery(filters, Object.fromEntries(search), known),
    toQuery: (state: FilterState<F>) => toFilterQuery(filters, state),
    same: (a: FilterState<F>, b: FilterState<F>) => sameFilterState(filters, a, b),
    cleared: noFilters(filters),
    isFiltered: (state: FilterState<F>) => isFiltered(filters, state),
  }
}
