import { tapTargetClass } from '@/components/ui/tap-target'
import Image from 'next/image'
import { formatDay } from '@/components/listing/card-dates'
import type { Picture } from '@/lib/media/picture'
import { SiteOrWebLink } from '@/components/media-editorial/SiteOrWebLink'
import { mediaSrc } from '@/lib/media/media-url'
import type { Locale } from '@/config/variant'
import { siteConfig } from '@/site.config'

/** One piece of a reading list: a blog post, a featured story. `href` may be a site path or an external address. */
export type ReadingEntry = {
  key: string
  href: string
  title: string
  /** ISO date-time. */
  date: string | null
  /** A short line after the date: category, writer, reading time. */
  meta?: string | null
  /** A long teaser, shown in full (the reading list is for reading, not scanning). */
  teaser: string | null
  picture: Picture | null
}

/**
 * Long-form pieces one under another, each with its picture, date, title (the link) and a long
 * teaser in full: the tea journal's layout, for blog posts and featured stories alike. The picture
 * is decoration beside the linked title, so it carries no alternative text.
 */
export function ReadingList({ entries, headingLevel, locale }: { entries: ReadingEntry[]; headingLevel: 'h2' | 'h3'; locale: Locale }) {
  const Heading = headingLevel
  return (
    <ol className="divide-y divide-brand-100">
      {entries.map((entry) => (
        <li key={entry.key} className="py-10 first:pt-0 last:pb-0">
          <article className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-10">
            <div className="relative aspect-[3/2] overflow-hidden rounded-sm bg-brand-100">
              {entry.picture ? <Image src={mediaSrc(entry.picture.url)} alt="" fill sizes="(min-width: 1152px) 440px, (min-width: 768px) 38vw, 100vw" className="object-cover" /> : null}
            </div>
            <div>
              {entry.date || entry.meta ? (
                <p className="text-sm font-semibold text-brand-800">
                  {entry.date ? <time dateTime={entry.date}>{formatDay(entry.date, locale, siteConfig.SITE_TIME_ZONE)}</time> : null}
                  {entry.date && entry.meta ? ' · ' : null}
                  {entry.meta}
                </p>
              ) : null}
              <Heading className="mt-2 font-serif text-2xl leading-snug text-brand-900 lg:text-3xl">
                <SiteOrWebLink href={entry.href} locale={locale} className={`${tapTargetClass} underline-offset-4 hover:underline`}>
                  {entry.title}
                </SiteOrWebLink>
              </Heading>
              {entry.teaser ? <p className="mt-4 text-lg leading-8 text-ink/85">{entry.teaser}</p> : null}
            </div>
          </article>
        </li>
      ))}
    </ol>
  )
}
