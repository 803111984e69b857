import { pageKeyOf } from '@/lib/navigation/navigation-events'

/**
 * What the chrome needs to know about in-flight work: is a page navigation under way, how many
 * fetches are pending, and how many navigations have settled (the loading screen waits 800 ms
 * after each). One small store shared by the loading screen and the progress bar.
 */
export type ActivityState = { navigating: boolean; requests: number; settled: number }

const INITIAL: ActivityState = { navigating: false, requests: 0, settled: 0 }
/** A navigation that never commits (network failure, hard reload) must not leave the screen covered. */
const NAVIGATION_TIMEOUT_MS = 15_000

let state = INITIAL
let committedPage: string | null = null
let timeout: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function update(patch: Partial<ActivityState>) {
  state = { ...state, ...patch }
  for (const listener of listeners) listener()
}

function settle() {
  clearTimeout(timeout)
  if (state.navigating) update({ navigating: false, settled: state.settled + 1 })
}

/** A router transition started; only a different page (path or query) counts, not a hash jump. */
export function navigationStarted(url: string) {
  if (committedPage !== null && pageKeyOf(url) === committedPage) return
  clearTimeout(timeout)
  timeout = setTimeout(settle, NAVIGATION_TIMEOUT_MS)
  if (!state.navigating) update({ navigating: true })
}

/** The router rendered a page (path plus query). */
export function routeCommitted(page: string) {
  committedPage = page
  settle()
}

export function requestStarted() {
  update({ requests: state.requests + 1 })
}

export function requestEnded() {
  update({ requests: Math.max(0, state.requests - 1) })
}

export function getActivity(): ActivityState {
  return state
}

export function subscribeActivity(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
