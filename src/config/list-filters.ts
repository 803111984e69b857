import { MATERIAL_VALUES } from './accessory-materials'

/**
 * The rule a list filter's value meets. A list's filters are declared once, below; its page type's
 * `query` (src/routes.ts), its address reader (src/lib/listing/filter-state.ts: a value breaking the
 * rule counts as no filter) and its REST call's schema (`filterParams`, src/lib/api/query.ts: a 400)
 * are made from the declaration. Which slugs or years exist is the data's to say, given to both.
 */
export type FilterRule =
  | { kind: 'choice'; values: readonly [string, ...string[]] }
  | { kind: 'slug'; max: number }
  | { kind: 'number'; min: number; max: number }
  | { kind: 'text'; max: number }

export type ListFilterRules = Record<string, FilterRule>

/** The tea accessories' list: a material, and a category by its slug. */
export const accessoryFilters = {
  material: { kind: 'choice', values: MATERIAL_VALUES },
  category: { kind: 'slug', max: 60 },
} as const satisfies ListFilterRules

/** The testimonials' list: a year and a month of the testimonial's date, and words of its quote or author. */
export const testimonialFilters = {
  year: { kind: 'number', min: 1990, max: 2100 },
  month: { kind: 'number', min: 1, max: 12 },
  keyword: { kind: 'text', max: 100 },
} as const satisfies ListFilterRules

/** A list page type's address parameters: its filters, in their order, and the page. */
export const filterQuery = <const F extends ListFilterRules>(filters: F) => [...(Object.keys(filters) as (keyof F & string)[]), 'page' as const]
