'use client'

import { useId } from 'react'
import { useHydrated } from '@/components/hooks/use-hydrated'
import { useListView } from '@/components/hooks/use-list-view'
import { useDictionary } from '@/i18n/client'
import { SEARCH_PATH } from '@/config/search-path'
import { SmartLink } from '@/components/ui/SmartLink'
import { scrollAreaClass } from '@/components/ui/scroll-area'
import { searchable } from '@/components/catalogue/product-filters'

/** The spec's debounce for the filter search and the media search (data-layer spec, section 9). */
const DEBOUNCE_MS = 2000
const SIZE = 10

type Hit = { title: string; url: string; slug: string }

/** Dictionary sections with the search box's words (label, status lines, results list name). */
export type LiveSearchWords = 'teaFilter' | 'mediaSearch'

/**
 * A search box that answers as the visitor types: once at least one character is typed, and 2 s
 * after the last key, it asks `endpoint` (a /dmc-apis list call taking the term as `termParam`,
 * plus `params`) and lists the matches as plain links. Without JavaScript it is a GET form to the
 * site search. The product filter's search (search_items) and the media search (media_search).
 */
export function LiveSearch({ endpoint, params, termParam, words }: { endpoint: string; params: Record<string, string>; termParam: string; words: LiveSearchWords }) {
  const t = useDictionary()[words]
  const search = useListView<string, Hit>({
    initialState: '',
    initialResult: { items: [], total: 0 },
    request: (term) => `${endpoint}?${new URLSearchParams({ page: '1', size: String(SIZE), ...params, [termParam]: term.trim() })}`,
    debounceMs: DEBOUNCE_MS,
    isIdle: (term) => !searchable(term),
    // A term without letters or digits is a 400: nothing to show, not an error.
    rejectedIsEmpty: true,
  })
  const { state: term, result: hits, status } = search
  const id = useId()
  // Marks the box as answering as one types (tests wait for it; before hydration it is a plain form).
  const live = useHydrated()

  return (
    <div data-live-search={live ? '' : undefined}>
      <form
        role="search"
        aria-label={t.searchLabel}
        method="get"
        action={SEARCH_PATH}
        onSubmit={(event) => {
          event.preventDefault()
          search.show(term)
        }}
      >
        <label htmlFor={`${id}-term`} className="block text-sm font-semibold text-brand-900">
          {t.searchLabel}
        </label>
        <input
          id={`${id}-term`}
          type="search"
          name="keyword"
          value={term}
          onChange={(event) => search.edit(event.target.value)}
          autoComplete="off"
          aria-describedby={`${id}-status`}
          className="mt-1 min-h-11 w-full max-w-md rounded-sm border border-brand-700 bg-white px-3 py-2 text-ink"
        />
      </form>
      <p id={`${id}-status`} role="status" className="mt-2 text-sm text-ink/80">
        {status === 'loading' ? t.searching : status === 'ready' ? t.searchCount(hits.total) : status === 'error' ? t.searchError : ''}
      </p>
      {status === 'ready' && hits.items.length ? (
        <ul aria-label={t.searchResults} className={`mt-2 max-w-md space-y-1 ${scrollAreaClass}`}>
          {hits.items.map((hit) => (
            <li key={hit.url}>
              <SmartLink href={hit.url} className="inline-flex min-h-11 items-center text-brand-800 underline underline-offset-2 hover:text-brand-900">
                {hit.title}
              </SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
