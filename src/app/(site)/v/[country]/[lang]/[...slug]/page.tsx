import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { resolvePage } from '@/components/templates/resolvePage'
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
  return { variant, path, page: await resolvePage(path, variant) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page } = await load(params)
  return page?.metadata ?? {}
}

export default async function CatchAllPage({ params }: Props) {
  const { page } = await load(params)
  if (!page) notFound()
  return page.element
}
