import { RichText } from '@/components/rich-text/RichText'
import { getRange, toRangeDetail } from '@/data/catalogue/ranges'
import { findProducts } from '@/data/catalogue/products'
import { findChildPages } from '@/data/pages'
import { pageFromQuery } from '@/lib/routing/list-query'
import { seoMetadata } from '@/lib/seo/page-metadata'
import { routes } from '@/routes'
import { Pagination } from '@/components/search/Pagination'
import { PageBanner } from '@/components/shell/PageBanner'
import { TeaCards } from '@/components/teas/TeaCards'
import { dictionary } from '@/i18n'
import type { Template } from './types'
import { ListLink } from '@/components/ui/ListLink'
import { TitledSection } from '@/components/ui/TitledSection'
import { LinkChips } from '@/components/ui/LinkChips'

/**
 * Teas shown on one page of a range: a range is read as a whole, so every range the seed and the
 * editors make fits on one page, and only an unusually large one pages. The REST contract's own
 * sizes (tea_ranges, filterproduct) are the caller's to choose and stay as they are.
 */
export const RANGE_PAGE_SIZE = 24


/**
 * A tea range's page (routes.products.range(slug)): its header picture and tagline, its story,
 * links to its sub-pages (the content pages under its address), and its teas as cards, paginated
 * with plain links (?page=2 is rendered per request: src/lib/routing/list-query.ts).
 */
export const teaRangeTemplate: Template = async ({ variant, params, query }) => {
  const slug = params.slug
  if (!slug) return null
  const doc = await getRange(slug, variant)
  if (!doc) return null
  const range = toRangeDetail(doc)
  const page = pageFromQuery(query)
  const [{ items, total }, children] = await Promise.all([
    findProducts({ range: range.slug }, variant, { page, size: RANGE_PAGE_SIZE }),
    findChildPages(range.url, variant),
  ])
  const dict = dictionary(variant.locale)
  const t = dict.teas
  const totalPages = Math.ceil(total / RANGE_PAGE_SIZE)
  return {
    metadata: seoMetadata(range.seo, { path: range.url, fallbackTitle: range.name }),
    title: range.name,
    banner: <PageBanner title={range.name} image={doc.header_image ?? doc.cover_image} intro={range.tagline} />,
    body: (
      <div className="page-section">
        {range.story ? <RichText data={range.story} className="max-w-3xl" /> : null}

        {children.length ? (
          <TitledSection id="range-pages" title={t.inThisRange} as="nav" className="mt-12">
            <LinkChips links={children.map((child) => ({ href: child.path, title: child.title }))} />
          </TitledSection>
        ) : null}

        <TitledSection id="range-teas" title={t.rangeTeas} className="mt-14">
          <p className="mb-8 mt-2 text-ink/80">{t.teaCount(total)}</p>
          {items.length ? <TeaCards items={items} favourite={dict.catalogue.favourite} /> : <p className="text-lg">{t.noTeas}</p>}
          <Pagination
            page={Math.min(page, Math.max(1, totalPages))}
            totalPages={totalPages}
            copy={dict.search}
            hrefFor={(p) => (p > 1 ? `${range.url}?page=${p}` : range.url)}
          />
        </TitledSection>

        <ListLink href={routes.products.ranges} label={t.allRanges} back className="mt-14" />
      </div>
    ),
  }
}
