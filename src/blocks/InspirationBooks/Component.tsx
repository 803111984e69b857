import { listInspirationBooks } from '@/data/inspiration-books'
import { DEFAULT_VARIANT } from '@/config/variant'
import { InspirationBookEntry } from '@/components/inspiration-books/InspirationBookEntry'
import type { BlockProps } from '../block-props'

/** The books that inspire us, in the editors' order. */
export async function InspirationBooksBlock({ title, variant = DEFAULT_VARIANT }: BlockProps<'inspirationBooks'>) {
  const books = await listInspirationBooks(variant)
  if (!books.length) return null
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 lg:py-16">
      {title ? <h2 className="mb-10 font-serif text-3xl text-brand-900 lg:text-4xl">{title}</h2> : null}
      <div className="space-y-14">
        {books.map((book) => (
          <InspirationBookEntry key={book.slug} book={book} headingLevel={title ? 'h3' : 'h2'} locale={variant.locale} />
        ))}
      </div>
    </div>
  )
}
