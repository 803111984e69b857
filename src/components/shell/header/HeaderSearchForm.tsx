'use client'

import { useRouter } from 'next/navigation'
import type React from 'react'
import { useId } from 'react'
import { useDictionary } from '@/i18n/client'
import { SEARCH_PATH, searchFor } from '@/config/search-path'
import { SearchIcon } from './icons'

/**
 * The site search box (header on desktop, search dialog on mobile). An empty keyword is
 * ignored (site.md, validation rules); anything else opens the results page.
 */
export function HeaderSearchForm({
  variant,
  autoFocus,
  onSearch,
}: {
  variant: 'bar' | 'dialog'
  autoFocus?: boolean
  onSearch?: () => void
}) {
  const router = useRouter()
  const id = useId()

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = event.currentTarget.elements.namedItem('keyword') as HTMLInputElement
    const keyword = input.value.trim()
    if (!keyword) {
      input.focus()
      return
    }
    onSearch?.()
    router.push(searchFor(keyword))
  }

  const bar = variant === 'bar'
  const t = useDictionary().header
  return (
    <form role="search" aria-label={t.siteSearch} action={SEARCH_PATH} method="get" onSubmit={submit} className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {t.searchKeyword}
      </label>
      <input
        id={id}
        name="keyword"
        type="search"
        data-autofocus={autoFocus || undefined}
        autoComplete="off"
        placeholder={t.search}
        className={
          bar
            ? 'search-bar-input'
            : 'h-12 min-w-0 flex-1 rounded-l-md border border-brand-700 px-4 text-base text-ink placeholder:text-neutral-600'
        }
      />
      <button
        type="submit"
        aria-label={t.search}
        className={
          bar
            ? 'search-bar-button'
            : 'grid h-12 w-14 place-items-center rounded-r-md bg-brand-800 text-white hover:bg-brand-900'
        }
      >
        <SearchIcon />
      </button>
    </form>
  )
}
