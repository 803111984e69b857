import { getProduct } from '@/data/catalogue/products'
import { badRequest, detailEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/** GET /dmc-apis/get_product_by_id/{id}[?lang&country]: one product by its numeric id; 404 when unknown, 400 when not a number. */
export const GET = detailEndpoint({
  name: 'get_product_by_id',
  label: 'product',
  param: 'id',
  read: (id, variant) => {
    if (!/^\d{1,9}$/.test(id)) throw badRequest('The product id must be a whole number', 'invalid_path')
    return getProduct({ field: 'id', value: Number(id) }, variant)
  },
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
