import { RichText } from '@/components/rich-text/RichText'
import type { Letter } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { formatDay } from '@/components/listing/card-dates'
import { CmsImage } from '@/components/media/CmsImage'
import { mediaSrc } from '@/lib/media/media-url'
import { pictureOf } from '@/lib/media/picture'
import { ScanViewer } from '@/components/islands'
import { dictionary } from '@/i18n'
import { letterAnchor } from '@/lib/tea-inspired/letter-links'
import { letterDay } from './letter-dates'

/**
 * One letter in full, as the archive shows it: a heading, who wrote it, from where and when, the
 * text, and the scan beside it (opening in the lightbox) where there is one. The article carries
 * the letter's anchor, which the curated page and search results link to.
 */
export function LetterArticle({ letter, headingLevel, locale, timeZone }: { letter: Letter; headingLevel: 'h3' | 'h4'; locale: Locale; timeZone: string }) {
  const Heading = headingLevel
  const anchor = letterAnchor(letter.slug)
  const day = letterDay(letter.date, timeZone)
  const scan = pictureOf(letter.scan)
  const gallery = dictionary(locale).gallery
  const who = [letter.writer_role, letter.place].filter(Boolean).join(', ')
  return (
    <article id={anchor} aria-labelledby={`${anchor}-title`} className="scroll-mt-28 rounded-sm border border-brand-100 bg-[#fffdf8] p-6 shadow-sm lg:p-10">
      <header className="border-b border-brand-100 pb-5">
        <Heading id={`${anchor}-title`} className="font-serif text-2xl leading-snug text-brand-900 lg:text-3xl">
          {letter.title}
        </Heading>
        <p className="mt-2 text-ink/80">
          <span className="font-semibold text-ink">{letter.writer}</span>
          {who ? `, ${who}` : null}
          {day ? (
            <>
              <span aria-hidden="true"> · </span>
              <time dateTime={day.iso} className="whitespace-nowrap">
                {formatDay(letter.date, locale, timeZone)}
              </time>
            </>
          ) : null}
        </p>
      </header>
      <div className={`mt-6 grid gap-8 ${scan ? 'md:grid-cols-[minmax(0,1fr)_11rem]' : ''}`}>
        <RichText data={letter.text} className="font-serif" />
        {scan ? (
          <figure className="w-40 md:w-auto">
            <ScanViewer
              scan={{ src: mediaSrc(scan.url), width: scan.width, height: scan.height, alt: scan.alt }}
              openLabel={gallery.open(scan.alt)}
              labels={{ lightbox: gallery.lightbox, previous: gallery.previous, next: gallery.next, close: gallery.close, slideOf: gallery.slideOf }}
              thumbnail={<CmsImage media={letter.scan} fill sizes="(min-width: 768px) 176px, 160px" className="object-cover transition duration-500 group-hover:scale-105" />}
            />
            <figcaption className="mt-2 text-sm text-ink/75">{dictionary(locale).teaLetters.scan}</figcaption>
          </figure>
        ) : null}
      </div>
    </article>
  )
}
