'use client'

import { useEffect, useRef, useState } from 'react'
import { useHydrated } from '@/lib/use-hydrated'
import type { AccessoryItem } from '@/data/accessories'
import type { Variant } from '@/config/variant'
import { useDictionary } from '@/i18n/client'
import { ACCESSORY_MATERIALS, type AccessoryMaterial } from '@/lib/accessory-materials'
import { Pagination } from '@/components/search/Pagination'
import { SmartLink } from '@/components/ui/SmartLink'
import { NO_ACCESSORY_FILTERS, readAccessoryQuery, sameAccessoryState, toAccessoryQuery, type AccessoryState } from './accessory-filters'
import { ItemCard } from './ItemCard'

/** The spec's debounce for listing requests (data-layer spec, sections 4 and 9: accessories). */
const DEBOUNCE_MS = 500

type Result = { items: AccessoryItem[]; total: number }
type Status = 'ready' | 'loading' | 'error'

const control = 'min-h-11 w-full rounded-sm border border-brand-700 bg-white px-3 py-2 text-ink'
const button = 'min-h-11 rounded-sm border border-brand-800 px-4 font-medium transition'

/**
 * Material and category filters and pages over the server-rendered view. Without JavaScript the
 * filters are a GET form and the pages plain links (the server renders those addresses). In the
 * browser a filter change waits 500 ms before asking GET /dmc-apis/get_accessories, and the
 * address always shows the filters and page, so a view can be shared and reloaded.
 */
export function AccessoriesBrowser({
  initial,
  initialState,
  size,
  categories,
  variant,
  listPath,
  headingLevel,
}: {
  initial: Result
  initialState: AccessoryState
  size: number
  categories: { slug: string; name: string }[]
  variant: Variant
  listPath: string
  headingLevel: 'h2' | 'h3'
}) {
  const dict = useDictionary()
  const t = dict.catalogue
  const [state, setState] = useState<AccessoryState>(initialState)
  const [result, setResult] = useState<Result>(initial)
  const [status, setStatus] = useState<Status>('ready')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const request = useRef<AbortController | null>(null)
  const listTop = useRef<HTMLParagraphElement>(null)
  // False in the server render and during hydration, true once the filters respond (tests wait for it).
  const interactive = useHydrated()
  const categoryName = new Map(categories.map((category) => [category.slug, category.name]))

  const load = async (next: AccessoryState) => {
    request.current?.abort()
    const controller = new AbortController()
    request.current = controller
    setStatus('loading')
    const query = new URLSearchParams({ page: String(next.page), size: String(size), country: variant.country, lang: variant.locale })
    if (next.material) query.set('material', next.material)
    if (next.category) query.set('category', next.category)
    try {
      const response = await fetch(`/dmc-apis/get_accessories?${query}`, { signal: controller.signal })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const body = (await response.json()) as { data: AccessoryItem[]; meta: { total: number } }
      setResult({ items: body.data, total: body.meta.total })
      setStatus('ready')
    } catch (error) {
      if (!controller.signal.aborted) setStatus('error')
      if (!(error instanceof DOMException)) console.warn('get_accessories failed', error)
    }
  }

  const show = (next: AccessoryState, { debounce }: { debounce: boolean }) => {
    setState(next)
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${toAccessoryQuery(next)}`)
    clearTimeout(timer.current)
    if (debounce) timer.current = setTimeout(() => void load(next), DEBOUNCE_MS)
    else void load(next)
  }

  // The server rendered the address's view; should the address say otherwise (a client-side
  // navigation kept an older render), load what it asks for.
  useEffect(() => {
    const fromAddress = readAccessoryQuery(Object.fromEntries(new URLSearchParams(window.location.search)), categories.map((c) => c.slug))
    if (!sameAccessoryState(fromAddress, initialState)) {
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

  const filter = (change: Partial<AccessoryState>) => show({ ...state, ...change, page: 1 }, { debounce: true })
  const goTo = (page: number) => {
    show({ ...state, page }, { debounce: false })
    listTop.current?.focus()
  }

  const totalPages = Math.max(1, Math.ceil(result.total / size))
  const filtered = Boolean(state.material || state.category)

  return (
    <div data-interactive={interactive || undefined}>
      <form
        role="search"
        aria-label={t.filters}
        method="get"
        action={listPath}
        onSubmit={(event) => {
          event.preventDefault()
          show({ ...state, page: 1 }, { debounce: false })
        }}
        className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <label className="block text-sm font-semibold text-brand-900">
          {t.material}
          <select name="material" value={state.material} onChange={(event) => filter({ material: event.target.value as AccessoryMaterial | '' })} className={`mt-1 ${control}`}>
            <option value="">{t.anyMaterial}</option>
            {ACCESSORY_MATERIALS.map(({ value }) => (
              <option key={value} value={value}>
                {t.materials[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold text-brand-900">
          {t.category}
          <select name="category" value={state.category} onChange={(event) => filter({ category: event.target.value })} className={`mt-1 ${control}`}>
            <option value="">{t.anyCategory}</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <div className="flex gap-3">
          {/* Without JavaScript the form is sent as it is; in the browser the list follows each change. */}
          {interactive ? null : (
            <button type="submit" className={`${button} bg-brand-800 text-white hover:bg-brand-900`}>
              {t.applyFilters}
            </button>
          )}
          {filtered || state.page > 1 ? (
            <SmartLink
              href={listPath}
              onClick={(event) => {
                event.preventDefault()
                show(NO_ACCESSORY_FILTERS, { debounce: false })
              }}
              className={`${button} inline-flex items-center text-brand-800 hover:bg-brand-50`}
            >
              {t.clear}
            </SmartLink>
          ) : null}
        </div>
      </form>

      <p ref={listTop} tabIndex={-1} role="status" className="mt-8 font-semibold text-brand-900 focus:outline-none">
        {status === 'loading' ? t.loading : status === 'error' ? '' : t.accessoryCount(result.total)}
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
                item={item}
                headingLevel={headingLevel}
                facts={[t.materials[item.material], item.category ? (categoryName.get(item.category.slug) ?? item.category.name) : null].filter(Boolean).join(' · ')}
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
          hrefFor={(page) => `${listPath}${toAccessoryQuery({ ...state, page })}`}
          onSelect={goTo}
        />
      ) : null}
    </div>
  )
}
