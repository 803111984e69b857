import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { resolvePage } from '@/templates/resolvePage'
import { PageFrame } from '@/components/shell/PageFrame'
import { variantFrom, type VariantParams } from '../../params'

/**
 * A list page whose address carries its filters or page (`/v/{market}/{lang}/_list/…`, chosen by
 * the proxy: src/lib/routing/list-query.ts). Every combination would be a page of its own, so it
 * is rendered per request and never cached; the data reads behind it are (bounded by the blocks'
 * checks of the values). The same templates render it, with the query.
 */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<VariantParams & { slug: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

async function load({ params, searchParams }: Props) {
  const { slug } = await params
  const variant = await variantFrom(params)
  const path = '/' + slug.map((s) => decodeURIComponent(s)).join('/')
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(await searchParams)) {
    const first = Array.isArray(value) ? value[0] : value
    if (first) search.set(key, first)
  }
  return { variant, path, page: await resolvePage(path, variant.country, variant.locale, search.toString()) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { page } = await load(props)
  // A filtered view is the list page's: its canonical address is the plain one (set by the template).
  return page ? { ...page.metadata, robots: { index: false, follow: true } } : {}
}

export default async function FilteredListPage(props: Props) {
  const { variant, path, page } = await load(props)
  if (!page) notFound()
  return (
    <PageFrame path={path} country={variant.country} locale={variant.locale} title={page.title} banner={page.banner}>
      {page.body}
    </PageFrame>
  )
}
