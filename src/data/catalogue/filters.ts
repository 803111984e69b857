import type { Where } from 'payload'
import type { CaffeineLevel } from '@/lib/catalogue/kinds'
import { slugPattern } from '@/lib/catalogue/slug-list'

/**
 * The product filter (GET /dmc-apis/filterproduct and the category pages): every given value must
 * match, on the slug copies a product carries (src/cms/collections/catalogue/Products.ts). One
 * slug is an equality on an indexed column; moods and flavours, of which a product has several,
 * are a `|slug|` match on one text column (docs/catalogue.md, "How the filter is stored").
 */
export type ProductFilters = {
  range?: string
  format?: string
  type?: string
  mood?: string
  flavour?: string
  ingredient?: string
  infusion?: boolean
  /** Only seasonal flush teas (true) or none of them (false). */
  seasonal?: boolean
  /** Caffeine levels a product may have (the tea quiz). */
  caffeine?: readonly CaffeineLevel[]
}

export function productFilterWhere({ range, format, type, mood, flavour, ingredient, infusion, seasonal, caffeine }: ProductFilters): Where | undefined {
  const and: Where[] = []
  if (range) and.push({ range_slug: { equals: range } })
  if (format) and.push({ format_slug: { equals: format } })
  if (type) and.push({ type_slug: { equals: type } })
  if (mood) and.push({ mood_slugs: { like: slugPattern(mood) } })
  if (flavour) and.push({ flavour_slugs: { like: slugPattern(flavour) } })
  if (ingredient) and.push({ ingredient_slugs: { like: slugPattern(ingredient) } })
  if (infusion !== undefined) and.push({ is_infusion: { equals: infusion } })
  // A seasonal flush tea is one whose `flush` (its quality season) is set.
  if (seasonal !== undefined) and.push({ flush: { exists: seasonal } })
  if (caffeine) and.push(caffeine.length === 1 ? { caffeine: { equals: caffeine[0] } } : { caffeine: { in: [...caffeine] } })
  return and.length === 0 ? undefined : and.length === 1 ? and[0] : { and }
}

/** Featured teas first, then by slug: one indexed column (src/lib/catalogue/list-order.ts), the same in every language. */
export { PRODUCT_SORT } from '@/lib/catalogue/list-order'
