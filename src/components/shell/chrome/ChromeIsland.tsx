'use client'

import dynamic from 'next/dynamic'
import { Suspense, useEffect } from 'react'
import { ConsentManager } from '@/components/consent/ConsentManager'
import { Analytics } from './Analytics'
import { LoadingScreen } from './LoadingScreen'
import { ProgressBar } from './ProgressBar'
import { RouteWatcher } from './RouteWatcher'

// Toasts are never part of the first paint: their code loads after hydration (see src/components/shell/chrome/notify.ts).
const Toasts = dynamic(() => import('./Toasts').then((m) => m.Toasts), { ssr: false })

export type ChromeIslandProps = {
  loadingVideoUrl?: string
  analyticsId?: string
  policyHref: string
  brandName: string
  /** False in an editor's draft preview: no cookie banner over the page being edited. */
  askConsent: boolean
}

/** The one client island for page furniture. Each part renders nothing until it is needed. */
export function ChromeIsland({ loadingVideoUrl, analyticsId, policyHref, brandName, askConsent }: ChromeIslandProps) {
  // Marks the page as interactive (children's effects, such as the consent timer, have run) and
  // when; browser tests wait for it before driving the (mocked) clock or the keyboard.
  useEffect(() => {
    document.documentElement.dataset.hydratedAt = String(Date.now())
    document.documentElement.dataset.hydrated = 'true'
  }, [])

  return (
    <>
      <Suspense fallback={null}>
        <RouteWatcher />
      </Suspense>
      <ProgressBar />
      <LoadingScreen videoUrl={loadingVideoUrl} brandName={brandName} />
      <Toasts />
      {askConsent ? <ConsentManager policyHref={policyHref} brandName={brandName} /> : null}
      {analyticsId ? <Analytics id={analyticsId} /> : null}
    </>
  )
}
