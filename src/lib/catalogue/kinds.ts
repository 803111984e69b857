import { routes } from '@/routes'

/**
 * The four kinds of tea category (data-layer spec, "tea categories": tea_formats, tea_types,
 * tea_by_flavors, tea_by_moods), each with the page its categories live under. A category's slug
 * is unique within a country across kinds, so a filter value never names two categories.
 */
export const CATEGORY_KINDS = ['format', 'type', 'flavour', 'mood'] as const
export type CategoryKind = (typeof CATEGORY_KINDS)[number]

export const categoryUrl = (kind: CategoryKind, slug: string): string => {
  switch (kind) {
    case 'format':
      return routes.products.formats(slug)
    case 'type':
      return routes.products.types(slug)
    case 'flavour':
      return routes.products.byFlavour(slug)
    case 'mood':
      return routes.products.byMood(slug)
  }
}

/**
 * Caffeine levels of a tea, lowest first. The tea quiz (teaquiz_results) matches a
 * visitor's preference against these values, so they are fixed: an editor picks one, never types one.
 * none: herbal and fruit infusions; low: white and most green teas; medium: oolong and most
 * blends; high: strong black teas.
 */
export const CAFFEINE_LEVELS = ['none', 'low', 'medium', 'high'] as const
export type CaffeineLevel = (typeof CAFFEINE_LEVELS)[number]

/** Whether milk suits a tea, as its brewing notes say. */
export const MILK_OPTIONS = ['no', 'optional', 'recommended'] as const

/** Range families with sub-pages of their own (routes under their range page, built later). */
export const RANGE_FAMILIES = ['none', 'iced-tea', 'natural-infusions', 'watte-boutique', 'elixir', 't-series', 'private-reserve'] as const
export type RangeFamily = (typeof RANGE_FAMILIES)[number]
