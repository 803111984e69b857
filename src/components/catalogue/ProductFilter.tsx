'use client'

import { useListView, type ListPage } from '@/components/hooks/use-list-view'
import type { ProductItem } from '@/data/catalogue/products'
import type { Variant } from '@/config/variant'
import { useDictionary } from '@/i18n/client'
import { FilteredList, FilterSelect } from '@/components/listing/FilteredList'
import { ItemCard } from './ItemCard'
import { FilterSearch } from './FilterSearch'
import {
  FACETS,
  NO_PRODUCT_FILTERS,
  filterProductParams,
  isFiltered,
  readProductFilterQuery,
  sameProductFilterState,
  toProductFilterQuery,
  type Facet,
  type FacetValues,
  type Preset,
  type ProductFilterState,
} from './product-filters'

/** What a card shows: the server passes only this much to the island. */
export type ProductCard = Pick<ProductItem, 'slug' | 'url' | 'name' | 'summary' | 'image' | 'type' | 'format'>
type Option = { slug: string; title: string }

/**
 * Format, type, mood and flavour selects and pages over the server-rendered view. Without
 * JavaScript the selects are a GET form and the pages plain links (the server renders those
 * addresses). In the browser a change waits 500 ms before asking GET /dmc-apis/filterproduct, and
 * the address always shows the filters and page, so a view can be shared and reloaded. A preset
 * facet (a category's own page) is fixed and has no select.
 */
export function ProductFilter({
  initial,
  initialState,
  size,
  options,
  preset,
  searchType,
  variant,
  listPath,
  detailBase,
}: {
  initial: ListPage<ProductCard>
  initialState: ProductFilterState
  size: number
  options: Record<Facet, Option[]>
  preset: Preset
  searchType: string
  variant: Variant
  listPath: string
  /** Where the teas' pages are, when not at their own `url` (the tea formats pages link to their second address). */
  detailBase?: string
}) {
  const dict = useDictionary()
  const t = dict.teaFilter
  const facets = FACETS.filter((facet) => facet !== preset?.facet)
  const values = Object.fromEntries(FACETS.map((facet) => [facet, options[facet].map((option) => option.slug)])) as unknown as FacetValues
  const view = useListView<ProductFilterState, ProductCard>({
    initialState,
    initialResult: initial,
    request: (next) => `/dmc-apis/filterproduct?${filterProductParams(next, size, variant)}`,
    address: {
      toQuery: (next) => toProductFilterQuery(next, preset),
      read: (search) => readProductFilterQuery(Object.fromEntries(search), values, preset),
      same: sameProductFilterState,
    },
  })
  const { state } = view
  const cleared = { ...NO_PRODUCT_FILTERS, ...(preset ? { [preset.facet]: preset.slug } : {}) }

  return (
    <FilteredList
      view={view}
      listPath={listPath}
      toQuery={(next) => toProductFilterQuery(next, preset)}
      cleared={cleared}
      filtered={isFiltered(state, preset)}
      words={{ ...t, apply: t.applyFilters }}
      before={<FilterSearch searchType={searchType} variant={variant} />}
      formClass="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,1fr)_auto] lg:items-end"
      filters={facets.map((facet) => (
        <FilterSelect
          key={facet}
          label={t.facets[facet]}
          name={facet}
          value={state[facet]}
          any={t.any[facet]}
          options={options[facet].map((option) => ({ value: option.slug, label: option.title }))}
          onChange={(value) => view.edit({ ...state, [facet]: value, page: 1 })}
        />
      ))}
      size={size}
      count={t.teaCount(view.result.total)}
      empty={{ text: t.empty, hint: t.emptyHint }}
      listClass="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      renderItem={(item) => (
        <ItemCard
          item={{ url: detailBase ? `${detailBase}/${encodeURIComponent(item.slug)}` : item.url, name: item.name, summary: item.summary ?? '', image: item.image }}
          headingLevel="h3"
          facts={[item.type?.title, item.format?.title].filter(Boolean).join(' · ')}
        />
      )}
    />
  )
}
