import { getEBook } from '@/data/e-books'
import { seoMetadata } from '@/lib/seo/page-metadata'
import { routes } from '@/routes'
import { PageBanner } from '@/components/shell/PageBanner'
import { EBookDetail } from '@/components/e-books/EBookDetail'
import type { Template } from './types'
import { bySlug } from './by-slug'

/** An e-book's own page (routes.allAboutTea.eBooks(slug)): cover, description, and links to read and download it. */
export const eBookTemplate: Template = bySlug(getEBook, (book, { variant }) => ({
  metadata: seoMetadata(book.seo, { path: routes.allAboutTea.eBooks(book.slug), fallbackTitle: book.title }),
  title: book.title,
  banner: <PageBanner title={book.title} intro={book.summary} />,
  body: <EBookDetail book={book} locale={variant.locale} />,
}))
