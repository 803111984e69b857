import type { EBook } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { CmsImage } from '@/components/media/CmsImage'
import { SmartLink } from '@/components/ui/SmartLink'
import { dictionary } from '@/i18n'
import { routes } from '@/routes'

/** An e-book on the list page: its cover, title, author and summary, linking to the book's page. */
export function EBookCard({ book, headingLevel = 'h3', locale }: { book: EBook; headingLevel?: 'h3' | 'h4'; locale: Locale }) {
  const Heading = headingLevel
  const t = dictionary(locale).teaKnowledge
  const byline = [book.author, typeof book.pages === 'number' ? t.pageCount(book.pages) : null].filter(Boolean).join(' · ')
  return (
    <SmartLink href={routes.allAboutTea.eBooks(book.slug)} className="group block rounded-sm">
      <div className="relative aspect-[3/4] overflow-hidden rounded-sm bg-brand-100 shadow-md ring-1 ring-brand-900/10">
        <CmsImage media={book.cover_image} fill sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw" className="card-picture" />
      </div>
      <Heading className="mt-4 font-serif text-xl leading-snug text-brand-900 underline-offset-4 group-hover:underline lg:text-2xl">{book.title}</Heading>
      {byline ? <span className="mt-1 block text-sm text-ink/75">{byline}</span> : null}
      {book.summary ? <span className="mt-2 block line-clamp-3 text-[0.95rem] text-ink/85">{book.summary}</span> : null}
    </SmartLink>
  )
}
