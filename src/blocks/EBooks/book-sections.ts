/**
 * The e-books list page's sections (data-layer spec: e_book_sections with their e_book_elements):
 * books with the same `section` are listed together, sections in the order of their first book and
 * books in their own order. A book without a section (an untranslated one, say) goes under `fallback`.
 */
export type BookSection<B> = { title: string; books: B[] }

export function groupBySection<B extends { section?: string | null }>(books: readonly B[], fallback: string): BookSection<B>[] {
  const sections = new Map<string, BookSection<B>>()
  for (const book of books) {
    const title = book.section?.trim() || fallback
    const section = sections.get(title) ?? { title, books: [] }
    section.books.push(book)
    sections.set(title, section)
  }
  return [...sections.values()]
}
