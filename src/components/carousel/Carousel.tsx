'use client'

import useEmblaCarousel from 'embla-carousel-react'
import type React from 'react'
import { useCallback, useEffect, useState } from 'react'
import type { CarouselLabels } from '@/components/ui/ui-text'
import { prefersReducedMotion } from '@/components/hooks/use-reduced-motion'

/**
 * An accessible slide carousel (WAI-ARIA carousel pattern): previous/next buttons, one button per
 * slide, arrow keys while focus is inside, hidden slides made inert. It never auto-rotates, and
 * under reduced motion slides change without animation. Slides are server-rendered children, so
 * the first one is visible (and is the LCP image) before this script runs.
 */
export function Carousel({
  slides,
  labels,
  className = '',
  controlsClassName = '',
}: {
  slides: React.ReactNode[]
  labels: CarouselLabels
  className?: string
  controlsClassName?: string
}) {
  const [viewportRef, api] = useEmblaCarousel({ loop: slides.length > 1 })
  const [selected, setSelected] = useState(0)
  const live = useWhenIdle()

  useEffect(() => {
    if (!api) return
    const onSelect = () => setSelected(api.selectedScrollSnap())
    api.on('select', onSelect).on('reInit', onSelect)
    return () => {
      api.off('select', onSelect).off('reInit', onSelect)
    }
  }, [api])

  // Read when a slide changes: under reduced motion the change is a jump.
  const go = useCallback((index: number) => api?.scrollTo(index, prefersReducedMotion()), [api])
  const previous = useCallback(() => api?.scrollPrev(prefersReducedMotion()), [api])
  const next = useCallback(() => api?.scrollNext(prefersReducedMotion()), [api])

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous()
    else if (event.key === 'ArrowRight') next()
    else return
    event.preventDefault()
  }

  return (
    // data-ready: the controls work from here on (a press before this script runs does nothing); tests wait for it.
    <section
      aria-roledescription="carousel"
      aria-label={labels.region}
      onKeyDown={onKeyDown}
      data-ready={api ? 'true' : undefined}
      className={`relative ${className}`}
    >
      <div ref={live ? viewportRef : undefined} className="h-full overflow-hidden">
        <div className="flex h-full touch-pan-y" aria-live="polite">
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slides[i]}
              aria-hidden={i !== selected}
              inert={i !== selected}
              className="carousel-slide"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className={`flex items-center gap-3 ${controlsClassName}`}>
          <ArrowButton label={labels.previous} onClick={previous} direction="left" />
          <div role="group" aria-label={labels.dots} className="flex min-w-0 flex-wrap items-center justify-center">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                onClick={() => go(i)}
                aria-label={labels.showSlides[i]}
                aria-current={i === selected ? 'true' : undefined}
                className="group carousel-dot"
              >
                <span className={i === selected ? 'w-6 opacity-100' : 'w-2 opacity-60 group-hover:opacity-90'} />
              </button>
            ))}
          </div>
          <ArrowButton label={labels.next} onClick={next} direction="right" />
        </div>
      ) : null}
    </section>
  )
}

function ArrowButton({ label, onClick, direction }: { label: string; onClick: () => void; direction: 'left' | 'right' }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="carousel-arrow"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  )
}

/**
 * True once the browser is idle after hydration. Embla measures every slide as it starts (~9 ms on a fast machine,
 * four times that on a phone): started from the hydration's own effects it lengthened the page's longest task.
 */
function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 1)
      return () => clearTimeout(timer)
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 500 })
    return () => cancelIdleCallback(handle)
  }, [])
  return idle
}
