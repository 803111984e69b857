'use client'

import Link from 'next/link'
import { useEffect } from 'react'
import { useDictionary } from '@/i18n/client'
import { reloadOnceOnChunkError } from '@/lib/navigation/chunk-reload'

/** Any other error while rendering a page (site.md section 8): the message defaults to "Error". */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useDictionary().errors
  // A chunk that failed to load (usually a new deployment) is fixed by one reload, not an error page.
  useEffect(() => {
    reloadOnceOnChunkError(error)
  }, [error])

  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center" role="alert">
      {/* The page's own metadata failed with it; React hoists this into the head. */}
      <title>{t.title}</title>
      <p className="text-6xl font-bold text-brand-800">500</p>
      <h1 className="mt-4 font-serif text-3xl">{t.title}</h1>
      {error.digest ? <p className="mt-2 text-sm text-neutral-600">{t.reference} {error.digest}</p> : null}
      <div className="mt-8 flex justify-center gap-4">
        <button type="button" onClick={reset} className="rounded border border-brand-800 px-5 py-2 text-brand-800">
          {t.tryAgain}
        </button>
        <Link href="/" className="rounded bg-brand-800 px-5 py-2 text-white">
          {t.backHome}
        </Link>
      </div>
    </section>
  )
}
