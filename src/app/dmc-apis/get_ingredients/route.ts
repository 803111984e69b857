import { toIngredientItem } from '@/data/catalogue/ingredients'
import { listEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/** GET /dmc-apis/get_ingredients[?page&size&lang&country]: a country's ingredients by slug (size defaults to 100, every one). */
export const GET = listEndpoint({
  name: 'get_ingredients',
  collection: 'ingredients',
  defaultSize: 100,
  sort: 'slug',
  toItem: toIngredientItem,
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
