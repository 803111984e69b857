import type { CollectionConfig, Config, Field } from 'payload'

/**
 * The admin's per-market and per-language editing, as Payload takes it: components named by
 * path (resolved through src/app/(payload)/admin/importMap.js, `npx payload generate:importmap`).
 */
const MARKET_FILTER = '@/cms/admin/MarketFilter#MarketFilter'
const MARKET_OVERRIDES = '@/cms/admin/MarketOverrides#MarketOverrides'
const TRANSLATIONS_VIEW = '@/cms/admin/TranslationsView#TranslationsView'
const TRANSLATIONS_LINK = '@/cms/admin/TranslationsNavLink#TranslationsNavLink'

/** The address of the missing-translations view under the admin route. */
export const TRANSLATIONS_PATH = '/translations'

type CollectionAdmin = NonNullable<CollectionConfig['admin']>

/** A content collection's list: the market links above the table, and the country among the columns. */
export function withMarketFilter(admin: CollectionAdmin | undefined): CollectionAdmin {
  const { defaultColumns } = admin ?? {}
  return {
    ...admin,
    ...(defaultColumns && !defaultColumns.includes('country') ? { defaultColumns: [...defaultColumns, 'country'] } : {}),
    components: { ...admin?.components, beforeListTable: [MARKET_FILTER, ...(admin?.components?.beforeListTable ?? [])] },
  }
}

/** The sidebar's GLOBAL ⇄ market links, and the "create override" form on a GLOBAL record. Stores nothing. */
export const marketOverridesField = (): Field => ({
  name: 'marketOverrides',
  type: 'ui',
  admin: { position: 'sidebar', disableListColumn: true, components: { Field: MARKET_OVERRIDES } },
})

/** The missing-translations view and its link in the navigation. */
export const translationsAdmin = {
  components: {
    views: { translations: { Component: TRANSLATIONS_VIEW, path: TRANSLATIONS_PATH } },
    afterNavLinks: [TRANSLATIONS_LINK],
  },
} satisfies Config['admin']
