import { defineBlock } from '../block-config'

/** The inspiration books (collection `inspiration-books`), each with its cover and its download or link. */
export const InspirationBooks = defineBlock({
  slug: 'inspirationBooks',
  labels: ['Inspiration books', 'Inspiration books'],
  fields: [{ name: 'title', type: 'text', localized: true, admin: { description: 'Optional heading above the books' } }],
})
