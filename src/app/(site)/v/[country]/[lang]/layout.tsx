import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { siteConfig } from '@/site.config'
import { SiteShell } from '@/components/shell/SiteShell'
import { PreviewBar } from '@/components/preview/PreviewBar'
import { brandSerif } from '@/app/fonts'
import { variantFrom, type VariantParams } from './params'
import '@/app/globals.css'

// Variants are rendered on first request and then served from the static cache until a publish revalidates them.
export const dynamicParams = true
// Safety net, not the refresh mechanism: a publish reaches only the instance whose cache it
// revalidates, so with several instances and no shared cache handler the others catch up within
// this many seconds (a literal: Next.js reads it statically; keep it equal to SAFETY_NET_SECONDS).
export const revalidate = 300
export function generateStaticParams(): VariantParams[] {
  return []
}

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.SITE_URL),
  title: { default: siteConfig.BRAND_NAME, template: `%s | ${siteConfig.BRAND_NAME}` },
}

export const viewport: Viewport = { themeColor: siteConfig.THEME_COLOR }

export default async function SiteLayout({
  children,
  params,
}: {
  children: React.ReactNode
  params: Promise<VariantParams>
}) {
  const variant = await variantFrom(params)
  return (
    <html lang={variant.locale} className={brandSerif.variable}>
      {/* A column as tall as the window, so the footer sits at the bottom of short pages. */}
      <body className="flex min-h-dvh flex-col">
        <SiteShell variant={variant}>{children}</SiteShell>
        <PreviewBar variant={variant} />
      </body>
    </html>
  )
}
