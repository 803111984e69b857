'use client'

import { useEffect } from 'react'
import { sendShareCount, shareClickBody } from './share-click'

/** How many ShareCounters are mounted: the document listens once, however many share blocks a page has. */
let mounted = 0

function onClick(event: MouseEvent) {
  const body = shareClickBody(event)
  if (body) sendShareCount(body)
}

/**
 * Counts clicks on share links (`[data-share-network]` inside `[data-share-item]`, src/lib/media/share.ts)
 * by event delegation on the document, in the capture phase so no other handler can hide a click
 * from it. It never prevents or delays the link's own navigation, and renders nothing.
 */
export function ShareCounter() {
  useEffect(() => {
    if (mounted++ === 0) {
      document.addEventListener('click', onClick, true)
      document.addEventListener('auxclick', onClick, true)
    }
    return () => {
      if (--mounted === 0) {
        document.removeEventListener('click', onClick, true)
        document.removeEventListener('auxclick', onClick, true)
      }
    }
  }, [])
  return null
}
