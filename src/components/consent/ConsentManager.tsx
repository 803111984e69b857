'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { CONSENT_OPEN_EVENT, hasConsentCookie } from '@/components/consent/consent'
import { CookieBanner } from './CookieBanner'

/** site.md, section 9: the banner appears 15 s after the page opens. */
export const BANNER_DELAY_MS = 15_000
/** "Close" without choosing hides the banner for the rest of this browsing session only. */
const DISMISSED_KEY = 'dmc:consent-dismissed'

type OpenState = { focus: boolean } | null

/**
 * Decides when the cookie banner shows: never while a `policy` cookie exists, otherwise after
 * the delay, and whenever "Cookie settings" asks for it (then it takes focus, and gives it back).
 */
export function ConsentManager({ policyHref, brandName }: { policyHref: string; brandName: string }) {
  const [open, setOpen] = useState<OpenState>(null)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const onOpen = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      setOpen({ focus: true })
    }
    window.addEventListener(CONSENT_OPEN_EVENT, onOpen)
    // Asked again when the delay is up: the visitor may have chosen (via "Cookie settings") meanwhile.
    const due = () => !hasConsentCookie() && !wasDismissed()
    const show = () => {
      if (due()) setOpen((o) => o ?? { focus: false })
    }
    const timer = due() ? setTimeout(show, BANNER_DELAY_MS) : undefined
    return () => {
      window.removeEventListener(CONSENT_OPEN_EVENT, onOpen)
      clearTimeout(timer)
    }
  }, [])

  const close = useCallback((reason: 'saved' | 'dismissed') => {
    if (reason === 'dismissed') markDismissed()
    setOpen(null)
    opener.current?.focus()
    opener.current = null
  }, [])

  if (!open) return null
  return <CookieBanner moveFocus={open.focus} onClose={close} policyHref={policyHref} brandName={brandName} />
}

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1'
  } catch {
    return false
  }
}

function markDismissed() {
  try {
    sessionStorage.setItem(DISMISSED_KEY, '1')
  } catch {
    // Without storage the banner simply shows again on the next page load.
  }
}
