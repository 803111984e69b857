import { LISTING_FILTERS, type FilterOption, type ListingFilter, type ListingOptions, type ListingState } from '@/lib/listing/types'

/**
 * A listing's state as it appears in its page's address, so a filtered view can be shared and
 * reloaded: ?year=2025&month=3&page=2 (defaults left out). The server (a per-request render of
 * such an address) and the browser island read it with the same rules: a value that is none of the
 * filter's options counts as no filter, so what the server reads and caches stays a bounded set.
 */
export const NO_LISTING_FILTERS: ListingState = { year: '', month: '', category: '', subCategory: '', page: 1 }

const MAX_PAGE = 10_000

/** The sub-categories on offer under a category ('' for all of them). */
export function subCategoriesUnder(options: FilterOption[] | undefined, category: string): FilterOption[] {
  return (options ?? []).filter((option) => !category || !option.parent || option.parent === category)
}

export function readListingState(query: Record<string, string | undefined>, filters: readonly ListingFilter[], options: ListingOptions): ListingState {
  const state = { ...NO_LISTING_FILTERS }
  for (const filter of filters) {
    const value = query[filter] ?? ''
    if (options[filter]?.some((option) => option.value === value)) state[filter] = value
  }
  // A sub-category of another category than the chosen one is no filter.
  if (state.subCategory && !subCategoriesUnder(options.subCategory, state.category).some((option) => option.value === state.subCategory)) state.subCategory = ''
  const page = Number(query.page)
  state.page = Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1
  return state
}

/** The address query of a state ('' for the defaults). */
export function toListingQuery(state: ListingState, filters: readonly ListingFilter[]): string {
  const params = new URLSearchParams()
  for (const filter of filters) if (state[filter]) params.set(filter, state[filter])
  if (state.page > 1) params.set('page', String(state.page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The query of the listing's REST call for a state. */
export function listingApiParams(state: ListingState, filters: readonly ListingFilter[], size: number, locale: string, country: string): URLSearchParams {
  const params = new URLSearchParams({ page: String(state.page), size: String(size), lang: locale, country })
  for (const filter of filters) if (state[filter]) params.set(filter, state[filter])
  return params
}

export const sameListingState = (a: ListingState, b: ListingState) => LISTING_FILTERS.every((filter) => a[filter] === b[filter]) && a.page === b.page

export const isFiltered = (state: ListingState, filters: readonly ListingFilter[]) => filters.some((filter) => state[filter])
