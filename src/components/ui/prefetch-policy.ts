import { useSyncExternalStore } from 'react'

/**
 * Link prefetching is skipped on 2g connections, with Save-Data on, or offline (site.md,
 * section 9). Prefetching spends the visitor's data on pages they may never open; on a slow or
 * metered line that costs more than it saves.
 */
type ConnectionLike = {
  effectiveType?: string
  saveData?: boolean
  addEventListener?: (type: 'change', listener: () => void) => void
  removeEventListener?: (type: 'change', listener: () => void) => void
}
type NavigatorLike = { onLine?: boolean; connection?: ConnectionLike }

const SLOW_TYPES = new Set(['slow-2g', '2g'])

export function prefetchAllowed(nav: NavigatorLike | undefined): boolean {
  if (!nav) return false
  if (nav.onLine === false) return false
  const connection = nav.connection
  if (connection?.saveData) return false
  if (connection?.effectiveType && SLOW_TYPES.has(connection.effectiveType)) return false
  return true
}

const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

/** One set of browser listeners for every link of the page, attached while any link is mounted. */
function subscribe(onChange: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('online', notify)
    window.addEventListener('offline', notify)
    ;(navigator as NavigatorLike).connection?.addEventListener?.('change', notify)
  }
  listeners.add(onChange)
  return () => {
    listeners.delete(onChange)
    if (listeners.size > 0) return
    window.removeEventListener('online', notify)
    window.removeEventListener('offline', notify)
    ;(navigator as NavigatorLike).connection?.removeEventListener?.('change', notify)
  }
}

const current = () => prefetchAllowed(typeof navigator === 'undefined' ? undefined : (navigator as NavigatorLike))

/**
 * Live answer for the current browser; false on the server. Hydration reads the browser's answer too: the
 * `prefetch` prop changes no markup, so the two sides may differ, and reading it at once spares every link of the
 * page a second render (and a second commit) after hydration.
 */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(subscribe, current, current)
}
