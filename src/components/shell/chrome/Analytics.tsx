'use client'

import Script from 'next/script'
import { useEffect } from 'react'
import { gtagScriptUrl, initGtag } from '@/lib/analytics/gtag'
import { useConsent } from '@/components/consent/consent'

/**
 * Google Analytics page tracking, loaded only once the visitor allows statistics cookies.
 * Client-side navigations are counted by GA4's enhanced measurement ("page changes based on
 * browser history events", on by default), so no manual page_view is sent here.
 * A later withdrawal cannot unload the script, so it sets GA's documented opt-out flag.
 */
const initialised = new Set<string>()

export function Analytics({ id }: { id: string }) {
  const allowed = useConsent()?.statistics === true

  useEffect(() => {
    ;(window as unknown as Record<string, unknown>)[`ga-disable-${id}`] = !allowed
  }, [id, allowed])

  // Queued before gtag.js arrives, as its inline snippet would; once per page load and id.
  useEffect(() => {
    if (allowed && !initialised.has(id)) {
      initialised.add(id)
      initGtag(window as Parameters<typeof initGtag>[0], id)
    }
  }, [id, allowed])

  if (!allowed) return null
  return <Script id="gtag-src" src={gtagScriptUrl(id)} strategy="afterInteractive" />
}
