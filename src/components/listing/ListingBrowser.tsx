'use client'

import { useEffect, useRef, useState } from 'react'
import { useHydrated } from '@/lib/use-hydrated'
import type { Variant } from '@/config/variant'
import { useDictionary } from '@/i18n/client'
import { Pagination } from '@/components/search/Pagination'
import { SmartLink } from '@/components/ui/SmartLink'
import { ListingCard } from './ListingCard'
import { itemRenderers } from './renderers'
import { NO_LISTING_FILTERS, isFiltered, listingApiParams, readListingState, sameListingState, subCategoriesUnder, toListingQuery } from './listing-state'
import type { ListingCopy, ListingFilter, ListingItem, ListingOptions, ListingSpec, ListingState } from '@/lib/listing/types'

/** The spec's debounce for listing requests (data-layer spec, sections 4 and 9). */
const DEBOUNCE_MS = 500

type Result = { items: ListingItem[]; total: number }
type Status = 'ready' | 'loading' | 'error'
const control = 'min-h-11 w-full rounded-sm border border-brand-700 bg-white px-3 py-2 text-ink'
const button = 'min-h-11 rounded-sm border border-brand-800 px-4 font-medium transition'

/**
 * The filters and pages of any media listing, over the view the server rendered. Without
 * JavaScript the filters are a GET form and the pages plain links (the server renders those
 * addresses). In the browser a filter change waits 500 ms, then asks the listing's REST call and
 * adds the view to the history, so the address can be shared and Back returns to the view before;
 * a page link does the same at once.
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
  initial: Result
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
  const searchCopy = useDictionary().search
  const [state, setState] = useState<ListingState>(initialState)
  const [result, setResult] = useState<Result>(initial)
  const [status, setStatus] = useState<Status>('ready')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const request = useRef<AbortController | null>(null)
  const listTop = useRef<HTMLParagraphElement>(null)
  // False in the server render and during hydration, true once the filters respond (tests wait for it).
  const interactive = useHydrated()
  const { filters } = spec

  const load = async (next: ListingState) => {
    request.current?.abort()
    const controller = new AbortController()
    request.current = controller
    setStatus('loading')
    try {
      const response = await fetch(`${spec.endpoint}?${listingApiParams(next, filters, size, variant.locale, variant.country)}`, { signal: controller.signal })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const body = (await response.json()) as { data: ListingItem[]; meta: { total: number } }
      setResult({ items: body.data, total: body.meta.total })
      setStatus('ready')
    } catch (error) {
      if (!controller.signal.aborted) setStatus('error')
      if (!(error instanceof DOMException)) console.warn(`${spec.endpoint} failed`, error)
    }
  }

  /** Shows a view and records it as a new history entry (Next.js keeps its router state on it). */
  const apply = (next: ListingState) => {
    clearTimeout(timer.current)
    setState(next)
    const address = `${window.location.pathname}${toListingQuery(next, filters)}`
    if (address !== `${window.location.pathname}${window.location.search}`) window.history.pushState(null, '', address)
    void load(next)
  }

  const fromAddress = () => readListingState(Object.fromEntries(new URLSearchParams(window.location.search)), filters, options)

  useEffect(() => {
    // The server rendered the address's view; should the address say otherwise (a client-side
    // navigation kept an older render), load what it asks for.
    const shown = fromAddress()
    if (!sameListingState(shown, initialState)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from the address, once
      setState(shown)
      void load(shown)
    }
    // Back and Forward between this listing's views: show the view the address names. (Back to
    // another page also fires here before this island goes: that is the router's business.)
    const ownPath = window.location.pathname
    const onPopState = () => {
      clearTimeout(timer.current)
      if (window.location.pathname !== ownPath) return
      const view = fromAddress()
      setState(view)
      void load(view)
    }
    window.addEventListener('popstate', onPopState)
    return () => {
      window.removeEventListener('popstate', onPopState)
      clearTimeout(timer.current)
      request.current?.abort()
    }
    // Runs once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const filter = (name: ListingFilter, value: string) => {
    const next = { ...state, [name]: value, page: 1 }
    // A topic of another category than the chosen one no longer applies.
    if (name === 'category' && next.subCategory && !subCategoriesUnder(options.subCategory, value).some((o) => o.value === next.subCategory)) next.subCategory = ''
    setState(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => apply(next), DEBOUNCE_MS)
  }
  const goTo = (page: number) => {
    apply({ ...state, page })
    listTop.current?.focus()
  }

  const label = (name: ListingFilter) => copy.filters?.[name] ?? { year: { label: t.year, any: t.anyYear }, month: { label: t.month, any: t.anyMonth }, category: { label: t.category, any: t.anyCategory }, subCategory: { label: t.subCategory, any: t.anySubCategory } }[name]
  const choices = (name: ListingFilter) => (name === 'subCategory' ? subCategoriesUnder(options.subCategory, state.category) : (options[name] ?? []))
  const totalPages = Math.max(1, Math.ceil(result.total / size))
  const filtered = isFiltered(state, filters)
  const renderer = spec.renderer ? itemRenderers[spec.renderer] : null

  return (
    <div data-listing={spec.name} data-interactive={interactive || undefined}>
      {filters.length ? (
        <form
          role="search"
          aria-label={t.filters}
          method="get"
          action={listPath}
          onSubmit={(event) => {
            event.preventDefault()
            apply({ ...state, page: 1 })
          }}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
        >
          {filters.map((name) => (
            <label key={name} className="block text-sm font-semibold text-brand-900">
              {label(name).label}
              <select name={name} value={state[name]} onChange={(event) => filter(name, event.target.value)} className={`mt-1 ${control}`}>
                <option value="">{label(name).any}</option>
                {choices(name).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <div className="flex gap-3">
            {/* Without JavaScript the form is sent as it is; in the browser the list follows each change. */}
            {interactive ? null : (
              <button type="submit" className={`${button} bg-brand-800 text-white hover:bg-brand-900`}>
                {t.apply}
              </button>
            )}
            {filtered || state.page > 1 ? (
              <SmartLink
                href={listPath}
                onClick={(event) => {
                  event.preventDefault()
                  apply(NO_LISTING_FILTERS)
                }}
                className={`${button} inline-flex items-center text-brand-800 hover:bg-brand-50`}
              >
                {t.clear}
              </SmartLink>
            ) : null}
          </div>
        </form>
      ) : null}

      <p ref={listTop} tabIndex={-1} role="status" className="mt-8 font-semibold text-brand-900 focus:outline-none">
        {status === 'loading' ? t.loading : status === 'error' ? '' : t.count(result.total, copy.itemOne, copy.itemOther)}
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
          <p className="text-lg">{filtered ? t.empty : t.emptyList}</p>
          {filtered ? <p className="mt-1 text-ink/80">{t.emptyHint}</p> : null}
        </div>
      ) : (
        <ul aria-busy={status === 'loading'} className={`mt-4 ${renderer?.listClass ?? 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'} ${status === 'loading' ? 'opacity-60' : ''}`}>
          {result.items.map((item) => (
            <li key={item.slug}>
              {renderer ? (
                <renderer.Component item={item} locale={variant.locale} timeZone={timeZone} headingLevel={headingLevel} />
              ) : (
                <ListingCard item={item} fields={spec.card} locale={variant.locale} timeZone={timeZone} headingLevel={headingLevel} />
              )}
            </li>
          ))}
        </ul>
      )}

      {status !== 'error' ? (
        <Pagination
          page={Math.min(state.page, totalPages)}
          totalPages={totalPages}
          copy={searchCopy}
          hrefFor={(page) => `${listPath}${toListingQuery({ ...state, page }, filters)}`}
          onSelect={goTo}
        />
      ) : null}
    </div>
  )
}
