'use client'

import { useEffect, useState } from 'react'
import { useReducedMotion } from '@/components/hooks/use-reduced-motion'
import { BrandMark } from './BrandMark'
import { getActivity, subscribeActivity } from './navigation-store'

type Phase = 'hidden' | 'covering' | 'leaving'
/** site.md: the loading screen finishes about 800 ms after the new page renders. */
export const FINISH_DELAY_MS = 800
const FADE_MS = 300

/**
 * Covers client-side navigations only. Nothing is rendered until the first navigation starts,
 * so the server-rendered first paint (and LCP) is never hidden or delayed.
 */
export function LoadingScreen({ videoUrl, brandName }: { videoUrl?: string; brandName: string }) {
  const [phase, setPhase] = useState<Phase>('hidden')
  const reducedMotion = useReducedMotion()

  useEffect(() => {
    let finish: ReturnType<typeof setTimeout> | undefined
    let hide: ReturnType<typeof setTimeout> | undefined
    let previous = getActivity()
    const onChange = () => {
      const next = getActivity()
      if (next.navigating && !previous.navigating) {
        clearTimeout(finish)
        clearTimeout(hide)
        setPhase('covering')
      }
      if (next.settled !== previous.settled) {
        clearTimeout(finish)
        finish = setTimeout(() => {
          if (getActivity().navigating) return
          setPhase('leaving')
          hide = setTimeout(() => setPhase('hidden'), FADE_MS)
        }, FINISH_DELAY_MS)
      }
      previous = next
    }
    const unsubscribe = subscribeActivity(onChange)
    return () => {
      unsubscribe()
      clearTimeout(finish)
      clearTimeout(hide)
    }
  }, [])

  if (phase === 'hidden') return null
  return (
    <div
      aria-hidden="true"
      data-loading-screen={phase}
      className={`dmc-loading-screen fixed inset-0 z-[90] grid place-items-center bg-brand-900 ${phase === 'leaving' ? 'dmc-loading-leaving' : ''}`}
    >
      {videoUrl && !reducedMotion ? (
        <video className="h-40 w-40 object-contain" src={videoUrl} autoPlay muted loop playsInline preload="auto" />
      ) : (
        <BrandMark brandName={brandName} animated={!reducedMotion} />
      )}
    </div>
  )
}
