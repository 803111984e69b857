'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * The year in the copyright line. Pages are statically cached until an editor publishes, so the
 * year rendered on the server can be last year's; the browser shows its own current year (the
 * server's value is used during hydration, then replaced, without a mismatch warning).
 */
export function CurrentYear({ renderedYear }: { renderedYear: number }) {
  const year = useSyncExternalStore(noSubscription, () => new Date().getFullYear(), () => renderedYear)
  return <>{year}</>
}
