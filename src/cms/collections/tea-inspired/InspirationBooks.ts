import { bookUrl } from '@/lib/tea-inspired/letter-links'
import { imageField, pdfField } from '../../fields/media'
import { slugField } from '../../fields/slug'
import { orderField, titleField } from '../../fields/text'
import { fileOrLinkFields } from '../../fields/url'
import { bookSourceError } from '../EBooks'
import { defineContentCollection } from '../defineContentCollection'
import { entryWithSeo } from '../../search/source'

/**
 * Books that inspire the tea makers (routes.teaInspired.books): a cover, a few lines on why the
 * book matters to us, and where to get it: a file to download (a PDF we publish) or an address
 * elsewhere, at least one of the two (the e-books' rule). No page of their own: each is an entry
 * of the list page, at its anchor (#book-{slug}).
 */
export const InspirationBooks = defineContentCollection({
  slug: 'inspiration-books',
  previewPath: (doc) => bookUrl(String(doc.slug ?? '')),
  labels: ['Inspiration book', 'Inspiration books'],
  group: 'Tea Inspired',
  columns: ['author', 'order'],
  fields: [
    titleField(),
    slugField({ description: 'Ends the link that leads straight to this book on the list page, e.g. …#a-cup-in-the-snow. Lower-case words joined by hyphens.' }),
    orderField('Lower comes first'),
    { name: 'author', type: 'text', localized: true },
    { name: 'year', type: 'number', min: 1000, max: 2100, admin: { description: 'The year it was first published' } },
    { name: 'description', type: 'textarea', required: true, localized: true, admin: { description: 'What the book is and why it inspires us: two to four sentences' } },
    imageField('cover_image', { required: true }),
    ...fileOrLinkFields({
      file: pdfField('book_file', { admin: { description: 'The book as a PDF, for visitors to download.' } }),
      link: { name: 'book_url', admin: { description: 'And/or the address where the book can be read or bought (a full http(s) URL).' } },
      error: bookSourceError,
    }),
    {
      name: 'link_text',
      type: 'text',
      localized: true,
      admin: { description: 'What the address link says, e.g. “Read it free at Project Gutenberg”. Default: “Find the book”.' },
    },
  ],
  search: {
    label: { en: 'Book', de: 'Buch' },
    priority: 4,
    toEntry: (book) => entryWithSeo(book, { title: book.title, url: bookUrl(book.slug), excerpt: book.description, text: [book.author, book.description] }),
  },
})
