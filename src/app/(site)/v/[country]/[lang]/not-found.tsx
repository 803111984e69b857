import { NotFoundMessage } from '@/components/errors/NotFoundMessage'
import { popularPages } from '@/components/errors/popular-pages'

/**
 * A template's notFound() inside the site's frame: the layout above it gives the header, the footer
 * and the visitor's language. Unknown addresses get the same message from ../_missing.
 */
export default function NotFound() {
  return <NotFoundMessage popular={popularPages} />
}
