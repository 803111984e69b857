/**
 * Window events that connect Next's router to the site chrome (loading screen, progress bar,
 * scroll handling). instrumentation-client.ts is bundled as its own entry, so it talks to the
 * chrome through window events rather than a shared module instance.
 */
export type NavigationType = 'push' | 'replace' | 'traverse'
export type NavigationStartDetail = { url: string; type: NavigationType }

/** A client-side navigation has started (link, router.push, back/forward). */
export const NAVIGATION_START_EVENT = 'dmc:navigation-start'

export function announceNavigationStart(url: string, type: NavigationType): void {
  window.dispatchEvent(new CustomEvent<NavigationStartDetail>(NAVIGATION_START_EVENT, { detail: { url, type } }))
}

/** Path plus query of a URL, the part that decides which page renders (the hash does not). */
export function pageKeyOf(url: string | URL, base?: string): string {
  const u = new URL(url, base ?? (typeof location === 'undefined' ? 'http://localhost' : location.href))
  return u.pathname + u.search
}
