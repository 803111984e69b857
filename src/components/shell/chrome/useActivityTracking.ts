import { useEffect } from 'react'
import { NAVIGATION_START_EVENT, pageKeyOf, type NavigationStartDetail } from '@/lib/navigation/navigation-events'
import { navigationStarted, requestEnded, requestStarted, routeCommitted } from './navigation-store'

/** Next's router marks background prefetches with these headers; they must not move the progress bar. */
const PREFETCH_HEADERS = ['next-router-prefetch', 'next-router-segment-prefetch']

/**
 * Feeds the activity store: router transitions (from instrumentation-client), rendered pages,
 * and every fetch the page makes (site.md: "request and response activity drives the loading
 * progress indicator").
 */
export function useActivityTracking(pathname: string, search: string) {
  useEffect(() => {
    const onStart = (event: Event) => navigationStarted((event as CustomEvent<NavigationStartDetail>).detail.url)
    window.addEventListener(NAVIGATION_START_EVENT, onStart)
    const restoreFetch = trackFetch()
    return () => {
      window.removeEventListener(NAVIGATION_START_EVENT, onStart)
      restoreFetch()
    }
  }, [])

  useEffect(() => {
    // The router has already written the new URL (history is updated before effects run).
    routeCommitted(pageKeyOf(window.location.href))
  }, [pathname, search])
}

function trackFetch(): () => void {
  const original = window.fetch
  const tracked: typeof fetch = async (input, init) => {
    if (isPrefetch(input, init)) return original.call(window, input, init)
    requestStarted()
    try {
      return await original.call(window, input, init)
    } finally {
      requestEnded()
    }
  }
  window.fetch = tracked
  return () => {
    if (window.fetch === tracked) window.fetch = original
  }
}

function isPrefetch(input: RequestInfo | URL, init?: RequestInit): boolean {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
  return PREFETCH_HEADERS.some((name) => headers.has(name))
}
