import type { Metadata } from 'next'
import Link from 'next/link'
import { DEFAULT_LOCALE } from '@/config/variant'
import { dictionary } from '@/i18n'
import { siteConfig } from '@/site.config'
import { NotFoundMessage } from '@/components/errors/NotFoundMessage'
import { popularPages } from '@/components/errors/popular-pages'
import '@/app/globals.css'

/**
 * The 404 for the few addresses the proxy does not route (src/proxy.ts: a file name such as
 * /old-page.html); every other unknown address gets the variant's own not-found page, inside the
 * site's header and footer. This one is static and built without the CMS, in the default language.
 */
const t = dictionary(DEFAULT_LOCALE)

// No `robots` here: Next.js marks a not-found answer `noindex` itself.
export const metadata: Metadata = { title: `${t.errors.notFound} | ${siteConfig.BRAND_NAME}` }

export default function GlobalNotFound() {
  return (
    <html lang={DEFAULT_LOCALE}>
      <body className="flex min-h-dvh flex-col bg-white text-neutral-900">
        <header className="bg-brand-900 px-4 py-4 text-white">
          <Link href="/" className="font-serif text-2xl">
            {siteConfig.BRAND_NAME}
          </Link>
        </header>
        <main id="main" className="flex-1">
          <NotFoundMessage popular={popularPages} />
        </main>
      </body>
    </html>
  )
}
