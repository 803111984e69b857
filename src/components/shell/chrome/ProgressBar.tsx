'use client'

import { useEffect, useState } from 'react'
import { getActivity, subscribeActivity } from './navigation-store'

type Phase = 'idle' | 'running' | 'done'
/** Work shorter than this never shows the bar, so quick requests do not flicker. */
const SHOW_AFTER_MS = 120
const FADE_MS = 400

/** A thin bar at the top of the window while navigations or requests are in flight. */
export function ProgressBar() {
  const [phase, setPhase] = useState<Phase>('idle')

  useEffect(() => {
    let show: ReturnType<typeof setTimeout> | undefined
    let hide: ReturnType<typeof setTimeout> | undefined
    let wasActive = false
    const onChange = () => {
      const { navigating, requests } = getActivity()
      const active = navigating || requests > 0
      if (active === wasActive) return
      wasActive = active
      clearTimeout(show)
      clearTimeout(hide)
      if (active) {
        show = setTimeout(() => setPhase('running'), SHOW_AFTER_MS)
      } else {
        setPhase((p) => (p === 'running' ? 'done' : p))
        hide = setTimeout(() => setPhase('idle'), FADE_MS)
      }
    }
    const unsubscribe = subscribeActivity(onChange)
    return () => {
      unsubscribe()
      clearTimeout(show)
      clearTimeout(hide)
    }
  }, [])

  if (phase === 'idle') return null
  return (
    <div aria-hidden="true" data-progress-bar={phase} className="pointer-events-none fixed inset-x-0 top-0 z-[95] h-[3px]">
      <div className={`dmc-progress h-full origin-left bg-gold-400 shadow-[0_0_6px_var(--color-gold-400)] ${phase === 'done' ? 'dmc-progress-done' : ''}`} />
    </div>
  )
}
