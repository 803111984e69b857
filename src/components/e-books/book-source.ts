import type { EBook, Media } from '@/payload-types'
import { mediaSrc } from '@/lib/media/media-url'

/**
 * Where a visitor reads a book: its uploaded PDF (served by this site, also downloadable) or, when
 * there is none, the external address an editor gave. Null when neither is there.
 */
export type BookSource = { href: string; file: Media | null }

export function bookSource(book: Pick<EBook, 'book_file' | 'book_url'>): BookSource | null {
  const file = typeof book.book_file === 'object' && book.book_file?.url ? book.book_file : null
  if (file) return { href: mediaSrc(file.url!), file }
  return book.book_url ? { href: book.book_url, file: null } : null
}
