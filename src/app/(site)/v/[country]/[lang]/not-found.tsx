import { NotFoundMessage } from '@/components/errors/NotFoundMessage'
import { popularPages } from '@/components/errors/popular-pages'

/**
 * The 404 inside the site's frame: the layout above it gives the header, the footer and the
 * visitor's language (the proxy sends every unknown address to ../_missing, which ends here).
 */
export default function NotFound() {
  return <NotFoundMessage popular={popularPages} />
}
