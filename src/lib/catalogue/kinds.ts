import { categoryKindPages } from '@/routes'

/**
 * The four kinds of tea category (data-layer spec, "tea categories": tea_formats, tea_types,
 * tea_by_flavors, tea_by_moods), each with the page its categories live under (the table in
 * src/routes.ts). A category's slug is unique within a country across kinds, so a filter value never
 * names two categories.
 */
export type CategoryKind = keyof typeof categoryKindPages
export const CATEGORY_KINDS = Object.keys(categoryKindPages) as [CategoryKind, ...CategoryKind[]]

export const categoryUrl = (kind: CategoryKind, slug: string): string => categoryKindPages[kind].path(slug)

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

/** Range families with sub-pages of their own, under their range page. */
export const RANGE_FAMILIES = ['none', 'iced-tea', 'natural-infusions', 'watte-boutique', 'elixir', 't-series', 'private-reserve'] as const
export type RangeFamily = (typeof RANGE_FAMILIES)[number]
