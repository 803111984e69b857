import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the server's HTML and during hydration, true once the component is live. Controls that
 * only work with their script are rendered inert until then, so an early click is not lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false)
}
