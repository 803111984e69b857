'use client'

import { useEffect } from 'react'
import { enErrors } from '@/i18n/error-page-words'
import { reloadOnceOnChunkError } from '@/lib/navigation/chunk-reload'

/**
 * Shown when even the error page (or the layout around it) fails to render. It replaces the
 * layout, so the page's language is unknown here: the words are the English ones, imported alone: this page's code loads with every page.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const t = enErrors
  // A chunk that failed to load (usually a new deployment) is fixed by one reload, not an error page.
  useEffect(() => {
    reloadOnceOnChunkError(error)
  }, [error])

  return (
    <html lang="en">
      <head>
        <title>{t.title}</title>
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
        <main>
          <h1>{t.errorPageFailed}</h1>
          <p>
            {t.details} {error.digest ? `${t.reference} ${error.digest}` : error.message || t.unknown}
          </p>
          {/* A plain link: the client router may be what failed. */}
          <a href="/" style={{ color: '#14532d', textDecoration: 'underline' }}>
            {t.goHome}
          </a>
        </main>
      </body>
    </html>
  )
}
