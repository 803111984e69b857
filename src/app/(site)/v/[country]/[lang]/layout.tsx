import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { siteConfig } from '@/site.config'
import { SiteShell } from '@/components/shell/SiteShell'
import { variantFrom, type VariantParams } from './params'
import '@/app/globals.css'

// Variants are rendered on first request and then served from the static cache until a publish revalidates them.
export const dynamicParams = true
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
    <html lang={variant.locale}>
      <body>
        <SiteShell variant={variant}>{children}</SiteShell>
      </body>
    </html>
  )
}
