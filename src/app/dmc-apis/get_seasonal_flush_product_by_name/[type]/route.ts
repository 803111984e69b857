import { getSeasonalFlushProduct } from '@/data/catalogue/products'
import { isSlug } from '@/lib/routing/slug-format'
import { badRequest, detailEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/get_seasonal_flush_product_by_name/{type}[?lang&country]: one seasonal flush tea of
 * the T-series by its slug (the spec calls the segment `type`): the product's detail shape plus
 * `flush` (its quality season) and `flush_url` (its seasonal-flush page). 404 for an unknown slug
 * or a tea that is not a seasonal flush; 400 for a segment that cannot be a slug.
 */
export const GET = detailEndpoint({
  name: 'get_seasonal_flush_product_by_name',
  label: 'seasonal flush tea',
  param: 'type',
  read: async (type, variant) => {
    if (!isSlug(type)) throw badRequest('The tea name must be a slug: lower-case letters, digits and single hyphens', 'invalid_path')
    return (await getSeasonalFlushProduct(type, variant))?.item ?? null
  },
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
