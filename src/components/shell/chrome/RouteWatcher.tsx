'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useActivityTracking } from './useActivityTracking'
import { useScrollBehaviour } from './useScrollBehaviour'

/**
 * Watches the rendered route. Lives inside a Suspense boundary because useSearchParams would
 * otherwise opt every statically cached page out of prerendering.
 */
export function RouteWatcher() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  useActivityTracking(pathname, search)
  useScrollBehaviour(pathname, search)
  return null
}
