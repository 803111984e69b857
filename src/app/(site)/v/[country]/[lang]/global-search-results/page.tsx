import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { searchSite } from '@/data/site-search'
import { readSearchParams, RESULTS_PER_PAGE } from '@/components/search/results-params'
import { SearchResultsView } from '@/components/search/SearchResultsView'
import { dictionary } from '@/i18n'
import { routes } from '@/routes'
import { variantFrom, type VariantParams } from '../params'

// Every keyword is a different page: rendered per request, never statically cached.
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<VariantParams>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await variantFrom(params)
  const { keyword } = readSearchParams(await searchParams)
  const { title, description } = dictionary(locale).search
  return {
    title: keyword ? `${title}: ${keyword}` : title,
    description,
    alternates: { canonical: routes.search },
    robots: { index: false, follow: true },
  }
}

/** The results of `?keyword=…&page=…`, from the published search index. */
export default async function SearchResultsPage({ params, searchParams }: Props) {
  const variant = await variantFrom(params)
  const { keyword, page } = readSearchParams(await searchParams)
  const results = keyword ? await searchSite(keyword, variant, { page, size: RESULTS_PER_PAGE }) : null
  if (results && page > 1 && page > results.totalPages) notFound()
  return <SearchResultsView keyword={keyword} results={results} country={variant.country} locale={variant.locale} />
}
