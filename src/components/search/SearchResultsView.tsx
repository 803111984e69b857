import type { SearchPage } from '@/data/site-search'
import type { Locale } from '@/config/variant'
import { PageFrame } from '@/components/shell/PageFrame'
import { dictionary } from '@/i18n'
import { routes } from '@/routes'
import { Pagination } from './Pagination'
import { SearchForm } from './SearchForm'
import { SearchResultItem } from './SearchResultItem'

/** The /global-search-results page: the form, a summary, the ranked results and pagination. */
export function SearchResultsView({ keyword, results, country, locale }: { keyword: string; results: SearchPage | null; country: string; locale: Locale }) {
  const copy = dictionary(locale).search
  return (
    <PageFrame path={routes.search} country={country} locale={locale} title={copy.title}>
      <div className="mx-auto max-w-4xl px-4 py-10">
        <SearchForm keyword={keyword} copy={copy} />
        <section aria-labelledby="search-summary" className="mt-8">
          {!results ? (
            <p id="search-summary" className="text-lg">
              {copy.emptyKeyword}
            </p>
          ) : results.total === 0 ? (
            <div>
              <p id="search-summary" className="text-lg font-semibold">
                {copy.noResults(keyword)}
              </p>
              <p className="mt-2">{copy.noResultsHint}</p>
            </div>
          ) : (
            <>
              <p id="search-summary" className="text-lg">
                <strong>{copy.summary(results.total, keyword)}</strong>
                {results.totalPages > 1 ? <span className="text-brand-700"> · {copy.pageOf(results.page, results.totalPages)}</span> : null}
              </p>
              <ol className="mt-4" start={(results.page - 1) * results.size + 1}>
                {results.results.map((result) => (
                  <SearchResultItem key={result.url} result={result} />
                ))}
              </ol>
              <Pagination page={results.page} totalPages={results.totalPages} copy={copy} hrefFor={(p) => routes.searchFor(keyword, p)} />
            </>
          )}
        </section>
      </div>
    </PageFrame>
  )
}
