/**
 * Runs in the browser before the app hydrates (Next.js instrumentation-client convention).
 * Kept tiny: it forwards router transitions to the site chrome and installs the
 * chunk-load recovery early enough to catch failures during hydration.
 */
import { installChunkErrorReload } from '@/lib/navigation/chunk-reload'
import { announceNavigationStart, type NavigationType } from '@/lib/navigation/navigation-events'

installChunkErrorReload()

export function onRouterTransitionStart(url: string, navigationType: NavigationType) {
  announceNavigationStart(url, navigationType)
}
