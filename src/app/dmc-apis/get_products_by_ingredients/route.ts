import { findProducts } from '@/data/catalogue/products'
import { getIngredient } from '@/data/catalogue/ingredients'
import { listEndpoint, notFoundError, requiredSlugParam } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/** GET /dmc-apis/get_products_by_ingredients?ingredient={slug}&lang[&page&size&country]: the products with that ingredient; 404 for an unknown one. */
export const GET = listEndpoint({
  name: 'get_products_by_ingredients',
  variantParams: ['lang', 'country'],
  params: { ingredient: requiredSlugParam('ingredient') },
  tags: [],
  dataCache: false,
  read: async (query, variant) => {
    if (!(await getIngredient(query.ingredient, variant))) throw notFoundError(`No ingredient is named "${query.ingredient}"`)
    return findProducts({ ingredient: query.ingredient }, variant, query)
  },
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
