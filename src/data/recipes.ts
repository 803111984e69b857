import type { Recipe } from '@/payload-types'
import { routes } from '@/routes'
import { pictureOf, type Picture } from '@/lib/media/picture'
import { findBySlug, findList } from './content'
import type { Variant } from '@/config/variant'

export type RecipeKind = Recipe['kind']

/** One recipe in a list (GET /dmc-apis/get_elixir_recipes; later the elixir range's list). */
export type RecipeItem = {
  /** What GET /dmc-apis/get_recipe_by_id/{id} takes: the slug, as for accessories. */
  id: string
  slug: string
  url: string
  kind: RecipeKind
  title: string
  summary: string
  serves: number | null
  prep_minutes: number | null
  image: Picture | null
}

/** A recipe's page and GET /dmc-apis/get_recipe_by_id: the list shape plus ingredients, method and tips. */
export type RecipeDetail = RecipeItem & {
  ingredients: { amount: string | null; item: string }[]
  method: string[]
  tips: Recipe['tips']
}

export function toRecipeItem(doc: Recipe): RecipeItem {
  return {
    id: doc.slug,
    slug: doc.slug,
    url: routes.products.recipe(doc.slug),
    kind: doc.kind,
    title: doc.title,
    summary: doc.summary,
    serves: doc.serves ?? null,
    prep_minutes: doc.prep_minutes ?? null,
    image: pictureOf(doc.image),
  }
}

export function toRecipeDetail(doc: Recipe): RecipeDetail {
  return {
    ...toRecipeItem(doc),
    ingredients: (doc.ingredients ?? []).map((row) => ({ amount: row.amount ?? null, item: row.item })),
    method: (doc.method ?? []).map((row) => row.step),
    tips: doc.tips ?? null,
  }
}

/** A page of a country's recipes of one kind, in the editors' order. */
export async function findRecipes(kind: RecipeKind, { page, size }: { page: number; size: number }, variant: Variant): Promise<{ items: RecipeItem[]; total: number }> {
  const { docs, total } = await findList({ collection: 'recipes', variant, where: { kind: { equals: kind } }, sort: ['order', 'title'], page, size, depth: 1 })
  return { items: docs.map(toRecipeItem), total }
}

/** One recipe by its slug (the page's last segment). */
export function getRecipe(slug: string, variant: Variant): Promise<Recipe | null> {
  return findBySlug('recipes', slug, variant)
}
