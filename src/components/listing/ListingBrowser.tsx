'use client'

import { useListView, type ListPage } from '@/components/hooks/use-list-view'
import type { Variant } from '@/config/variant'
import { useDictionary } from '@/i18n/client'
import { FilteredList, FilterSelect } from './FilteredList'
import { ListingCard } from './ListingCard'
import { itemRenderers } from './item-renderers'
import { NO_LISTING_FILTERS, isFiltered, listingApiParams, readListingState, sameListingState, subCategoriesUnder, toListingQuery } from './listing-state'
import type { ListingCopy, ListingFilter, ListingItem, ListingOptions, ListingSpec, ListingState } from '@/lib/listing/types'

/**
 * The filters and pages of any media listing, over the view the server rendered. Without
 * JavaScript the filters are a GET form and the pages plain links (the server renders those
 * addresses). In the browser a filter change waits 500 ms, then asks the listing's REST call; each
 * view is a history entry, so the address can be shared and Back returns to the view before.
 */
export function ListingBrowser({
  spec,
  initial,
  initialState,
  options,
  size,
  copy,
  variant,
  timeZone,
  listPath,
  headingLevel,
}: {
  spec: ListingSpec
  initial: ListPage<ListingItem>
  initialState: ListingState
  options: ListingOptions
  size: number
  copy: ListingCopy
  variant: Variant
  timeZone: string
  listPath: string
  headingLevel: 'h2' | 'h3'
}) {
  const t = useDictionary().listing
  const { filters } = spec
  const view = useListView<ListingState, ListingItem>({
    initialState,
    initialResult: initial,
    request: (next) => `${spec.endpoint}?${listingApiParams(next, filters, size, variant.locale, variant.country)}`,
    address: {
      toQuery: (next) => toListingQuery(next, filters),
      read: (search) => readListingState(Object.fromEntries(search), filters, options),
      same: sameListingState,
    },
  })
  const { state } = view

  const filter = (name: ListingFilter, value: string) => {
    const next = { ...state, [name]: value, page: 1 }
    // A topic of another category than the chosen one no longer applies.
    if (name === 'category' && next.subCategory && !subCategoriesUnder(options.subCategory, value).some((o) => o.value === next.subCategory)) next.subCategory = ''
    view.edit(next)
  }

  const label = (name: ListingFilter) => copy.filters?.[name] ?? { year: { label: t.year, any: t.anyYear }, month: { label: t.month, any: t.anyMonth }, category: { label: t.category, any: t.anyCategory }, subCategory: { label: t.subCategory, any: t.anySubCategory } }[name]
  const choices = (name: ListingFilter) => (name === 'subCategory' ? subCategoriesUnder(options.subCategory, state.category) : (options[name] ?? []))
  const filtered = isFiltered(state, filters)
  const renderer = spec.renderer ? itemRenderers[spec.renderer] : null

  return (
    <FilteredList
      name={spec.name}
      view={view}
      listPath={listPath}
      toQuery={(next) => toListingQuery(next, filters)}
      cleared={NO_LISTING_FILTERS}
      filtered={filtered}
      words={t}
      formClass="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
      filters={
        filters.length
          ? filters.map((name) => (
              <FilterSelect key={name} label={label(name).label} name={name} value={state[name]} any={label(name).any} options={choices(name)} onChange={(value) => filter(name, value)} />
            ))
          : null
      }
      size={size}
      count={t.count(view.result.total, copy.itemOne, copy.itemOther)}
      empty={filtered ? { text: t.empty, hint: t.emptyHint } : { text: t.emptyList }}
      listClass={renderer?.listClass ?? 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'}
      renderItem={(item) =>
        renderer ? (
          <renderer.Component item={item} locale={variant.locale} timeZone={timeZone} headingLevel={headingLevel} />
        ) : (
          <ListingCard item={item} fields={spec.card} locale={variant.locale} timeZone={timeZone} headingLevel={headingLevel} />
        )
      }
    />
  )
}
