import type { InspirationBook, Media } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { CmsImage } from '@/components/media/CmsImage'
import { mediaSrc } from '@/lib/media/media-url'
import { OpensInNewTab } from '@/components/ui/OpensInNewTab'
import { dictionary } from '@/i18n'
import { fileKind, fileSize } from '@/lib/media/file-facts'
import { bookAnchor } from '@/lib/tea-inspired/letter-links'

const button = 'inline-flex min-h-11 items-center gap-2 rounded-sm px-5 py-2 font-medium transition'

/**
 * One inspiration book: its cover, title, author and year, why it matters to us, and where to get
 * it. A download names the file's kind and size before the click; an address elsewhere opens in a
 * new tab and says so. A book may have both.
 */
export function InspirationBookEntry({ book, headingLevel, locale }: { book: InspirationBook; headingLevel: 'h2' | 'h3'; locale: Locale }) {
  const Heading = headingLevel
  const t = dictionary(locale).teaLetters
  const anchor = bookAnchor(book.slug)
  const file = typeof book.book_file === 'object' && book.book_file?.url ? (book.book_file as Media) : null
  const facts = file ? [fileKind(file.mimeType, file.filename), fileSize(file.filesize, locale)].filter(Boolean).join(', ') : ''
  const byline = [book.author, book.year ? String(book.year) : null].filter(Boolean).join(' · ')
  return (
    <article id={anchor} aria-labelledby={`${anchor}-title`} className="grid scroll-mt-28 gap-6 sm:grid-cols-[10rem_minmax(0,1fr)] lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-10">
      <div className="relative aspect-[3/4] w-40 overflow-hidden rounded-sm bg-brand-100 shadow-md ring-1 ring-brand-900/10 sm:w-full">
        <CmsImage media={book.cover_image} fill sizes="(min-width: 992px) 192px, 160px" className="object-cover" />
      </div>
      <div>
        <Heading id={`${anchor}-title`} className="font-serif text-2xl leading-snug text-brand-900">
          {book.title}
        </Heading>
        {byline ? <p className="mt-1 text-ink/75">{byline}</p> : null}
        <p className="mt-4 text-[1.0625rem] leading-relaxed text-ink/85">{book.description}</p>
        {file || book.book_url ? (
          <div className="mt-6 flex flex-wrap items-center gap-4">
            {file ? (
              <a href={mediaSrc(file.url!)} download={file.filename ?? true} className={`${button} bg-brand-800 text-white hover:bg-brand-900`}>
                {t.download}
                <span className="sr-only"> {book.title}</span>
                {facts ? <span className="text-sm text-white/85"> ({facts})</span> : null}
              </a>
            ) : null}
            {book.book_url ? (
              <a href={book.book_url} target="_blank" rel="noopener" className={`${button} border-2 border-brand-800 text-brand-800 hover:bg-brand-50`}>
                {book.link_text || t.findBook}
                <span className="sr-only"> ({book.title})</span>
                <OpensInNewTab />
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  )
}
