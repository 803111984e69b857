import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { dictionary } from '@/i18n'
import { variantFrom, type VariantParams } from '../params'

type Props = { params: Promise<VariantParams> }

export const dynamicParams = true
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await variantFrom(params)
  return { title: dictionary(locale).errors.notFound, robots: { index: false } }
}

/**
 * Where the proxy sends every address no page answers (src/proxy.ts): the variant's not-found page
 * (../not-found.tsx) in the site's header and footer. One cached entry per market and language,
 * however many unknown addresses are asked for, and no database read beyond the shell's.
 */
export default function MissingPage(): never {
  notFound()
}
