import type { Media, Recipe } from '@/payload-types'
import type { BuyPack } from '@/lib/catalogue/shop-link'
import { findList, findOne } from '../content'
import { toRecipeItem, type RecipeItem } from '../recipes'
import type { Variant } from '@/config/variant'
import { findProducts, getProductLabels, toProductDetail, type ProductDetail, type ProductItem } from './products'

/**
 * What a product's page shows beyond the detail answer of the REST call (get_product_by_name):
 * the uploaded pictures for the lightbox gallery, the packs with their shop links for the "Buy now"
 * buttons (which pick the visitor's country's link themselves), and the related recipes.
 */
export type ProductPage = { product: ProductDetail; pictures: Media[]; packs: BuyPack[]; recipes: RecipeItem[] }

export async function getProductPage(slug: string, variant: Variant): Promise<ProductPage | null> {
  const doc = await findOne({ collection: 'products', variant, key: { field: 'slug', value: slug }, depth: 1 })
  if (!doc) return null
  const recipeSlugs = (doc.related_recipes ?? []).flatMap((one) => (one && typeof one === 'object' ? [(one as Recipe).slug] : []))
  const [labels, recipes] = await Promise.all([getProductLabels(variant), findRecipesBySlug(recipeSlugs, variant)])
  return {
    product: toProductDetail(doc, labels, variant),
    pictures: (doc.images ?? []).flatMap((row) => (row.image && typeof row.image === 'object' ? [row.image] : [])),
    packs: (doc.packs ?? []).map((pack) => ({ label: pack.label, sku: pack.sku, shop_links: pack.shop_links })),
    recipes,
  }
}

/**
 * Recipes by slug, in the given order. Read as a list (not through the populated relationship),
 * so the visitor's country's own version of a recipe replaces GLOBAL's and the pictures come along.
 */
async function findRecipesBySlug(slugs: string[], variant: Variant): Promise<RecipeItem[]> {
  if (!slugs.length) return []
  const { docs } = await findList({ collection: 'recipes', variant, where: { slug: { in: slugs } }, sort: 'slug', size: slugs.length, depth: 1 })
  const bySlug = new Map(docs.map((doc) => [doc.slug, toRecipeItem(doc)]))
  return slugs.flatMap((slug) => bySlug.get(slug) ?? [])
}

/**
 * A few teas to try next: others of the same range first, then of the same type, each list as
 * the country lists it (availability included), without the product itself.
 */
export async function findRelatedProducts(product: Pick<ProductItem, 'slug' | 'range' | 'type'>, variant: Variant, count = 4): Promise<ProductItem[]> {
  const page = { page: 1, size: count + 1 }
  const [sameRange, sameType] = await Promise.all([
    product.range ? findProducts({ range: product.range.slug }, variant, page) : null,
    product.type ? findProducts({ type: product.type.slug }, variant, { page: 1, size: 2 * count + 1 }) : null,
  ])
  const seen = new Set([product.slug])
  const related: ProductItem[] = []
  for (const item of [...(sameRange?.items ?? []), ...(sameType?.items ?? [])]) {
    if (related.length >= count || seen.has(item.slug)) continue
    seen.add(item.slug)
    related.push(item)
  }
  return related
}
