'use client'

import { useEffect, useRef, useState } from 'react'
import { useHydrated } from '@/lib/use-hydrated'
import type { TestimonialItem } from '@/data/testimonials'
import type { Variant } from '@/config/variant'
import { useDictionary } from '@/i18n/client'
import { Pagination } from '@/components/search/Pagination'
import { NO_FILTERS, readQuery, toQuery, type ListState } from './filters'
import { TestimonialCard } from './TestimonialCard'

/** The spec's debounce for listing requests (data-layer spec, section 4). */
const DEBOUNCE_MS = 500

type Result = { items: TestimonialItem[]; total: number }
type Status = 'ready' | 'loading' | 'error'

const control = 'min-h-11 w-full rounded-sm border border-brand-700 bg-white px-3 py-2 text-ink'

/**
 * Filters (year, month, keyword) and pages over the server-rendered first page. Filter changes
 * wait 500 ms before asking GET /dmc-apis/filterTestimonials; the address always shows the filters
 * and page, and an address that carries them is loaded as soon as the island starts.
 */
export function TestimonialsBrowser({ initial, size, years, variant }: { initial: Result; size: number; years: number[]; variant: Variant }) {
  const dict = useDictionary()
  const t = dict.testimonials
  const [state, setState] = useState<ListState>(NO_FILTERS)
  const [result, setResult] = useState<Result>(initial)
  const [status, setStatus] = useState<Status>('ready')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const request = useRef<AbortController | null>(null)
  const listTop = useRef<HTMLParagraphElement>(null)
  // False in the server render and during hydration, true once the filters respond (tests wait for it).
  const interactive = useHydrated()

  const load = async (next: ListState) => {
    request.current?.abort()
    const controller = new AbortController()
    request.current = controller
    setStatus('loading')
    const query = new URLSearchParams({ page: String(next.page), size: String(size), country: variant.country, lang: variant.locale })
    if (next.year) query.set('year', next.year)
    if (next.month) query.set('month', next.month)
    if (next.keyword.trim()) query.set('keyword', next.keyword.trim())
    try {
      const response = await fetch(`/dmc-apis/filterTestimonials?${query}`, { signal: controller.signal })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const body = (await response.json()) as { data: TestimonialItem[]; meta: { total: number } }
      setResult({ items: body.data, total: body.meta.total })
      setStatus('ready')
    } catch (error) {
      if (!controller.signal.aborted) setStatus('error')
      if (!(error instanceof DOMException)) console.warn('filterTestimonials failed', error)
    }
  }

  const show = (next: ListState, { debounce }: { debounce: boolean }) => {
    setState(next)
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${toQuery(next)}`)
    clearTimeout(timer.current)
    if (debounce) timer.current = setTimeout(() => void load(next), DEBOUNCE_MS)
    else void load(next)
  }

  // A shared address: show its filters and page straight away. The server render cannot know the
  // query (the page is static), so the address is read here, after hydration.
  useEffect(() => {
    const fromAddress = readQuery(window.location.search)
    if (fromAddress) {
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

  const filter = (change: Partial<ListState>) => show({ ...state, ...change, page: 1 }, { debounce: true })
  const goTo = (page: number) => {
    show({ ...state, page }, { debounce: false })
    listTop.current?.focus()
  }

  const yearOptions = state.year && !years.includes(Number(state.year)) ? [Number(state.year), ...years] : years
  const monthName = new Intl.DateTimeFormat(variant.locale, { month: 'long', timeZone: 'UTC' })
  const totalPages = Math.max(1, Math.ceil(result.total / size))
  const filtered = Boolean(state.year || state.month || state.keyword.trim())

  return (
    <div data-interactive={interactive || undefined}>
      <form role="search" aria-label={t.filters} onSubmit={(event) => event.preventDefault()} className="grid gap-4 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
        <label className="block text-sm font-semibold text-brand-900">
          {t.year}
          <select name="year" value={state.year} onChange={(event) => filter({ year: event.target.value })} className={`mt-1 ${control}`}>
            <option value="">{t.anyYear}</option>
            {yearOptions.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold text-brand-900">
          {t.month}
          <select name="month" value={state.month} onChange={(event) => filter({ month: event.target.value })} className={`mt-1 ${control}`}>
            <option value="">{t.anyMonth}</option>
            {Array.from({ length: 12 }, (_, i) => (
              <option key={i + 1} value={String(i + 1)}>
                {monthName.format(new Date(Date.UTC(2000, i, 1)))}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold text-brand-900">
          {t.keyword}
          <input type="search" name="keyword" maxLength={100} value={state.keyword} onChange={(event) => filter({ keyword: event.target.value })} className={`mt-1 ${control}`} />
        </label>
        <button
          type="button"
          onClick={() => show(NO_FILTERS, { debounce: false })}
          disabled={!filtered && state.page === 1}
          className="min-h-11 rounded-sm border border-brand-800 px-4 font-medium text-brand-800 transition hover:bg-brand-50 disabled:opacity-60"
        >
          {t.clear}
        </button>
      </form>

      <p ref={listTop} tabIndex={-1} role="status" className="mt-8 font-semibold text-brand-900 focus:outline-none">
        {status === 'loading' ? t.loading : status === 'error' ? '' : t.count(result.total)}
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
        <ul aria-busy={status === 'loading'} className={`mt-4 grid gap-6 md:grid-cols-2 ${status === 'loading' ? 'opacity-60' : ''}`}>
          {result.items.map((item) => (
            <li key={item.slug}>
              <TestimonialCard item={item} locale={variant.locale} />
            </li>
          ))}
        </ul>
      )}

      {status !== 'error' ? (
        <Pagination
          page={Math.min(state.page, totalPages)}
          totalPages={totalPages}
          copy={dict.search}
          hrefFor={(page) => toQuery({ ...state, page }) || '?page=1'}
          onSelect={goTo}
        />
      ) : null}
    </div>
  )
}
