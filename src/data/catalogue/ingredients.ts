import type { Ingredient } from '@/payload-types'
import { routes } from '@/routes'
import { findBySlug, findList } from '../content'
import type { Variant } from '@/config/variant'
import { pictureOf, type Picture } from '@/lib/media/picture'

export type IngredientItem = { slug: string; url: string; name: string; summary: string | null; origin: string | null; image: Picture | null }

/** A page of a country's ingredients, by slug (GET /dmc-apis/get_ingredients). */
export async function listIngredients(variant: Variant, { page, size }: { page: number; size: number }): Promise<{ items: IngredientItem[]; total: number }> {
  const { docs, total } = await findList({ collection: 'ingredients', variant, sort: 'slug', page, size, depth: 1 })
  return { items: docs.map(toIngredientItem), total }
}

export function getIngredient(slug: string, variant: Variant): Promise<Ingredient | null> {
  return findBySlug('ingredients', slug, variant)
}

export function toIngredientItem(doc: Ingredient): IngredientItem {
  return {
    slug: doc.slug,
    url: routes.products.ingredient(doc.slug),
    name: doc.name,
    summary: doc.summary ?? null,
    origin: doc.origin ?? null,
    image: pictureOf(doc.image, { sitePath: true }),
  }
}
