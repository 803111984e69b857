import { findProducts } from '@/data/catalogue/products'
import { listEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/productsAndInfusions?lang&page&size[&country]: the infusions (products marked
 * is_infusion: herbal and fruit infusions), the natural infusions pages' "infusion product list".
 * Every product, infusions included, is GET /dmc-apis/products.
 */
export const GET = listEndpoint({ name: 'productsAndInfusions', read: (query, variant) => findProducts({ infusion: true }, variant, query) })

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
