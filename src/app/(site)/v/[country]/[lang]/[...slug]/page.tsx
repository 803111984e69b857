import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { resolvePage } from '@/templates/resolvePage'
import { PageFrame } from '@/components/shell/PageFrame'
import { variantFrom, type VariantParams } from '../params'

type Props = { params: Promise<VariantParams & { slug: string[] }> }

export const dynamicParams = true
export function generateStaticParams() {
  return []
}

async function load(params: Props['params']) {
  const { slug } = await params
  const variant = await variantFrom(params)
  const path = '/' + slug.map((s) => decodeURIComponent(s)).join('/')
  return { variant, path, page: await resolvePage(path, variant.country, variant.locale) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return (await load(params)).page?.metadata ?? {}
}

/** Every page but home and search: the proxy has already checked that the path exists. */
export default async function CatchAllPage({ params }: Props) {
  const { variant, path, page } = await load(params)
  if (!page) notFound()
  return (
    <PageFrame path={path} country={variant.country} locale={variant.locale} title={page.title} banner={page.banner}>
      {page.body}
    </PageFrame>
  )
}
