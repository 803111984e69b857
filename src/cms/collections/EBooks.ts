import { routes } from '@/routes'
import { imageField, pdfField } from '../fields/media'
import { orderField, titleField } from '../fields/text'
import { fileOrLinkError, fileOrLinkFields } from '../fields/url'
import { lexicalToText } from '../search/plain-text'
import { slugField } from '../fields/slug'
import { defineContentCollection } from './defineContentCollection'
import { entryWithSeo } from '../search/source'

/** Where the book is read: an uploaded PDF, or else an address elsewhere. At least one is required. */
export const bookSourceError = (file: unknown, url: unknown): string | null =>
  fileOrLinkError(file, url, 'Upload the book’s PDF or give the address where it can be read')

/**
 * The tea-inspired e-books (data-layer spec: e_book_sections with title and e_book_elements with
 * title, content, image_url and book_url). Each book has a page at routes.allAboutTea.eBooks(slug)
 * with its cover, description and a link to read it; the list page groups the books by `section`.
 */
export const EBooks = defineContentCollection({
  slug: 'e-books',
  labels: ['E-book', 'E-books'],
  group: 'Content',
  columns: ['section', 'slug'],
  fields: [
    titleField(),
    slugField({ description: 'The last part of the book’s address, e.g. afternoon-tea-at-home.' }),
    {
      name: 'section',
      type: 'text',
      required: true,
      localized: true,
      admin: { description: 'The heading the book is listed under, e.g. “Recipes”. Books with the same section are listed together.' },
    },
    orderField('Lower comes first; sections appear in the order of their first book'),
    { name: 'author', type: 'text', localized: true },
    { name: 'pages', type: 'number', min: 1, admin: { description: 'How many pages the book has' } },
    { name: 'summary', type: 'textarea', localized: true, admin: { description: 'One or two sentences for the book’s card' } },
    { name: 'description', type: 'richText', localized: true, required: true },
    imageField('cover_image', { required: true }),
    ...fileOrLinkFields({
      file: pdfField('book_file', { admin: { description: 'The book as a PDF. Visitors can read it in the browser and download it.' } }),
      link: { name: 'book_url', admin: { description: 'Or, instead of a PDF, the address where the book can be read (a full http(s) URL).' } },
      error: bookSourceError,
    }),
  ],
  search: {
    label: { en: 'E-book', de: 'E-Book' },
    priority: 5,
    toEntry: (book) => entryWithSeo(book, { title: book.title, url: routes.allAboutTea.eBooks(book.slug), excerpt: book.summary, text: [book.section, book.author, book.summary, lexicalToText(book.description)] }),
  },
})
