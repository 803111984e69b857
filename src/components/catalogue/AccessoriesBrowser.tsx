'use client'

import { listCallUrl, useListView, type ListPage } from '@/components/hooks/use-list-view'
import type { AccessoryItem } from '@/data/accessories'
import type { Variant } from '@/config/variant'
import { useDictionary } from '@/i18n/client'
import { ACCESSORY_MATERIALS, type AccessoryMaterial } from '@/config/accessory-materials'
import { FilteredList, FilterSelect } from '@/components/listing/FilteredList'
import { accessoryFilters } from '@/config/list-filters'
import { filterAddress, type FilterState } from '@/lib/listing/filter-state'
import { ItemCard } from './ItemCard'

/**
 * Material and category filters and pages over the server-rendered view. Without JavaScript the
 * filters are a GET form and the pages plain links (the server renders those addresses). In the
 * browser a filter change waits 500 ms before asking GET /dmc-apis/get_accessories, and the
 * address always shows the filters and page, so a view can be shared and reloaded.
 */
type AccessoriesState = FilterState<typeof accessoryFilters>

export function AccessoriesBrowser({
  initial,
  initialState,
  size,
  categories,
  variant,
  listPath,
  headingLevel,
}: {
  initial: ListPage<AccessoryItem>
  initialState: AccessoriesState
  size: number
  categories: { slug: string; name: string }[]
  variant: Variant
  listPath: string
  headingLevel: 'h2' | 'h3'
}) {
  const dict = useDictionary()
  const t = dict.catalogue
  const address = filterAddress(accessoryFilters, { category: categories.map((c) => c.slug) })
  const categoryName = new Map(categories.map((category) => [category.slug, category.name]))
  const view = useListView<AccessoriesState, AccessoryItem>({
    initialState,
    initialResult: initial,
    request: (next) => listCallUrl('/dmc-apis/get_accessories', next.page, size, variant, { material: next.material, category: next.category }),
    address,
  })
  const { state } = view
  const filter = (change: Partial<AccessoriesState>) => view.edit({ ...state, ...change, page: 1 })

  return (
    <FilteredList
      view={view}
      listPath={listPath}
      toQuery={address.toQuery}
      cleared={address.cleared}
      filtered={address.isFiltered(state)}
      words={{ ...t, apply: t.applyFilters }}
      formClass="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      filters={
        <>
          <FilterSelect
            label={t.material}
            name="material"
            value={state.material}
            any={t.anyMaterial}
            options={ACCESSORY_MATERIALS.map(({ value }) => ({ value, label: t.materials[value] }))}
            onChange={(value) => filter({ material: value as AccessoryMaterial | '' })}
          />
          <FilterSelect
            label={t.category}
            name="category"
            value={state.category}
            any={t.anyCategory}
            options={categories.map((category) => ({ value: category.slug, label: category.name }))}
            onChange={(value) => filter({ category: value })}
          />
        </>
      }
      size={size}
      count={t.accessoryCount(view.result.total)}
      empty={{ text: t.empty, hint: t.emptyHint }}
      listClass="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      renderItem={(item) => (
        <ItemCard
          item={item}
          headingLevel={headingLevel}
          facts={[t.materials[item.material], item.category ? (categoryName.get(item.category.slug) ?? item.category.name) : null].filter(Boolean).join(' · ')}
        />
      )}
    />
  )
}
