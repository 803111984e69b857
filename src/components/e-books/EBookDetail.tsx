import { RichText } from '@/components/rich-text/RichText'
import type { EBook } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { CmsImage } from '@/components/media/CmsImage'
import { FactList, type Fact } from '@/components/ui/FactList'
import { OpensInNewTab } from '@/components/ui/OpensInNewTab'
import { dictionary } from '@/i18n'
import { fileKind, fileSize } from '@/lib/media/file-facts'
import { routes } from '@/routes'
import { bookSource } from './book-source'
import { ListLink } from '@/components/ui/ListLink'

const button = 'inline-flex min-h-11 items-center gap-2 rounded-sm px-5 py-2 font-medium transition'

/**
 * The body of an e-book's page: the cover beside the description, the book's facts, a link that
 * opens the book in a new tab and, for an uploaded PDF, a download link naming its kind and size.
 */
export function EBookDetail({ book, locale }: { book: EBook; locale: Locale }) {
  const t = dictionary(locale).teaKnowledge
  const source = bookSource(book)
  const facts: Fact[] = [
    [t.author, book.author],
    [t.length, typeof book.pages === 'number' ? t.pageCount(book.pages) : null],
    [t.section, book.section],
  ]
  const fileFacts = source?.file ? [fileKind(source.file.mimeType, source.file.filename), fileSize(source.file.filesize, locale)].filter(Boolean).join(', ') : ''

  return (
    <div className="page-section">
      <div className="grid items-start gap-10 md:grid-cols-[minmax(0,1fr)_2fr] lg:gap-16">
        <div className="relative mx-auto aspect-[3/4] w-full max-w-sm overflow-hidden rounded-sm shadow-xl ring-1 ring-brand-900/10">
          <CmsImage media={book.cover_image} fill lcp sizes="(min-width: 768px) 33vw, 100vw" className="object-cover" />
        </div>
        <div>
          <FactList facts={facts} columns={3} />
          <RichText data={book.description} className="mt-8" />
          {source ? (
            <div className="mt-10 flex flex-wrap items-center gap-4">
              <a href={source.href} target="_blank" rel="noopener" className={`${button} bg-brand-800 text-white hover:bg-brand-900`}>
                {t.readBook}
                <OpensInNewTab />
              </a>
              {source.file ? (
                <a
                  href={source.href}
                  download={source.file.filename ?? true}
                  className={`${button} border-2 border-brand-800 text-brand-800 hover:bg-brand-50`}
                >
                  {t.download}
                  <span className="sr-only"> {book.title}</span>
                  {fileFacts ? <span className="text-sm text-ink/75"> ({fileFacts})</span> : null}
                </a>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
      <ListLink href={routes.allAboutTea.eBooks()} label={t.allBooks} back className="mt-14" />
    </div>
  )
}
