import { DEFAULT_VARIANT } from '@/config/variant'
import { AccessoriesBrowser } from '@/components/islands'
import { accessoryFilters } from '@/config/list-filters'
import { readFilterQuery } from '@/lib/listing/filter-state'
import { routes } from '@/routes'
import type { BlockProps } from '../block-props'
import { findAccessories, listAccessoryCategories } from '@/data/accessories'
import { ListSection, itemHeadingLevel } from '@/components/catalogue/ListSection'

/**
 * The accessories list. The server renders the view the address asks for (the plain address is
 * the static first page; one with filters or a page is rendered per request), so it works without
 * JavaScript; the browser island then filters and pages through GET /dmc-apis/get_accessories.
 */
export async function AccessoriesBlock({ title, page_size, variant = DEFAULT_VARIANT, query }: BlockProps<'accessories'>) {
  const size = page_size || 6
  const categories = await listAccessoryCategories(variant)
  // Unknown values count as no filter, so what is read (and cached) stays a bounded set.
  const state = readFilterQuery(accessoryFilters, query ?? {}, { category: categories.map((category) => category.slug) })
  const first = await findAccessories({ page: state.page, size, material: state.material || undefined, category: state.category || undefined }, variant)
  return (
    <ListSection headingId="accessories-title" title={title}>
      <AccessoriesBrowser
        initial={first}
        initialState={state}
        size={size}
        categories={categories.map(({ slug, name }) => ({ slug, name }))}
        variant={variant}
        listPath={routes.products.accessories()}
        headingLevel={itemHeadingLevel(title)}
      />
    </ListSection>
  )
}
