import Link from 'next/link'
import type React from 'react'
import type { Dictionary } from '@/i18n'

/** Page numbers to show: the first, the last, and the current one with its neighbours; gaps become null. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total))
  const pages = [...wanted].sort((a, b) => a - b)
  return pages.flatMap((p, i) => (i > 0 && p - pages[i - 1] > 1 ? [null, p] : [p]))
}

const linkClass = 'inline-flex min-w-11 min-h-11 items-center justify-center rounded border px-3'

/**
 * Page links with the current page marked (aria-current). Each page is a real address (`hrefFor`);
 * a client list that loads pages itself passes `onSelect`, and plain clicks go to it instead
 * (modified clicks still open the address, e.g. in a new tab).
 */
export function Pagination({ page, totalPages, copy, hrefFor, onSelect }: {
  page: number
  totalPages: number
  copy: Dictionary['search']
  hrefFor: (page: number) => string
  onSelect?: (page: number) => void
}) {
  if (totalPages <= 1) return null
  const select = (p: number) =>
    onSelect
      ? {
          onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
            event.preventDefault()
            onSelect(p)
          },
        }
      : {}
  return (
    <nav aria-label={copy.pagination} className="mt-10">
      <ol className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link href={hrefFor(page - 1)} {...select(page - 1)} aria-label={copy.previousPage} rel="prev" className={`${linkClass} border-brand-700 text-brand-800`}>
              ← {copy.previous}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={hrefFor(p)} {...select(p)}
                aria-label={copy.goToPage(p)}
                aria-current={p === page ? 'page' : undefined}
                className={`${linkClass} ${p === page ? 'border-brand-900 bg-brand-900 text-white' : 'border-brand-700 text-brand-800'}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <Link href={hrefFor(page + 1)} {...select(page + 1)} aria-label={copy.nextPage} rel="next" className={`${linkClass} border-brand-700 text-brand-800`}>
              {copy.next} →
            </Link>
          </li>
        ) : null}
      </ol>
    </nav>
  )
}
