import type { Block } from 'payload'

/** The visitor's country's e-books, grouped into their sections, each a card linking to its page. */
export const EBooks: Block & { slug: 'eBooks' } = {
  slug: 'eBooks',
  interfaceName: 'EBooksBlock',
  labels: { singular: 'E-books list', plural: 'E-books lists' },
  fields: [{ name: 'title', type: 'text', localized: true, admin: { description: 'Optional heading above the sections' } }],
}
