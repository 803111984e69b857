'use client'

import { useDictionary } from '@/i18n/client'
import { prefersReducedMotion } from '@/components/hooks/use-reduced-motion'

/** site.md, section 9: scroll by one window height minus 200 px, over 1.2 s. */
export const SCROLL_OFFSET_PX = 200
export const SCROLL_DURATION_MS = 1200

/** Smoothly scrolls the page down by `distance` px; instant when the visitor prefers less motion. */
export function scrollPageBy(distance: number, duration = SCROLL_DURATION_MS) {
  if (prefersReducedMotion() || duration <= 0) {
    window.scrollBy({ top: distance, behavior: 'instant' })
    return
  }
  const start = window.scrollY
  const startedAt = performance.now()
  // Native smooth scrolling has no duration control, so animate frame by frame.
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / duration)
    window.scrollTo({ top: start + distance * easeInOutCubic(progress), behavior: 'instant' })
    if (progress < 1) requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}

function easeInOutCubic(t: number) {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2
}

/** The "scroll down" control on banners: a real button with an accessible name. */
export function ScrollDown({ label, className = '' }: { label?: string; className?: string }) {
  const t = useDictionary().blocks
  return (
    <button
      type="button"
      aria-label={label ?? t.scrollDown}
      onClick={() => scrollPageBy(window.innerHeight - SCROLL_OFFSET_PX)}
      className={`grid h-12 w-12 place-items-center rounded-full border-2 border-current text-white hover:bg-white/10 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" className="motion-safe:animate-bounce">
        <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  )
}
