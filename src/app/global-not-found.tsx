import type { Metadata } from 'next'
import Link from 'next/link'
import { DEFAULT_LOCALE } from '@/config/variant'
import { dictionary } from '@/i18n'
import { routes } from '@/routes'
import { siteConfig } from '@/site.config'
import '@/app/globals.css'

/**
 * The 404 page for every path the proxy does not route (src/proxy.ts): rendered on the server
 * (status 404, static, so it is built without the CMS and in the default language), so crawlers and
 * visitors without JavaScript read it too. A search form (a plain GET form) and a few section pages
 * give a way on. Page-level notFound() calls still render the variant's own not-found page.
 */
const t = dictionary(DEFAULT_LOCALE)

export const metadata: Metadata = { title: `${t.errors.notFound} | ${siteConfig.BRAND_NAME}`, robots: { index: false } }

const popular = [routes.family.story, routes.allAboutTea.schoolOfTea, routes.purpose.sustainability, routes.media.root, routes.contact]

/** A path's last segment as words: what the breadcrumb shows for it too. */
const labelOf = (path: string) => (path.split('/').at(-1) ?? '').replace(/-/g, ' ')

export default function GlobalNotFound() {
  return (
    <html lang={DEFAULT_LOCALE}>
      <body className="flex min-h-dvh flex-col bg-white text-neutral-900">
        <header className="bg-brand-900 px-4 py-4 text-white">
          <Link href="/" className="font-serif text-2xl">
            {siteConfig.BRAND_NAME}
          </Link>
        </header>
        <main id="main" className="mx-auto flex max-w-3xl flex-1 flex-col items-center px-4 py-20 text-center">
          <p className="text-6xl font-bold text-brand-800">404</p>
          <h1 className="mt-4 font-serif text-3xl">{t.errors.notFound}</h1>
          <p className="mt-4 text-neutral-700">{t.errors.notFoundHint}</p>
          <form role="search" action={routes.search} method="get" className="mt-8 flex w-full max-w-md gap-2">
            <label htmlFor="not-found-keyword" className="sr-only">
              {t.search.label}
            </label>
            <input
              id="not-found-keyword"
              name="keyword"
              type="search"
              required
              placeholder={t.search.placeholder}
              className="min-w-0 flex-1 rounded border border-neutral-500 px-3 py-2"
            />
            <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-white hover:bg-brand-900">
              {t.search.submit}
            </button>
          </form>
          <nav aria-label={t.errors.popularPages} className="mt-8">
            <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
              {popular.map((path) => (
                <li key={path}>
                  <Link href={path} className="inline-block text-brand-800 underline underline-offset-4 first-letter:uppercase">
                    {labelOf(path)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Link href="/" className="mt-10 inline-block rounded bg-brand-800 px-5 py-2 text-white hover:bg-brand-900">
            {t.errors.backHome}
          </Link>
        </main>
      </body>
    </html>
  )
}
