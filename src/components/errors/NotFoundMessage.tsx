'use client'

import Link from 'next/link'
import { useId } from 'react'
import { SEARCH_PATH } from '@/config/search-path'
import { useDictionary } from '@/i18n/client'
import type { PopularPage } from './popular-pages'

/**
 * What a 404 says, in the page's language (the layout's dictionary; English outside one): the
 * message, a plain GET search form and a few section pages to go on from, so it works without
 * JavaScript too. `popular` comes from the server, which keeps the route table out of the browser.
 */
export function NotFoundMessage({ popular }: { popular: Record<PopularPage, string> }) {
  const { errors: t, search } = useDictionary()
  const keyword = useId()
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-bold text-brand-800">404</p>
      <h1 className="mt-4 font-serif text-3xl">{t.notFound}</h1>
      <p className="mt-4 text-ink/85">{t.notFoundHint}</p>
      <form role="search" action={SEARCH_PATH} method="get" className="mt-8 flex w-full max-w-md gap-2">
        <label htmlFor={keyword} className="sr-only">
          {search.label}
        </label>
        <input id={keyword} name="keyword" type="search" required placeholder={search.placeholder} className="min-h-11 min-w-0 flex-1 rounded border border-neutral-500 px-3 py-2" />
        <button type="submit" className="min-h-11 rounded bg-brand-800 px-4 py-2 text-white hover:bg-brand-900">
          {search.submit}
        </button>
      </form>
      <nav aria-label={t.popularPages} className="mt-8">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {(Object.entries(popular) as [PopularPage, string][]).map(([page, path]) => (
            <li key={page}>
              <Link href={path} className="inline-flex min-h-11 items-center text-brand-800 underline underline-offset-4">
                {t.popular[page]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Link href="/" className="mt-10 inline-flex min-h-11 items-center rounded bg-brand-800 px-5 py-2 text-white hover:bg-brand-900">
        {t.backHome}
      </Link>
    </div>
  )
}
