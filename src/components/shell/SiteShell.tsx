import type React from 'react'
import { getPublicSettings } from '@/data/settings'
import type { Variant } from '@/config/variant'
import { dictionary } from '@/i18n'
import { DictionaryProvider } from '@/i18n/DictionaryProvider'
import { ClientChrome } from './chrome/ClientChrome'
import { SiteFooter } from './footer/SiteFooter'
import { SiteHeader } from './header/SiteHeader'

/** The frame of every public page: header, main content, footer, cookie notice and client chrome. */
export async function SiteShell({ children, variant }: { children: React.ReactNode; variant: Variant }) {
  const settings = await getPublicSettings(variant.locale)
  return (
    <DictionaryProvider locale={variant.locale}>
      <a href="#main" className="skip-link">
        {dictionary(variant.locale).shell.skipToContent}
      </a>
      <SiteHeader variant={variant} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter variant={variant} />
      <ClientChrome settings={settings} />
    </DictionaryProvider>
  )
}
