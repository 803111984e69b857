import { defineBlock } from '../block-config'

/** The visitor's country's e-books, grouped into their sections, each a card linking to its page. */
export const EBooks = defineBlock({
  slug: 'eBooks',
  labels: ['E-books list', 'E-books lists'],
  fields: [{ name: 'title', type: 'text', localized: true, admin: { description: 'Optional heading above the sections' } }],
})
