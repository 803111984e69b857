'use client'

import type React from 'react'
import { useEffect, useRef } from 'react'
import { prefersReducedMotion } from '@/components/hooks/use-reduced-motion'

/**
 * Fades content up as it first scrolls into view: 600 ms, once (site.md, section 9).
 *
 * The server renders the content fully visible. Only after hydration, and only for content still
 * below the fold, does the effect hide it until it is reached; so without JavaScript, under
 * reduced motion, or for content already on screen nothing is ever hidden (`data-aos="still"`).
 */
export function AnimateOnScroll({
  children,
  as: Tag = 'div',
  className,
}: {
  children: React.ReactNode
  as?: 'div' | 'section' | 'li' | 'article'
  className?: string
}) {
  const ref = useRef<HTMLElement>(null)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const still = prefersReducedMotion() || !('IntersectionObserver' in window) || element.getBoundingClientRect().top < window.innerHeight
    element.dataset.aos = still ? 'still' : 'waiting'
    if (still) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return
        element.dataset.aos = 'shown'
        observer.disconnect()
      },
      { rootMargin: '0px 0px -10% 0px' },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      delete element.dataset.aos
    }
  }, [])

  return (
    <Tag ref={ref as React.Ref<never>} className={className}>
      {children}
    </Tag>
  )
}
