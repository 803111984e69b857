import { listEBooks } from '@/data/e-books'
import { DEFAULT_VARIANT } from '@/config/variant'
import { EBookCard } from '@/components/e-books/EBookCard'
import { dictionary } from '@/i18n'
import type { BlockProps } from '../block-props'
import { groupBySection } from './book-sections'

/** The e-books list page: one titled section per `section` of the books, each book a card linking to its page. */
export async function EBooksBlock({ title, id, variant = DEFAULT_VARIANT }: BlockProps<'eBooks'>) {
  const books = await listEBooks(variant)
  if (!books.length) return null
  const t = dictionary(variant.locale).teaKnowledge
  const sections = groupBySection(books, t.moreBooks)
  const SectionHeading = title ? 'h3' : 'h2'
  const prefix = `e-books-${id ?? 'list'}`
  return (
    <div className="page-section">
      {title ? <h2 className="mb-10 font-serif text-3xl text-brand-900 lg:text-4xl">{title}</h2> : null}
      <div className="space-y-16">
        {sections.map((section, i) => (
          <section key={section.title} aria-labelledby={`${prefix}-${i}`}>
            <SectionHeading id={`${prefix}-${i}`} className="mb-8 border-b border-brand-100 pb-3 font-serif text-3xl text-brand-900">
              {section.title}
            </SectionHeading>
            <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
              {section.books.map((book) => (
                <li key={book.slug}>
                  <EBookCard book={book} headingLevel={title ? 'h4' : 'h3'} locale={variant.locale} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}
