import { useEffect, useRef } from 'react'
import { pageKeyOf } from '@/lib/navigation/navigation-events'
import { historyEntryKey, loadPositions, remember, storePositions, type ScrollPosition } from './scroll-positions'

/**
 * Scrolling on client-side navigation:
 * - back/forward restores the position the visitor left that history entry at;
 * - any other navigation to a new path goes to the hash target if there is one, else to the top.
 *
 * The browser's own restoration is switched off because it restores at `popstate`, before the
 * router has rendered the page being returned to, and so clamps to the wrong page's height.
 * Query-only changes (filters, pagination) are left to Next, so `router.push(url, { scroll: false })`
 * keeps working for them.
 */
export function useScrollBehaviour(pathname: string, search: string) {
  const pendingRestore = useRef<ScrollPosition | null>(null)
  const lastPage = useRef<{ page: string; pathname: string } | null>(null)

  useEffect(() => {
    const saved = loadPositions()
    window.history.scrollRestoration = 'manual'
    restoreAfterDocumentTraversal(saved)

    let frame = 0
    const save = () => {
      frame = 0
      // While a restore is pending the page on screen is not the entry being recorded.
      if (pendingRestore.current) return
      remember(saved, historyEntryKey(), { x: window.scrollX, y: window.scrollY })
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(save)
    }
    const onPopState = (event: PopStateEvent) => {
      // A plain in-page anchor (the skip link, say) also fires popstate, with no router state:
      // that jump is the browser's to make.
      if (event.state == null) return
      pendingRestore.current = saved.get(historyEntryKey()) ?? { x: 0, y: 0 }
      // A traversal between entries of the same page (hash entries) renders nothing new.
      if (lastPage.current?.page === pageKeyOf(window.location.href)) restorePending(pendingRestore)
    }
    const persist = () => storePositions(saved)
    const onVisibility = () => document.visibilityState === 'hidden' && persist()

    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('popstate', onPopState)
    window.addEventListener('pagehide', persist)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('popstate', onPopState)
      window.removeEventListener('pagehide', persist)
      document.removeEventListener('visibilitychange', onVisibility)
      persist()
    }
  }, [])

  useEffect(() => {
    const page = pageKeyOf(window.location.href)
    const previous = lastPage.current
    lastPage.current = { page, pathname }
    // First render: the browser has already handled the document load (including its hash).
    if (!previous || previous.page === page) return
    if (pendingRestore.current) {
      restorePending(pendingRestore)
      return
    }
    if (previous.pathname === pathname) return
    scrollToHashOrTop()
  }, [pathname, search])
}

function restorePending(pending: { current: ScrollPosition | null }) {
  const position = pending.current
  pending.current = null
  if (position) window.scrollTo(position.x, position.y)
}

function scrollToHashOrTop() {
  const target = hashTarget()
  if (target) target.scrollIntoView()
  else window.scrollTo(0, 0)
}

function hashTarget(): Element | null {
  const id = decodeURIComponent(window.location.hash.slice(1))
  if (!id) return null
  return document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null
}

/** A reload, or a return from another site, loads the document afresh: put the visitor back. */
function restoreAfterDocumentTraversal(saved: Map<string, ScrollPosition>) {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  if (!entry || (entry.type !== 'reload' && entry.type !== 'back_forward')) return
  const position = saved.get(historyEntryKey())
  if (position && window.scrollY === 0) window.scrollTo(position.x, position.y)
}
