'use client'
import { useLivePreviewContext } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/** The live preview's first size (../preview.ts `livePreviewSizes`): what most visitors see. */
const FIRST_SIZE = 'desktop'

/**
 * Opens the live preview at the desktop size: Payload always starts it at "Responsive", as wide as the pane beside
 * the form, where the site shows its phone layout. Only its first opening in a view: a size the editor then
 * chooses stays. Renders nothing.
 */
export function LivePreviewAtDesktop() {
  const { isLivePreviewing, breakpoint, breakpoints, setBreakpoint } = useLivePreviewContext()
  const opened = useRef(false)
  useEffect(() => {
    if (!isLivePreviewing || opened.current) return
    opened.current = true
    if (breakpoint === 'responsive' && breakpoints?.some((size) => size.name === FIRST_SIZE)) setBreakpoint(FIRST_SIZE)
  }, [isLivePreviewing, breakpoint, breakpoints, setBreakpoint])
  return null
}
