import { routes } from '@/routes'
import { brandName } from '@/site.config'

/**
 * The kinds of featured story (data-layer spec: featured stories grouped by type). The database
 * stores these fixed keys; visitors and the REST call see the spec's type names, three of which
 * are named after the purpose pages' addresses (`dalumara_conservation`, `sustainability`,
 * `dalumara_foundation`). Keeping the brand out of the stored value means a brand or foundation
 * slug change renames the types without touching stored stories or the select field's enum.
 */
export const FEATURED_STORY_KINDS = ['featured', 'tea_inspired', 'purpose', 'conservation', 'sustainability', 'foundation'] as const
export type FeaturedStoryKind = (typeof FEATURED_STORY_KINDS)[number]

/** `/our-purpose/dalumara-conservation` → `dalumara_conservation`. */
const typeNameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/-/g, '_')

/** The spec's type name of each kind. */
export const FEATURED_STORY_TYPE_NAMES: Record<FeaturedStoryKind, string> = {
  featured: 'featured',
  tea_inspired: 'tea_inspired',
  purpose: 'purpose',
  conservation: typeNameOf(routes.purpose.conservation),
  sustainability: typeNameOf(routes.purpose.sustainability),
  foundation: typeNameOf(routes.purpose.foundation),
}

/** The type names in the spec's order, for validation messages and the select's labels. */
export const FEATURED_STORY_TYPE_VALUES = FEATURED_STORY_KINDS.map((kind) => FEATURED_STORY_TYPE_NAMES[kind])

/** The kind a type name stands for, or undefined for a name that is none of them. */
export function featuredStoryKind(typeName: string): FeaturedStoryKind | undefined {
  return FEATURED_STORY_KINDS.find((kind) => FEATURED_STORY_TYPE_NAMES[kind] === typeName)
}

/** The editors' names of the kinds (the CMS select). */
export const FEATURED_STORY_KIND_OPTIONS = FEATURED_STORY_KINDS.map((kind) => ({
  value: kind,
  label: {
    featured: 'Featured',
    tea_inspired: 'Tea inspired',
    purpose: 'Our purpose',
    conservation: `${brandName} Conservation`,
    sustainability: 'Sustainability',
    foundation: `${brandName} Foundation`,
  }[kind],
}))
