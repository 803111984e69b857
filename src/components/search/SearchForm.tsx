import { routes } from '@/routes'
import type { Dictionary } from '@/i18n'

/** A plain GET form: works without JavaScript and keeps the keyword in the address. */
export function SearchForm({ keyword, copy }: { keyword: string; copy: Dictionary['search'] }) {
  return (
    <form role="search" aria-label={copy.refine} action={routes.search} method="get" className="flex max-w-xl gap-2">
      <label htmlFor="search-results-keyword" className="sr-only">
        {copy.label}
      </label>
      <input
        id="search-results-keyword"
        type="search"
        name="keyword"
        defaultValue={keyword}
        placeholder={copy.placeholder}
        maxLength={100}
        className="min-w-0 flex-1 rounded border border-brand-700 px-3 py-2 text-base"
      />
      <button type="submit" className="rounded bg-brand-800 px-5 py-2 font-medium text-white hover:bg-brand-900">
        {copy.submit}
      </button>
    </form>
  )
}
