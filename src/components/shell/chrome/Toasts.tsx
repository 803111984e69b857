'use client'

import { Toaster } from 'sonner'

/**
 * The one toast outlet (sonner). Toasts have two looks (site.md, section 8): success with a
 * green header and a tick, danger with a red header and a warning icon; the title sits in the
 * header and the description below. Show one with `notify('success' | 'error', title, description)`
 * from src/components/shell/chrome/notify.ts (or sonner's `toast.success` / `toast.error` with a description).
 */
export function Toasts() {
  return (
    <Toaster
      position="top-right"
      duration={6000}
      closeButton
      icons={{ success: <Icon path={TICK} />, error: <Icon path={ALERT} />, warning: <Icon path={ALERT} /> }}
      toastOptions={{ unstyled: true, className: 'dmc-toast' }}
    />
  )
}

/** The toasts' header icons: 20-px solid shapes, each one evenodd path. */
const TICK = 'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4Z'
const ALERT =
  'M8.3 2.9a2 2 0 0 1 3.4 0l6.1 10.9A2 2 0 0 1 16.1 17H3.9a2 2 0 0 1-1.7-3.2L8.3 2.9ZM10 6a1 1 0 0 0-1 1v3.5a1 1 0 1 0 2 0V7a1 1 0 0 0-1-1Zm0 9a1.2 1.2 0 1 0 0-2.4 1.2 1.2 0 0 0 0 2.4Z'

function Icon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="currentColor">
      <path fillRule="evenodd" d={path} />
    </svg>
  )
}
