import { startTransition, useEffect, useState } from 'react'

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

function subscribe(onChange: () => void) {
  const connection = (navigator as NavigatorLike).connection
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  connection?.addEventListener?.('change', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
    connection?.removeEventListener?.('change', onChange)
  }
}

/**
 * Live answer for the current browser. During hydration (and on the server) it answers false, so
 * nothing is prefetched before the connection has been checked. The answer arrives as a transition: a
 * store read with useSyncExternalStore would re-render every link of the page synchronously right after
 * hydration, one long task on a slow phone; a transition renders them in short slices.
 */
export function usePrefetchAllowed(): boolean {
  const [allowed, setAllowed] = useState(false)
  useEffect(() => {
    const update = () => startTransition(() => setAllowed(prefetchAllowed(navigator as NavigatorLike)))
    update()
    return subscribe(update)
  }, [])
  return allowed
}
