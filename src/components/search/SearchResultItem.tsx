import Link from 'next/link'
import type { SearchResult } from '@/data/search'

/** One result: its type, its title linking to the page, and a teaser of three lines at most. */
export function SearchResultItem({ result }: { result: SearchResult }) {
  return (
    <li className="border-b border-brand-100 py-6">
      <article aria-labelledby={`result-${result.url}`}>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{result.type}</p>
        <h2 id={`result-${result.url}`} className="mt-1 font-serif text-2xl">
          <Link href={result.url} className="text-brand-900 underline-offset-4 hover:underline">
            {result.title}
          </Link>
        </h2>
        {result.excerpt ? <p className="mt-2 line-clamp-3 text-ink">{result.excerpt}</p> : null}
      </article>
    </li>
  )
}
