import type React from 'react'
import type { Variant } from '@/data/variant'

/** The frame of every public page: header, main content, footer, cookie notice. */
export function SiteShell({ children }: { children: React.ReactNode; variant: Variant }) {
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
        Skip to content
      </a>
      <main id="main">{children}</main>
    </>
  )
}
