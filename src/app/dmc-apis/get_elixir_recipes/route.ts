import { findRecipes } from '@/data/recipes'
import { listEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/** GET /dmc-apis/get_elixir_recipes[?page&size&lang&country]: the elixir range's recipes, in the editors' order. */
export const GET = listEndpoint({ name: 'get_elixir_recipes', read: (query, variant) => findRecipes('elixir', query, variant) })

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
