import { z } from 'zod'
import { isCountry } from '@/config/countries'
import { isSlug } from '@/lib/routing/slug-format'
import { DEFAULT_COUNTRY, DEFAULT_LOCALE, LOCALES, type Variant } from '@/config/variant'
import type { FilterRule, ListFilterRules } from '@/config/list-filters'
import { badRequest } from './errors'

/**
 * Query-string parsing for /dmc-apis. Every parameter is validated here, at the edge, so a
 * malformed or out-of-range value is a 400 with a message naming the parameter, never a 500.
 */

export const MAX_PAGE_SIZE = 100
/** Far past the last page of any list of ours; a larger number is a 400, not a read. */
export const MAX_PAGE = 10_000
export const DEFAULT_PAGE_SIZE = 20

/** A whole number from the query string, with a default when absent or empty. */
export function intParam(name: string, { min, max, fallback }: { min: number; max?: number; fallback?: number }) {
  const range = max === undefined ? `of ${min} or more` : `from ${min} to ${max}`
  const message = `${name} must be a whole number ${range}`
  const number = z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max ?? Number.MAX_SAFE_INTEGER, message))
  return fallback === undefined ? number.optional() : number.optional().transform((v) => v ?? fallback)
}

/** `page` (1 to 10,000) and `size` (1 to 100); `defaultSize` lets an endpoint choose its own default. */
export const paginationShape = (defaultSize = DEFAULT_PAGE_SIZE) => ({
  page: intParam('page', { min: 1, max: MAX_PAGE, fallback: 1 }),
  size: intParam('size', { min: 1, max: MAX_PAGE_SIZE, fallback: defaultSize }),
})

/**
 * An item's slug from the query string (rangeName, ingredient, filter values): lower-case letters,
 * digits and single hyphens, at most 100 characters. Upper case is folded, so `Green-Tea` works.
 */
export function requiredSlugParam(name: string) {
  return z
    .string({ error: `${name} is required` })
    .trim()
    .toLowerCase()
    .max(100, `${name} must be at most 100 characters`)
    .refine(isSlug, `${name} must be a slug: lower-case letters, digits and single hyphens`)
}

export const slugParam = (name: string) => requiredSlugParam(name).optional()

/** A declared list filter's parameter (src/config/list-filters.ts): a value breaking its rule is a 400 naming it. */
function filterParam(name: string, rule: FilterRule) {
  switch (rule.kind) {
    case 'choice':
      return z.enum(rule.values, { error: `${name} must be one of ${rule.values.join(', ')}` }).optional()
    case 'slug':
      return z
        .string()
        .trim()
        .max(rule.max, `${name} must be a ${name}’s slug`)
        .refine(isSlug, `${name} must be a ${name}’s slug`)
        .optional()
    case 'number':
      return intParam(name, rule)
    case 'text':
      return z
        .string()
        .trim()
        .max(rule.max, `${name} must be at most ${rule.max} characters`)
        .optional()
        .transform((text) => text || undefined)
  }
}

/** What a rule's parameter holds once parsed: one of the choices, a number, or text. */
type FilterValue<R extends FilterRule> = R extends { kind: 'choice'; values: readonly (infer V)[] } ? V : R extends { kind: 'number' } ? number : string

/** The REST parameters of a list's declared filters, each validated by its rule. */
export const filterParams = <F extends ListFilterRules>(filters: F) =>
  Object.fromEntries(Object.entries(filters).map(([name, rule]) => [name, filterParam(name, rule)])) as unknown as {
    [K in keyof F]: z.ZodType<FilterValue<F[K]> | undefined, string | undefined>
  }

export const langParam = z
  .enum(LOCALES, { error: `lang must be one of ${LOCALES.join(', ')}` })
  .optional()
  .transform((v) => v ?? DEFAULT_LOCALE)

export const countryParam = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(isCountry, `country must be ${DEFAULT_COUNTRY} or a two-letter ISO 3166 country code`)
  .optional()
  .transform((v) => v ?? DEFAULT_COUNTRY)

/** Which of the variant parameters (spec section 7) an endpoint reads; the others stay at their defaults. */
export type VariantParam = 'lang' | 'country'

export function variantShape(params: readonly VariantParam[]) {
  return {
    ...(params.includes('lang') ? { lang: langParam } : {}),
    ...(params.includes('country') ? { country: countryParam } : {}),
  }
}

export function variantOf(query: { lang?: unknown; country?: unknown }): Variant {
  return {
    locale: (query.lang as Variant['locale']) ?? DEFAULT_LOCALE,
    country: (query.country as string) ?? DEFAULT_COUNTRY,
  }
}

/**
 * Parses the URL's query string against a zod shape. Empty values count as absent, unknown
 * parameters are ignored (cache busters, tracking), and the first problem becomes the 400 message.
 */
export function parseQuery<Shape extends z.ZodRawShape>(url: string | URL, shape: Shape): z.output<z.ZodObject<Shape>> {
  const params: Record<string, string> = {}
  for (const [key, value] of new URL(url).searchParams) {
    if (value !== '' && !(key in params)) params[key] = value
  }
  const result = z.object(shape).safeParse(params)
  if (!result.success) throw badRequest(describeIssue(result.error.issues[0]), 'invalid_query')
  return result.data
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'Invalid query parameters'
  const name = issue.path.join('.')
  // Custom messages already name their parameter; zod's generic ones get the name prefixed.
  return name && !issue.message.startsWith(name) ? `${name}: ${issue.message}` : issue.message
}
