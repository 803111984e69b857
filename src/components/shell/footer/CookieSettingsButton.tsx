'use client'

import { useDictionary } from '@/i18n/client'
import { openConsentBanner } from '@/components/consent/consent'

/** Reopens the cookie banner so a visitor can change an earlier choice. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={openConsentBanner} className={className}>
      {useDictionary().footer.cookieSettings}
    </button>
  )
}
