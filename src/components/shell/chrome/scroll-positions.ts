/**
 * Saved scroll positions per history entry, kept in sessionStorage so they survive a reload or
 * a visit to another site. Entries are keyed by the Navigation API's stable entry key where the
 * browser has one, else by path and query (two visits to the same URL then share a position).
 */
export type ScrollPosition = { x: number; y: number }

const STORAGE_KEY = 'dmc:scroll-positions'
const MAX_ENTRIES = 50

type NavigationLike = { currentEntry?: { key?: string } | null }

export function historyEntryKey(): string {
  const navigation = (window as Window & { navigation?: NavigationLike }).navigation
  const key = navigation?.currentEntry?.key
  return key ? `entry:${key}` : `url:${window.location.pathname}${window.location.search}`
}

export function loadPositions(): Map<string, ScrollPosition> {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY)
    return new Map(raw ? (JSON.parse(raw) as [string, ScrollPosition][]) : [])
  } catch {
    return new Map()
  }
}

export function storePositions(positions: Map<string, ScrollPosition>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_ENTRIES)))
  } catch {
    // Storage full or blocked: positions still work within this page's lifetime.
  }
}

/** Remembers a position, moving the entry to the end so the oldest are dropped first. */
export function remember(positions: Map<string, ScrollPosition>, key: string, position: ScrollPosition): void {
  positions.delete(key)
  positions.set(key, position)
}
