'use client'

import { listCallUrl, useListView, type ListPage } from '@/components/hooks/use-list-view'
import type { TestimonialItem } from '@/data/testimonials'
import type { Variant } from '@/config/variant'
import { useDictionary } from '@/i18n/client'
import { FILTER_CONTROL, FilteredList, FilterSelect } from '@/components/listing/FilteredList'
import { testimonialFilters } from '@/config/list-filters'
import { filterAddress, type FilterState } from '@/lib/listing/filter-state'
import { TestimonialCard } from './TestimonialCard'

/**
 * Filters (year, month, keyword) and pages over the server-rendered view. Without JavaScript the
 * filters are a GET form and the pages plain links (the server renders those addresses). In the
 * browser a filter change waits 500 ms before asking GET /dmc-apis/filterTestimonials, and the
 * address always shows the filters and page, so a view can be shared and reloaded.
 */
type TestimonialsState = FilterState<typeof testimonialFilters>

export function TestimonialsBrowser({
  initial,
  initialState,
  size,
  years,
  variant,
  listPath,
}: {
  initial: ListPage<TestimonialItem>
  initialState: TestimonialsState
  size: number
  years: number[]
  variant: Variant
  listPath: string
}) {
  const dict = useDictionary()
  const t = dict.testimonials
  const address = filterAddress(testimonialFilters, { year: years })
  const view = useListView<TestimonialsState, TestimonialItem>({
    initialState,
    initialResult: initial,
    request: (next) => listCallUrl('/dmc-apis/filterTestimonials', next.page, size, variant, { year: next.year, month: next.month, keyword: next.keyword.trim() }),
    address,
  })
  const { state } = view
  const filter = (change: Partial<TestimonialsState>) => view.edit({ ...state, ...change, page: 1 })
  const monthName = new Intl.DateTimeFormat(variant.locale, { month: 'long', timeZone: 'UTC' })

  return (
    <FilteredList
      view={view}
      listPath={listPath}
      toQuery={address.toQuery}
      cleared={address.cleared}
      filtered={address.isFiltered(state)}
      words={t}
      formClass="grid gap-4 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end"
      filters={
        <>
          <FilterSelect
            label={t.year}
            name="year"
            value={state.year}
            any={t.anyYear}
            options={years.map((year) => ({ value: String(year), label: year }))}
            onChange={(year) => filter({ year })}
          />
          <FilterSelect
            label={t.month}
            name="month"
            value={state.month}
            any={t.anyMonth}
            options={Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: monthName.format(new Date(Date.UTC(2000, i, 1))) }))}
            onChange={(month) => filter({ month })}
          />
          <label className="block text-sm font-semibold text-brand-900">
            {t.keyword}
            <input type="search" name="keyword" maxLength={100} value={state.keyword} onChange={(event) => filter({ keyword: event.target.value })} className={`mt-1 ${FILTER_CONTROL}`} />
          </label>
        </>
      }
      size={size}
      count={t.count(view.result.total)}
      empty={{ text: t.empty, hint: t.emptyHint }}
      listClass="grid gap-6 md:grid-cols-2"
      renderItem={(item) => <TestimonialCard item={item} locale={variant.locale} />}
    />
  )
}
