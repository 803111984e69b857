import { findProducts } from '@/data/catalogue/products'
import { getIngredient } from '@/data/catalogue/ingredients'
import { listWithin } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/** GET /dmc-apis/get_products_by_ingredients?ingredient={slug}&lang[&page&size&country]: the products with that ingredient; 404 for an unknown one. */
export const GET = listWithin({
  name: 'get_products_by_ingredients',
  param: 'ingredient',
  label: 'ingredient',
  exists: getIngredient,
  read: (ingredient, variant, page) => findProducts({ ingredient }, variant, page),
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
