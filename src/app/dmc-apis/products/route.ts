import { findProducts } from '@/data/catalogue/products'
import { listEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/products?page&size&lang[&country]: every product a country lists (teas and
 * infusions), featured first. A country lists what is sold everywhere or there (src/data/catalogue/availability-rule.ts).
 */
export const GET = listEndpoint({ name: 'products', read: (query, variant) => findProducts({}, variant, query) })

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
