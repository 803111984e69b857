import { toRecipeDetail } from '@/data/recipes'
import { detailEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/get_recipe_by_id/{id}[?lang&country]: one recipe, either kind. Like
 * accessories_by_id, the id is the recipe's slug (the last segment of routes.products.recipe).
 */
export const GET = detailEndpoint({
  name: 'get_recipe_by_id',
  label: 'recipe',
  param: 'id',
  collection: 'recipes',
  toItem: (doc) => toRecipeDetail(doc),
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
