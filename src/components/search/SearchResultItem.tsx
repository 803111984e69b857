import Image from 'next/image'
import Link from 'next/link'
import type { SearchResult } from '@/data/site-search'
import { mediaSrc } from '@/lib/media/media-url'

/**
 * One result: its thumbnail (the document's card picture, decorative beside the linked title),
 * its type, its title linking to the page, and a teaser of three lines at most.
 */
export function SearchResultItem({ result }: { result: SearchResult }) {
  return (
    <li className="border-b border-brand-100 py-6">
      <article aria-labelledby={`result-${result.url}`} className="flex gap-4 sm:gap-6">
        {result.image ? (
          <div className="relative size-20 shrink-0 overflow-hidden rounded-sm bg-brand-100 sm:size-24">
            <Image src={mediaSrc(result.image.url)} alt="" fill sizes="96px" className="object-cover" />
          </div>
        ) : null}
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{result.type}</p>
          <h2 id={`result-${result.url}`} className="mt-1 font-serif text-2xl">
            <Link href={result.url} className="text-brand-900 underline-offset-4 hover:underline">
              {result.title}
            </Link>
          </h2>
          {result.excerpt ? <p className="mt-2 line-clamp-3 text-ink">{result.excerpt}</p> : null}
        </div>
      </article>
    </li>
  )
}
