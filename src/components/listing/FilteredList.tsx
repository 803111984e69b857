'use client'

import { useRef, useState, type ReactNode } from 'react'
import { useHydrated } from '@/components/hooks/use-hydrated'
import type { ListView } from '@/components/hooks/use-list-view'
import type { Dictionary } from '@/i18n'
import { useDictionary } from '@/i18n/client'
import { Pagination } from '@/components/search/Pagination'
import { SmartLink } from '@/components/ui/SmartLink'
import { ChevronIcon } from '@/components/shell/header/icons'

/** The look of a filter's select or text box. */
export const FILTER_CONTROL = 'min-h-11 w-full rounded-sm border border-brand-700 bg-white px-3 py-2 text-ink'
const button = 'min-h-11 rounded-sm border border-brand-800 px-4 font-medium transition'

type ResultsProps<S extends { page: number }, T extends { slug: string }> = Parameters<typeof ListResults<S, T>>[0]

/**
 * A filterable list over the view the server rendered (`view`, from useListView): its filter form,
 * then its count, items and page links. Without JavaScript the form is a GET form and the pages plain
 * links to the list's own address (`listPath` plus `toQuery(state)`), which the server renders; once
 * the island is live the list follows each change and the address names the view.
 */
export function FilteredList<S extends { page: number }, T extends { slug: string }>({
  name,
  view,
  listPath,
  toQuery,
  cleared,
  filtered,
  words,
  formClass,
  before,
  filters,
  ...results
}: {
  /** Names the list for tests (`data-listing`). */
  name?: string
  view: ListView<S, T>
  listPath: string
  toQuery: (state: S) => string
  /** The state the clear link shows. */
  cleared: S
  /** Whether the state shown has a filter set (the clear link shows then, or past the first page). */
  filtered: boolean
  words: ResultsProps<S, T>['words'] & { filters: string; apply: string; clear: string }
  formClass: string
  before?: ReactNode
  /** The filter controls; without them the list has no form. */
  filters: ReactNode
} & Pick<ResultsProps<S, T>, 'size' | 'count' | 'empty' | 'listClass' | 'renderItem'>) {
  // False in the server render and during hydration, true once the filters respond (tests wait for it).
  const interactive = useHydrated()
  const pageCopy = useDictionary().search
  const { state } = view
  const href = (query: string) => `${listPath}${query}` || '?'
  return (
    <div data-listing={name} data-interactive={interactive || undefined}>
      {filters ? (
        <FilterForm
          before={before}
          label={words.filters}
          action={listPath || undefined}
          className={formClass}
          interactive={interactive}
          apply={words.apply}
          clear={{ label: words.clear, href: href(''), shown: filtered || state.page > 1, onClick: () => view.show(cleared) }}
          onSubmit={() => view.show({ ...state, page: 1 })}
        >
          {filters}
        </FilterForm>
      ) : null}
      <ListResults view={view} words={words} pageCopy={pageCopy} hrefFor={(page) => href(toQuery({ ...state, page }))} {...results} />
    </div>
  )
}

/**
 * A list's filters as a GET form to the list's own address, which the server renders filtered, so
 * it works without JavaScript; its submit button shows only until the island is live, after which
 * the list follows each change. The clear link is a plain link to the unfiltered list.
 * Below 992 px the filters (and `before`, a search box of the list's own) sit behind one "Filter" disclosure, so
 * a phone's first screen shows the list's first items; it opens by itself where the address is filtered. From
 * 992 px they always show (shell.css).
 */
function FilterForm({
  label,
  action,
  className,
  interactive,
  apply,
  clear,
  onSubmit,
  before,
  children,
}: {
  label: string
  action: string | undefined
  className: string
  interactive: boolean
  apply: string
  clear: { label: string; href: string; shown: boolean; onClick: () => void }
  onSubmit: () => void
  before?: ReactNode
  children: ReactNode
}) {
  // Decided once: a later change of the filters must not open or close the disclosure under the visitor's finger.
  const [openAtFirst] = useState(clear.shown)
  const words = useDictionary().shell
  return (
    <details open={openAtFirst} className="filter-disclosure group" data-filter-disclosure="">
      <summary className="filter-summary">
        {words.filter}
        <ChevronIcon className="chevron group-open:rotate-180" />
      </summary>
      {before}
      <FilterFields label={label} action={action} className={className} interactive={interactive} apply={apply} clear={clear} onSubmit={onSubmit}>
        {children}
      </FilterFields>
    </details>
  )
}

