import type { Block } from 'payload'

/** The inspiration books (collection `inspiration-books`), each with its cover and its download or link. */
export const InspirationBooks: Block & { slug: 'inspirationBooks' } = {
  slug: 'inspirationBooks',
  interfaceName: 'InspirationBooksBlock',
  labels: { singular: 'Inspiration books', plural: 'Inspiration books' },
  fields: [{ name: 'title', type: 'text', localized: true, admin: { description: 'Optional heading above the books' } }],
}
