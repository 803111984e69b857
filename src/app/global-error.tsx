'use client'

import { useEffect } from 'react'
import { reloadOnceOnChunkError } from '@/lib/chunk-reload'

/** Shown when even the error page (or the layout around it) fails to render. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  // A chunk that failed to load (usually a new deployment) is fixed by one reload, not an error page.
  useEffect(() => {
    reloadOnceOnChunkError(error)
  }, [error])

  return (
    <html lang="en">
      <head>
        <title>Error</title>
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
        <main>
          <h1>An error occurred while showing the error page</h1>
          <p>Details: {error.digest ? `reference ${error.digest}` : error.message || 'unknown error'}</p>
          {/* A plain link: the client router may be what failed. */}
          <a href="/" style={{ color: '#14532d', textDecoration: 'underline' }}>
            Go back to home
          </a>
        </main>
      </body>
    </html>
  )
}
