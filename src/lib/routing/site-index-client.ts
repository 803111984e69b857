import type { SiteIndex } from './match'
import { internalOrigin } from '@/site.config'

/**
 * The proxy's copy of the site index (src/app/site-index.json), per instance. It is fetched over
 * loopback from this same server, whose answer comes from the data module's tagged cache, and
 * refreshed in the background at most once per REFRESH_MS, so a publish (which expires that cache
 * on every instance within about a second) reaches routing within about two seconds. Requests never
 * wait for a refresh, only for the very first fetch.
 */
const REFRESH_MS = 1000
const FETCH_TIMEOUT_MS = 5000

type State = { index: SiteIndex | null; fetchedAt: number; pending: Promise<SiteIndex | null> | null }
const state: State = { index: null, fetchedAt: 0, pending: null }

const indexUrl = () => `${internalOrigin()}/site-index.json`

async function load(): Promise<SiteIndex | null> {
  try {
    const response = await fetch(indexUrl(), { cache: 'no-store', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
    if (!response.ok) throw new Error(`status ${response.status}`)
    state.index = (await response.json()) as SiteIndex
    state.fetchedAt = Date.now()
  } catch (error) {
    // Keep the last good index; without one, routing lets pages decide (they 404 themselves).
    console.error('[proxy] could not load the site index:', error instanceof Error ? error.message : error)
  } finally {
    state.pending = null
  }
  return state.index
}

function refresh(): Promise<SiteIndex | null> {
  state.pending ??= load()
  return state.pending
}

/** The current index; null only while the server cannot answer its own index. */
export async function siteIndex(): Promise<SiteIndex | null> {
  if (!state.index) return refresh()
  if (Date.now() - state.fetchedAt > REFRESH_MS) void refresh()
  return state.index
}

/** The index held now, for a caller that cannot wait (the server gate); starts a refresh when one is due. */
export function heldSiteIndex(): SiteIndex | null {
  if (!state.index || Date.now() - state.fetchedAt > REFRESH_MS) void refresh()
  return state.index
}
