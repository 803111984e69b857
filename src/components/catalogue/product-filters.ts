/**
 * The product filter's state as it appears in a list page's address, so a filtered view can be
 * shared and reloaded: ?format=tea-bags&mood=relaxing&page=2 (defaults left out). The server (a
 * per-request render of such an address) and the browser island read it with the same rules:
 * a value naming no category of its facet counts as no filter. A preset facet (a category page's
 * own kind) is fixed: it never comes from the address and never goes into it.
 * No imports from the route table: the browser island uses this module.
 */
import { FACETS, type Facet } from '@/lib/catalogue/folders'

export { FACETS, type Facet }

export type ProductFilterState = Record<Facet, string> & { page: number }
export type Preset = { facet: Facet; slug: string } | null
/** Each facet's category slugs, as the filter data lists them. */
export type FacetValues = Record<Facet, readonly string[]>

/** The spec's defaults (data-layer spec, section 5): page 1, size 20, no filter. */
export const NO_PRODUCT_FILTERS: ProductFilterState = { format: '', type: '', mood: '', flavour: '', page: 1 }
export const DEFAULT_PRODUCT_PAGE_SIZE = 20

/** filterproduct's name for each facet (data-layer spec, section 7). */
export const API_PARAMS: Record<Facet, string> = { format: 'teaformatName', type: 'teatype', mood: 'teamood', flavour: 'teaflavor' }

export function readProductFilterQuery(query: Record<string, string | undefined>, values: FacetValues, preset: Preset = null): ProductFilterState {
  const state = { ...NO_PRODUCT_FILTERS }
  for (const facet of FACETS) {
    const value = query[facet] ?? ''
    if (values[facet].includes(value)) state[facet] = value
  }
  if (preset) state[preset.facet] = preset.slug
  const page = Number(query.page)
  state.page = Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1
  return state
}

/** The address query of a state ('' for the defaults); the preset facet stays out. */
export function toProductFilterQuery(state: ProductFilterState, preset: Preset = null): string {
  const params = new URLSearchParams()
  for (const facet of FACETS) if (state[facet] && facet !== preset?.facet) params.set(facet, state[facet])
  if (state.page > 1) params.set('page', String(state.page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The query of GET /dmc-apis/filterproduct for a state (the preset facet included). */
export function filterProductParams(state: ProductFilterState, size: number, variant: { country: string; locale: string }): URLSearchParams {
  const params = new URLSearchParams({ page: String(state.page), size: String(size), lang: variant.locale, country: variant.country })
  for (const facet of FACETS) if (state[facet]) params.set(API_PARAMS[facet], state[facet])
  return params
}

export const sameProductFilterState = (a: ProductFilterState, b: ProductFilterState) => FACETS.every((facet) => a[facet] === b[facet]) && a.page === b.page

export const isFiltered = (state: ProductFilterState, preset: Preset = null) => FACETS.some((facet) => facet !== preset?.facet && state[facet])

/** The filter search's rule (data-layer spec, section 5): ask only once at least one character is typed. */
export const searchable = (term: string) => term.trim().length >= 1
