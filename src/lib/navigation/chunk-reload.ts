/**
 * A code chunk that fails to load (usually because a new deployment replaced the old build's
 * files while this tab was open) is recovered by one full reload (site.md, section 8). The
 * sessionStorage guard stops a reload loop when the chunk is truly missing.
 */
const GUARD_KEY = 'dmc:chunk-reload-at'
/** A second failure within this window is shown as an error instead of reloading again. */
const GUARD_WINDOW_MS = 60_000

const CHUNK_ERROR = /ChunkLoadError|Failed to load chunk|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false
  if (typeof error === 'string') return CHUNK_ERROR.test(error)
  if (typeof error === 'object') {
    const { name, message } = error as { name?: unknown; message?: unknown }
    return CHUNK_ERROR.test(`${typeof name === 'string' ? name : ''} ${typeof message === 'string' ? message : ''}`)
  }
  return false
}

/** Reloads the page once if the error is a failed chunk load; answers whether it did. */
export function reloadOnceOnChunkError(error: unknown, now = Date.now()): boolean {
  if (!isChunkLoadError(error)) return false
  try {
    const last = Number(sessionStorage.getItem(GUARD_KEY) || 0)
    if (now - last < GUARD_WINDOW_MS) return false
    sessionStorage.setItem(GUARD_KEY, String(now))
  } catch {
    // Storage blocked: without a guard a reload could loop, so do not reload.
    return false
  }
  window.location.reload()
  return true
}

/** Listens for chunk failures that no error boundary caught (scripts, dynamic imports). */
export function installChunkErrorReload(): void {
  window.addEventListener('error', (event) => {
    reloadOnceOnChunkError(event.error ?? event.message)
  })
  window.addEventListener('unhandledrejection', (event) => {
    reloadOnceOnChunkError(event.reason)
  })
}