function FilterFields({ label, action, className, interactive, apply, clear, onSubmit, children }: Omit<Parameters<typeof FilterForm>[0], 'before'>) {
  return (
    <form
      role="search"
      aria-label={label}
      method="get"
      action={action}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
      className={className}
    >
      {children}
      <div className="flex gap-3">
        {interactive ? null : (
          <button type="submit" className={`${button} bg-brand-800 text-white hover:bg-brand-900`}>
            {apply}
          </button>
        )}
        {clear.shown ? (
          <SmartLink
            href={clear.href}
            onClick={(event) => {
              event.preventDefault()
              clear.onClick()
            }}
            className={`${button} inline-flex items-center text-brand-800 hover:bg-brand-50`}
          >
            {clear.label}
          </SmartLink>
        ) : null}
      </div>
    </form>
  )
}

/** One labelled select of a filter form, with its "any" choice first. */
export function FilterSelect({ label, name, value, any, options, onChange }: { label: string; name: string; value: string; any: string; options: { value: string; label: ReactNode }[]; onChange: (value: string) => void }) {
  return (
    <label className="block text-sm font-semibold text-brand-900">
      {label}
      <select name={name} value={value} onChange={(event) => onChange(event.target.value)} className={`mt-1 ${FILTER_CONTROL}`}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/**
 * A list's count (a live status line), its items, empty or error message with a retry, and its
 * page links. A page link loads that page and moves focus to the count, so a keyboard or screen
 * reader user starts at the top of the new page. With no filters above it, the count opens the list
 * without a gap of its own (the section's padding is space enough).
 */
function ListResults<S extends { page: number }, T extends { slug: string }>({
  view,
  size,
  words,
  count,
  empty,
  listClass,
  renderItem,
  pageCopy,
  hrefFor,
}: {
  view: ListView<S, T>
  size: number
  words: { loading: string; error: string; retry: string }
  count: string
  empty: { text: string; hint?: string }
  listClass: string
  renderItem: (item: T) => ReactNode
  pageCopy: Dictionary['search']
  hrefFor: (page: number) => string
}) {
  const listTop = useRef<HTMLParagraphElement>(null)
  const { state, result, status } = view
  const totalPages = Math.max(1, Math.ceil(result.total / size))
  return (
    <>
      <p ref={listTop} tabIndex={-1} role="status" className="mt-8 font-semibold text-brand-900 first:mt-0 focus:outline-none">
        {status === 'loading' ? words.loading : status === 'error' ? '' : count}
      </p>

      {status === 'error' ? (
        <div role="alert" className="mt-4 rounded-sm border border-red-800 bg-red-50 p-4 text-red-900">
          <p>{words.error}</p>
          <button type="button" onClick={view.retry} className="mt-3 min-h-11 rounded-sm bg-red-900 px-4 font-medium text-white">
            {words.retry}
          </button>
        </div>
      ) : result.items.length === 0 && status === 'ready' ? (
        <div className="mt-4">
          <p className="text-lg">{empty.text}</p>
          {empty.hint ? <p className="mt-1 text-ink/80">{empty.hint}</p> : null}
        </div>
      ) : (
        <ul aria-busy={status === 'loading'} className={`mt-4 ${listClass} ${status === 'loading' ? 'opacity-60' : ''}`}>
          {result.items.map((item) => (
            <li key={item.slug}>{renderItem(item)}</li>
          ))}
        </ul>
      )}

      {status !== 'error' ? (
        <Pagination
          page={Math.min(state.page, totalPages)}
          totalPages={totalPages}
          copy={pageCopy}
          hrefFor={hrefFor}
          onSelect={(page) => {
            view.show({ ...state, page })
            listTop.current?.focus()
          }}
        />
      ) : null}
    </>
  )
}
