import type { TeaCategory } from '@/payload-types'
import { categoryUrl, type CategoryKind } from '@/lib/catalogue/kinds'
import { findAll, findBySlug, findList } from '../content'
import type { Variant } from '@/config/variant'
import { pictureOf, type Picture } from '@/lib/media/picture'
import type { ItemRef } from './shapes'

export type CategoryItem = ItemRef & { kind: CategoryKind; description: string | null; image: Picture | null; header_image: Picture | null }

/** The filter options of GET /dmc-apis/get_filterby_data: each kind's categories in the editors' order. */
export type FilterOptions = { formats: ItemRef[]; types: ItemRef[]; moods: ItemRef[]; flavours: ItemRef[] }

const GROUP: Record<CategoryKind, keyof FilterOptions> = { format: 'formats', type: 'types', mood: 'moods', flavour: 'flavours' }

/** A country's categories (its own plus GLOBAL's), of one kind or all, in the editors' order. */
export async function listCategories(variant: Variant, kind?: CategoryKind): Promise<CategoryItem[]> {
  const docs = await findAll('tea-categories', variant, { where: kind ? { kind: { equals: kind } } : undefined, sort: ['order', 'slug'] })
  return docs.map(toCategoryItem)
}

export function getCategory(slug: string, variant: Variant): Promise<TeaCategory | null> {
  return findBySlug('tea-categories', slug, variant)
}

/** Slug → title and page of every category a country sees, for labelling products without joins. */
export async function categoryLookup(variant: Variant): Promise<Map<string, ItemRef & { kind: CategoryKind }>> {
  const { docs } = await findList({
    collection: 'tea-categories',
    variant,
    select: { slug: true, title: true, kind: true, order: true },
    sort: ['order', 'slug'],
    size: 0,
    depth: 0,
  })
  return new Map(docs.map((doc) => [doc.slug, { slug: doc.slug, title: doc.title, url: categoryUrl(doc.kind, doc.slug), kind: doc.kind }]))
}

export async function filterOptions(variant: Variant): Promise<FilterOptions> {
  const options: FilterOptions = { formats: [], types: [], moods: [], flavours: [] }
  for (const { kind, ...ref } of (await categoryLookup(variant)).values()) options[GROUP[kind]].push(ref)
  return options
}

/** Whether `slug` names a category of `kind` in the country (filter values are checked against this). */
export async function isCategoryOf(kind: CategoryKind, slug: string, variant: Variant): Promise<boolean> {
  return (await categoryLookup(variant)).get(slug)?.kind === kind
}

export function toCategoryItem(doc: TeaCategory): CategoryItem {
  return {
    slug: doc.slug,
    url: categoryUrl(doc.kind, doc.slug),
    title: doc.title,
    kind: doc.kind,
    description: doc.description ?? null,
    image: pictureOf(doc.image, { sitePath: true }),
    header_image: pictureOf(doc.header_image, { sitePath: true }),
  }
}

