import type { Metadata } from 'next'
import Link from 'next/link'
import { siteConfig } from '@/site.config'
import '@/app/globals.css'

/**
 * The 404 page for every path the proxy does not route (src/proxy.ts): rendered on the server
 * (status 404, static), so crawlers and visitors without JavaScript read it too. Page-level
 * notFound() calls still render the variant's own not-found page.
 */
export const metadata: Metadata = { title: `Page not found | ${siteConfig.BRAND_NAME}`, robots: { index: false } }

export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col bg-white text-neutral-900">
        <header className="bg-brand-900 px-4 py-4 text-white">
          <Link href="/" className="font-serif text-2xl">
            {siteConfig.BRAND_NAME}
          </Link>
        </header>
        <main id="main" className="mx-auto flex max-w-3xl flex-1 flex-col items-center px-4 py-24 text-center">
          <p className="text-6xl font-bold text-brand-800">404</p>
          <h1 className="mt-4 font-serif text-3xl">This page could not be found</h1>
          <p className="mt-4 text-neutral-700">The address may be mistyped, or the page has moved.</p>
          <Link href="/" className="mt-8 inline-block rounded bg-brand-800 px-5 py-2 text-white hover:bg-brand-900">
            Back to the home page
          </Link>
        </main>
      </body>
    </html>
  )
}
