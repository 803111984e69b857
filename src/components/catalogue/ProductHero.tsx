import type React from 'react'
import type { Media } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { MediaGallery } from '@/components/gallery/MediaGallery'
import { dictionary } from '@/i18n'

/**
 * The first screen of a product's page (a tea, a gift, teaware, an accessory, a seasonal flush): its name, the pack
 * shot large with the other pictures beside it (all open in the lightbox), and the sizes with their "Buy now". From
 * 1024 px the pictures take the left column and the name, summary and sizes the right; on a phone the name, the pack
 * shot and the sizes come first and the summary after them, so all three fit a 390 × 844 screen.
 */
export function ProductHero({
  name,
  summary,
  pictures,
  buy,
  locale,
}: {
  name: string
  summary?: string | null
  pictures: (number | Media | null | undefined)[]
  /** The sizes and their buy actions, under their own h2. */
  buy: React.ReactNode
  locale: Locale
}) {
  return (
    <div className="mx-auto grid max-w-6xl gap-x-12 gap-y-5 px-4 pt-6 lg:grid-cols-[3fr_2fr] lg:grid-rows-[auto_auto_1fr] lg:pt-10">
      <h1 className="font-serif text-3xl leading-tight text-brand-900 lg:col-start-2 lg:text-4xl">{name}</h1>
      {summary ? <p className="text-lg text-ink/85 max-lg:order-last lg:col-start-2">{summary}</p> : null}
      {pictures.length ? (
        <section aria-labelledby="product-pictures" className="lg:col-start-1 lg:row-span-3 lg:row-start-1">
          <h2 id="product-pictures" className="sr-only">
            {dictionary(locale).catalogue.pictures}
          </h2>
          <MediaGallery media={pictures} locale={locale} hero />
        </section>
      ) : null}
      <div className="lg:col-start-2">{buy}</div>
    </div>
  )
}
