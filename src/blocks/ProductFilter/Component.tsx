import { DEFAULT_VARIANT } from '@/config/variant'
import { ProductFilter as ProductFilterIsland } from '@/components/islands'
import { DEFAULT_PRODUCT_PAGE_SIZE, readProductFilterQuery, type Facet, type FacetValues, type Preset } from '@/components/catalogue/product-filters'
import { dictionary } from '@/i18n'
import type { BlockProps } from '../block-props'
import { filterOptions } from '@/data/catalogue/categories'
import { findProducts } from '@/data/catalogue/products'
import { routes } from '@/routes'

/**
 * The product filter. The server renders the view the address asks for (the plain address is the
 * static first page; one with filters or a page is rendered per request: src/lib/routing/list-query.ts),
 * so it works without JavaScript as a GET form with plain page links; the browser island then
 * filters and pages through GET /dmc-apis/filterproduct and searches through search_items.
 */
export async function ProductFilterBlock({ title, page_size, preset_facet, preset_slug, search_in, variant = DEFAULT_VARIANT, query, path, id }: BlockProps<'productFilter'>) {
  const size = page_size || DEFAULT_PRODUCT_PAGE_SIZE
  const options = await filterOptions(variant)
  const groups: Record<Facet, { slug: string; title: string }[]> = { format: options.formats, type: options.types, mood: options.moods, flavour: options.flavours }
  const values = Object.fromEntries(Object.entries(groups).map(([facet, refs]) => [facet, refs.map((ref) => ref.slug)])) as unknown as FacetValues
  // A preset naming no category of its facet is left out rather than emptying the list.
  const preset: Preset = preset_facet && preset_slug && values[preset_facet].includes(preset_slug) ? { facet: preset_facet, slug: preset_slug } : null
  // Unknown values count as no filter, so what is read (and cached) stays a bounded set.
  const state = readProductFilterQuery(query ?? {}, values, preset)
  const first = await findProducts({ format: state.format || undefined, type: state.type || undefined, mood: state.mood || undefined, flavour: state.flavour || undefined }, variant, {
    page: state.page,
    size,
  })
  const headingId = `product-filter-${id ?? 'list'}`
  // On the tea formats pages a tea opens at its format address, the spec's link from there.
  const formats = routes.products.formats()
  const onFormatsPage = path === formats || Boolean(path?.startsWith(`${formats}/`))
  const heading = title || dictionary(variant.locale).teaFilter.filterTitle
  return (
    <section aria-labelledby={headingId} className="page-section">
      <h2 id={headingId} className="mb-8 font-serif text-3xl text-brand-900">
        {heading}
      </h2>
      <ProductFilterIsland
        initial={{ items: first.items.map(({ slug, url, name, summary, image, type, format }) => ({ slug, url, name, summary, image, type, format })), total: first.total }}
        initialState={state}
        size={size}
        options={Object.fromEntries(Object.entries(groups).map(([facet, refs]) => [facet, refs.map(({ slug, title }) => ({ slug, title }))])) as Record<Facet, { slug: string; title: string }[]>}
        preset={preset}
        searchType={search_in ?? 'product-details'}
        variant={variant}
        listPath={path ?? ''}
        detailBase={onFormatsPage ? routes.products.teaFormatDetails() : undefined}
      />
    </section>
  )
}
