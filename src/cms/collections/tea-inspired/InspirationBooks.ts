import { bookUrl } from '@/lib/tea-inspired/letter-links'
import { slugField } from '../../fields/slug'
import { bookSourceError } from '../EBooks'
import { defineContentCollection } from '../defineContentCollection'

/**
 * Books that inspire the tea makers (routes.teaInspired.books): a cover, a few lines on why the
 * book matters to us, and where to get it: a file to download (a PDF we publish) or an address
 * elsewhere, at least one of the two (the e-books' rule). No page of their own: each is an entry
 * of the list page, at its anchor (#book-{slug}).
 */
export const InspirationBooks = defineContentCollection({
  slug: 'inspiration-books',
  key: 'slug',
  previewPath: (doc) => bookUrl(String(doc.slug ?? '')),
  labels: { singular: 'Inspiration book', plural: 'Inspiration books' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'author', 'order', 'country', '_status'],
    group: 'Tea Inspired',
  },
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField({ description: 'Names the book in the list’s address (#book-{slug}).' }),
    {
      name: 'order',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Lower comes first' },
    },
    { name: 'author', type: 'text', localized: true },
    { name: 'year', type: 'number', min: 1000, max: 2100, admin: { description: 'The year it was first published' } },
    { name: 'description', type: 'textarea', required: true, localized: true, admin: { description: 'What the book is and why it inspires us: two to four sentences' } },
    { name: 'cover_image', type: 'upload', relationTo: 'media', required: true, filterOptions: { mimeType: { contains: 'image' } } },
    {
      name: 'book_file',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { equals: 'application/pdf' } },
      admin: { description: 'The book as a PDF, for visitors to download.' },
    },
    {
      name: 'book_url',
      type: 'text',
      admin: { description: 'And/or the address where the book can be read or bought (a full http(s) URL).' },
      validate: (value: unknown, { siblingData }: { siblingData: Partial<{ book_file: unknown }> }) =>
        bookSourceError(siblingData?.book_file, value) ?? true,
    },
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
    toEntry: (book) => ({
      title: book.title,
      url: bookUrl(book.slug),
      excerpt: book.seo?.meta_description || book.description,
      body: [book.author, book.description, book.seo?.keywords].filter(Boolean).join('\n'),
    }),
  },
})
