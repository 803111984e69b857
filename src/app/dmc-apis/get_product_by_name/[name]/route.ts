import { getProduct } from '@/data/catalogue/products'
import { detailEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/get_product_by_name/{slug}[?lang&country]: one product with its tasting notes,
 * brewing, ingredients and packs. Each pack's `shop_url` is the visitor's country's shop link, or
 * null with `buyable: false` (src/lib/catalogue/shop-link.ts); `sold_here` says whether the country sells it.
 */
export const GET = detailEndpoint({
  name: 'get_product_by_name',
  label: 'product',
  read: (name, variant) => getProduct({ field: 'slug', value: name }, variant),
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
