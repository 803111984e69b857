import type { PublicSettings } from '@/data/settings'

/** Placeholder: toasts, cookie consent, analytics, loading screen, progress bar, scroll restoration. */
export function ClientChrome(_props: { settings: PublicSettings }) {
  return null
}
