'use client'

import type React from 'react'
import { useHydrated } from '@/components/hooks/use-hydrated'
import { useState, useSyncExternalStore } from 'react'

/** site.md: the header takes its scrolled style once the page has scrolled past 100 px. */
export const SCROLLED_AFTER_PX = 100

const onScroll = (notify: () => void) => {
  window.addEventListener('scroll', notify, { passive: true })
  return () => window.removeEventListener('scroll', notify)
}
/**
 * The fixed header. Its height is reserved by a spacer in SiteHeader, so nothing below it
 * moves; when scrolled, the desktop top bar slides away (a transform, no layout change)
 * unless keyboard focus is in it.
 */
export function HeaderFrame({ children }: { children: React.ReactNode }) {
  // The server (and hydration) render the unscrolled header; the browser then reads the real offset.
  const scrolled = useSyncExternalStore(onScroll, () => window.scrollY > SCROLLED_AFTER_PX, () => false)
  const hydrated = useHydrated()
  const [topBarFocused, setTopBarFocused] = useState(false)

  const inTopBar = (target: EventTarget | null) => target instanceof Element && Boolean(target.closest('[data-topbar]'))

  return (
    <header
      data-scrolled={scrolled}
      // Lets browser tests wait until the menus respond to input.
      data-hydrated={hydrated}
      onFocus={(e) => setTopBarFocused(inTopBar(e.target))}
      onBlur={(e) => setTopBarFocused(inTopBar(e.relatedTarget))}
      className={[
        'site-header',
        scrolled ? 'shadow-lg shadow-brand-900/15' : 'border-b border-brand-100',
        scrolled && !topBarFocused ? 'lg:-translate-y-10' : '',
      ].join(' ')}
    >
      {children}
    </header>
  )
}
