import type { Metadata } from 'next'
import { dictionary } from '@/i18n'
import { NotFoundMessage } from '@/components/errors/NotFoundMessage'
import { popularPages } from '@/components/errors/popular-pages'
import { variantFrom, type VariantParams } from '../params'

type Props = { params: Promise<VariantParams> }

export const dynamicParams = true
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await variantFrom(params)
  // No `robots` here: Next.js marks an answer with status 404 `noindex` itself.
  return { title: dictionary(locale).errors.notFound }
}

/**
 * Where the proxy sends every address no page answers (src/proxy.ts), with status 404: the
 * not-found message in the site's header and footer. Rendered as a page rather than through
 * notFound(), whose server HTML here is only Next's error shell (the message came by script).
 * One cached entry per market and language, however many unknown addresses are asked for.
 */
export default function MissingPage() {
  return <NotFoundMessage popular={popularPages} />
}
