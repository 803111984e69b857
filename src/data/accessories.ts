import type { Where } from 'payload'
import type { Accessory, AccessoryCategory } from '@/payload-types'
import { routes } from '@/routes'
import { withAvailability } from './catalogue/availability-rule'
import { collectionTag } from '@/config/cache-tags'
import { pictureOf, picturesOf, type Picture } from '@/lib/media/picture'
import { isSoldIn, packsFor, type PackItem } from './catalogue/sold-items'
import { findAll, findBySlug, findList } from './content'
import type { Variant } from '@/config/variant'

export type AccessoryMaterial = Accessory['material']

/** The list's filters (GET /dmc-apis/get_accessories and the list block); a category by its slug. */
export type AccessoryFilters = { page: number; size: number; material?: AccessoryMaterial; category?: string }

export type CategoryItem = { slug: string; url: string; name: string }

/** One accessory in a list: the same shape for the API and the list block's island. */
export type AccessoryItem = {
  /** What GET /dmc-apis/accessories_by_id/{id} takes: the slug, which names the item in every country. */
  id: string
  slug: string
  url: string
  name: string
  summary: string
  material: AccessoryMaterial
  category: CategoryItem | null
  image: Picture | null
  packs: PackItem[]
}

export type AccessoryDetail = AccessoryItem & { description: Accessory['description']; images: Picture[]; sold_here: boolean }

/** The list page filtered to one category: the `url` of a category. */
export const categoryUrl = (slug: string) => `${routes.products.accessories()}?category=${encodeURIComponent(slug)}`

function toCategory(category: Accessory['category'], slug: string | null | undefined): CategoryItem | null {
  if (category && typeof category === 'object') return { slug: category.slug, url: categoryUrl(category.slug), name: category.name }
  return slug ? { slug, url: categoryUrl(slug), name: slug } : null
}

export function toAccessoryItem(doc: Accessory, variant: Variant): AccessoryItem {
  return {
    id: doc.slug,
    slug: doc.slug,
    url: routes.products.accessories(doc.slug),
    name: doc.name,
    summary: doc.summary,
    material: doc.material,
    category: toCategory(doc.category, doc.category_slug),
    image: pictureOf(doc.images?.[0]?.image),
    packs: packsFor(doc.packs, variant),
  }
}

export function toAccessoryDetail(doc: Accessory, variant: Variant): AccessoryDetail {
  const sold = isSoldIn(doc, variant)
  return { ...toAccessoryItem(doc, variant), packs: packsFor(doc.packs, variant, sold), description: doc.description, images: picturesOf(doc.images?.map((row) => row.image)), sold_here: sold }
}

function filterWhere({ material, category }: AccessoryFilters): Where | undefined {
  const and: Where[] = []
  if (material) and.push({ material: { equals: material } })
  if (category) and.push({ category_slug: { equals: category } })
  return and.length ? { and } : undefined
}

/**
 * A page of the accessories sold in the visitor's country, in the editors' order. Callers pass
 * only known materials and categories (the API and the page check them), so the cached reads
 * stay a bounded set.
 */
export async function findAccessories(filters: AccessoryFilters, variant: Variant): Promise<{ items: AccessoryItem[]; total: number }> {
  const { docs, total } = await findList({
    collection: 'accessories',
    variant,
    where: withAvailability(variant, filterWhere(filters)),
    sort: ['order', 'name'],
    page: filters.page,
    size: filters.size,
    depth: 1,
    // Items embed their category's name.
    tags: [collectionTag('accessory-categories')],
  })
  return { items: docs.map((doc) => toAccessoryItem(doc, variant)), total }
}

/** The accessory categories of a country (its own plus GLOBAL's), in the editors' order. */
export async function listAccessoryCategories(variant: Variant): Promise<CategoryItem[]> {
  const docs = await findAll('accessory-categories', variant, { sort: ['order', 'name'], depth: 0 })
  return docs.map((doc: AccessoryCategory) => ({ slug: doc.slug, url: categoryUrl(doc.slug), name: doc.name }))
}

/** One accessory by its slug (the page's last segment), sold here or not. */
export function getAccessory(slug: string, variant: Variant): Promise<Accessory | null> {
  return findBySlug('accessories', slug, variant)
}
