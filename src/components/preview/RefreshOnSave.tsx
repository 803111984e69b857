'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useCallback } from 'react'

/**
 * In the admin's live-preview frame: every autosave of the document posts a message, and the page
 * re-renders on the server with the new draft (no data is rendered in the browser). The admin is
 * served from the site's own origin, which is the only sender accepted.
 */
export function RefreshOnSave() {
  const router = useRouter()
  const refresh = useCallback(() => router.refresh(), [router])
  return <RefreshRouteOnSave refresh={refresh} serverURL={window.location.origin} />
}
