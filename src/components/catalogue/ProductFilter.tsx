'use client'

import { useEffect, useRef, useState } from 'react'
import { useHydrated } from '@/lib/use-hydrated'
import type { ProductItem } from '@/data/catalogue/products'
import type { Variant } from '@/config/variant'
import { useDictionary } from '@/i18n/client'
import { Pagination } from '@/components/search/Pagination'
import { SmartLink } from '@/components/ui/SmartLink'
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

/** The spec's debounce for the product filter (data-layer spec, sections 4 and 9). */
const DEBOUNCE_MS = 500

/** What a card shows: the server passes only this much to the island. */
export type ProductCard = Pick<ProductItem, 'slug' | 'url' | 'name' | 'summary' | 'image' | 'type' | 'format'>
type Result = { items: ProductCard[]; total: number }
type Status = 'ready' | 'loading' | 'error'
type Option = { slug: string; title: string }

const control = 'min-h-11 w-full rounded-sm border border-brand-700 bg-white px-3 py-2 text-ink'
const button = 'min-h-11 rounded-sm border border-brand-800 px-4 font-medium transition'

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
}: {
  initial: Result
  initialState: ProductFilterState
  size: number
  options: Record<Facet, Option[]>
  preset: Preset
  searchType: string
  variant: Variant
  listPath: string
}) {
  const dict = useDictionary()
  const t = dict.teaFilter
  const [state, setState] = useState<ProductFilterState>(initialState)
  const [result, setResult] = useState<Result>(initial)
  const [status, setStatus] = useState<Status>('ready')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const request = useRef<AbortController | null>(null)
  const listTop = useRef<HTMLParagraphElement>(null)
  // False in the server render and during hydration, true once the filters respond (tests wait for it).
  const interactive = useHydrated()
  const facets = FACETS.filter((facet) => facet !== preset?.facet)
  const values = Object.fromEntries(FACETS.map((facet) => [facet, options[facet].map((option) => option.slug)])) as unknown as FacetValues
  const href = (query: string) => `${listPath}${query}` || '?'

  const load = async (next: ProductFilterState) => {
    request.current?.abort()
    const controller = new AbortController()
    request.current = controller
    setStatus('loading')
    try {
      const response = await fetch(`/dmc-apis/filterproduct?${filterProductParams(next, size, variant)}`, { signal: controller.signal })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const body = (await response.json()) as { data: ProductItem[]; meta: { total: number } }
      setResult({ items: body.data, total: body.meta.total })
      setStatus('ready')
    } catch (error) {
      if (!controller.signal.aborted) setStatus('error')
      if (!(error instanceof DOMException)) console.warn('filterproduct failed', error)
    }
  }

  const show = (next: ProductFilterState, { debounce }: { debounce: boolean }) => {
    setState(next)
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${toProductFilterQuery(next, preset)}`)
    clearTimeout(timer.current)
    if (debounce) timer.current = setTimeout(() => void load(next), DEBOUNCE_MS)
    else void load(next)
  }

  // The server rendered the address's view; should the address say otherwise (a client-side
  // navigation kept an older render), load what it asks for.
  useEffect(() => {
    const fromAddress = readProductFilterQuery(Object.fromEntries(new URLSearchParams(window.location.search)), values, preset)
    if (!sameProductFilterState(fromAddress, initialState)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from the address, once
      setState(fromAddress)
      void load(fromAddress)
    }
    return () => {
      clearTimeout(timer.current)
      request.current?.abort()
    }
    // Runs once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const filter = (facet: Facet, value: string) => show({ ...state, [facet]: value, page: 1 }, { debounce: true })
  const goTo = (page: number) => {
    show({ ...state, page }, { debounce: false })
    listTop.current?.focus()
  }

  const totalPages = Math.max(1, Math.ceil(result.total / size))
  const cleared = { ...NO_PRODUCT_FILTERS, ...(preset ? { [preset.facet]: preset.slug } : {}) }

  return (
    <div data-interactive={interactive || undefined}>
      <FilterSearch searchType={searchType} variant={variant} />

      <form
        role="search"
        aria-label={t.filters}
        method="get"
        action={listPath || undefined}
        onSubmit={(event) => {
          event.preventDefault()
          show({ ...state, page: 1 }, { debounce: false })
        }}
        className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,1fr)_auto] lg:items-end"
      >
        {facets.map((facet) => (
          <label key={facet} className="block text-sm font-semibold text-brand-900">
            {t.facets[facet]}
            <select name={facet} value={state[facet]} onChange={(event) => filter(facet, event.target.value)} className={`mt-1 ${control}`}>
              <option value="">{t.any[facet]}</option>
              {options[facet].map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.title}
                </option>
              ))}
            </select>
          </label>
        ))}
        <div className="flex gap-3">
          {/* Without JavaScript the form is sent as it is; in the browser the list follows each change. */}
          {interactive ? null : (
            <button type="submit" className={`${button} bg-brand-800 text-white hover:bg-brand-900`}>
              {t.applyFilters}
            </button>
          )}
          {isFiltered(state, preset) || state.page > 1 ? (
            <SmartLink
              href={href('')}
              onClick={(event) => {
                event.preventDefault()
                show(cleared, { debounce: false })
              }}
              className={`${button} inline-flex items-center text-brand-800 hover:bg-brand-50`}
            >
              {t.clear}
            </SmartLink>
          ) : null}
        </div>
      </form>

      <p ref={listTop} tabIndex={-1} role="status" className="mt-8 font-semibold text-brand-900 focus:outline-none">
        {status === 'loading' ? t.loading : status === 'error' ? '' : t.teaCount(result.total)}
      </p>

      {status === 'error' ? (
        <div role="alert" className="mt-4 rounded-sm border border-red-800 bg-red-50 p-4 text-red-900">
          <p>{t.error}</p>
          <button type="button" onClick={() => void load(state)} className="mt-3 min-h-11 rounded-sm bg-red-900 px-4 font-medium text-white">
            {t.retry}
          </button>
        </div>
      ) : result.items.length === 0 && status === 'ready' ? (
        <div className="mt-4">
          <p className="text-lg">{t.empty}</p>
          <p className="mt-1 text-ink/80">{t.emptyHint}</p>
        </div>
      ) : (
        <ul aria-busy={status === 'loading'} className={`mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${status === 'loading' ? 'opacity-60' : ''}`}>
          {result.items.map((item) => (
            <li key={item.slug}>
              <ItemCard
                item={{ url: item.url, name: item.name, summary: item.summary ?? '', image: item.image }}
                headingLevel="h3"
                facts={[item.type?.title, item.format?.title].filter(Boolean).join(' · ')}
              />
            </li>
          ))}
        </ul>
      )}

      {status !== 'error' ? (
        <Pagination
          page={Math.min(state.page, totalPages)}
          totalPages={totalPages}
          copy={dict.search}
          hrefFor={(page) => href(toProductFilterQuery({ ...state, page }, preset))}
          onSelect={goTo}
        />
      ) : null}
    </div>
  )
}
