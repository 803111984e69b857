import { z } from 'zod'
import type { ListingItem } from '@/lib/listing/types'
import { LISTING_YEARS, listingOptions, type ListingDefinition } from '@/data/media/listing'
import type { Variant } from '@/config/variant'
import { listEndpoint } from './endpoints'
import { badRequest } from '@/lib/api/errors'
import { intParam } from '@/lib/api/query'

const choiceParam = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(100, `${name} must be at most 100 characters`)
    .regex(/^[a-z0-9-]+$/, `${name} must be a slug: lower-case letters, digits and single hyphens`)
    .optional()

/**
 * The REST list call of a media listing (src/data/media/listing.ts): `page`, `size`, `lang`,
 * `country` and the filters the listing declares, named as it names them (`year`, `month`,
 * `category`, `subCategory`). A year outside 1900–2100, a month outside 1–12, a category or
 * sub-category the listing does not offer, or a sub-category of another category answers 400;
 * so every read behind it is one of a bounded set, cached and tagged by the data module.
 *
 *   // src/app/dmc-apis/news/route.ts
 *   export const GET = listingEndpoint(newsListing)
 *   export const GET = listingEndpoint(albumListing, { extras: async (variant) => ({ recentItems: … }) })
 */
export function listingEndpoint<Item extends ListingItem>(
  listing: ListingDefinition<Item>,
  {
    name = listing.endpoint.replace(/^\/dmc-apis\//, ''),
    extras,
  }: {
    name?: string
    /** Further top-level keys of the answer (the images call's recentItems and mostShared). */
    extras?: (variant: Variant) => Promise<Record<string, unknown>>
  } = {},
) {
  const declares = (filter: string) => (listing.filters as readonly string[]).includes(filter)
  return listEndpoint({
    name,
    defaultSize: listing.defaultSize,
    // Only the declared filters: any other parameter is ignored, as unknown parameters are everywhere.
    params: {
      ...(declares('year') ? { year: intParam('year', LISTING_YEARS) } : {}),
      ...(declares('month') ? { month: intParam('month', { min: 1, max: 12 }) } : {}),
      ...(declares('category') ? { category: choiceParam('category') } : {}),
      ...(declares('subCategory') ? { subCategory: choiceParam('subCategory') } : {}),
    } as z.ZodRawShape,
    extras: extras ? (_query, variant) => extras(variant) : undefined,
    // The listing's reads are cached by the data module, per filter value.
    read: async (query, variant) => {
      const { year, month, category, subCategory } = query as { year?: number; month?: number; category?: string; subCategory?: string }
      if (category || subCategory) {
        const options = await listingOptions(listing as unknown as ListingDefinition<ListingItem>, variant)
        for (const [filter, value] of [['category', category], ['subCategory', subCategory]] as const) {
          if (value && !options[filter]?.some((option) => option.value === value)) {
            const known = (options[filter] ?? []).map((option) => option.value).join(', ')
            throw badRequest(`${filter} must be one of ${known || 'none'}; "${value}" is not`, 'invalid_query')
          }
        }
        const parent = options.subCategory?.find((option) => option.value === subCategory)?.parent
        if (category && subCategory && parent && parent !== category) throw badRequest(`subCategory "${subCategory}" is not a sub-category of "${category}"`, 'invalid_query')
      }
      return listing.read({ page: query.page, size: query.size, year, month, category, subCategory }, variant)
    },
  })
}
