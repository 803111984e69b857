import type { Product, TeaEstate } from '@/payload-types'
import type { CaffeineLevel } from '@/lib/catalogue/kinds'
import { splitSlugs } from '@/lib/catalogue/slug-list'
import { shopLinkFor } from '@/lib/catalogue/shop-link'
import { routes } from '@/routes'
import { badRequest } from '@/lib/api/errors'
import { withAvailability } from './availability-rule'
import { findList, findOne } from '../content'
import { DEFAULT_COUNTRY, type Variant } from '@/config/variant'
import { categoryLookup } from './categories'
import { PRODUCT_SORT, productFilterWhere, type ProductFilters } from './filters'
import { rangeLookup } from './ranges'
import { pictureOf, picturesOf, type Picture } from '@/lib/media/picture'
import type { ItemRef } from './shapes'

/** A product as lists show it (cards): the same shape for every product list endpoint. */
export type ProductItem = {
  id: number
  slug: string
  url: string
  name: string
  summary: string | null
  range: ItemRef | null
  format: ItemRef | null
  type: ItemRef | null
  moods: ItemRef[]
  flavours: ItemRef[]
  caffeine: CaffeineLevel
  is_infusion: boolean
  featured: boolean
  image: Picture | null
}

export type PackItem = { label: string; weight_grams: number | null; sku: string | null; shop_url: string | null; buyable: boolean }

/** A product's page (get_product_by_id, get_product_by_name). */
export type ProductDetail = ProductItem & {
  origin: string | null
  estate: ItemRef | null
  description: Product['description'] | null
  tasting_notes: { appearance: string | null; aroma: string | null; taste: string | null }
  brewing: Product['brewing'] | null
  ingredients: ItemRef[]
  images: Picture[]
  packs: PackItem[]
  /** Whether it is sold in the visitor's country (the GLOBAL site: always). */
  sold_here: boolean
  seo: Product['seo'] | null
}

/** The fields a card needs: the filter's slug copies stand in for the relationships. */
const CARD_SELECT = {
  name: true,
  slug: true,
  summary: true,
  caffeine: true,
  is_infusion: true,
  featured: true,
  range_slug: true,
  format_slug: true,
  type_slug: true,
  mood_slugs: true,
  flavour_slugs: true,
  images: true,
  country: true,
} as const

type Lookups = { categories: Awaited<ReturnType<typeof categoryLookup>>; ranges: Awaited<ReturnType<typeof rangeLookup>> }

/** The range and category labels products are shown with (cached lists, read once per request). */
export const getProductLabels = (variant: Variant): Promise<Lookups> => lookups(variant)

async function lookups(variant: Variant): Promise<Lookups> {
  const [categories, ranges] = await Promise.all([categoryLookup(variant), rangeLookup(variant)])
  return { categories, ranges }
}

const refs = (lookup: Map<string, ItemRef>, slugs: string[]): ItemRef[] =>
  slugs.flatMap((slug) => {
    const ref = lookup.get(slug)
    return ref ? [{ slug: ref.slug, title: ref.title, url: ref.url }] : []
  })
const ref = (lookup: Map<string, ItemRef>, slug: string | null | undefined): ItemRef | null => (slug ? (refs(lookup, [slug])[0] ?? null) : null)

export function toProductItem(doc: Pick<Product, keyof typeof CARD_SELECT | 'id'>, { categories, ranges }: Lookups): ProductItem {
  return {
    id: doc.id,
    slug: doc.slug,
    url: routes.products.productDetails(doc.slug),
    name: doc.name,
    summary: doc.summary ?? null,
    range: ref(ranges, doc.range_slug),
    format: ref(categories, doc.format_slug),
    type: ref(categories, doc.type_slug),
    moods: refs(categories, splitSlugs(doc.mood_slugs)),
    flavours: refs(categories, splitSlugs(doc.flavour_slugs)),
    caffeine: doc.caffeine,
    is_infusion: Boolean(doc.is_infusion),
    featured: Boolean(doc.featured),
    image: pictureOf(doc.images?.[0]?.image, { sitePath: true }),
  }
}

/**
 * A page of the products a country lists (the list rule of src/data/content.ts, then the
 * availability rule of src/data/catalogue/availability-rule.ts), filtered, featured first. Every product list
 * of the catalogue (all, infusions, by range, by ingredient, the filter) is this one read.
 */
export async function findProducts(
  filters: ProductFilters,
  variant: Variant,
  { page, size }: { page: number; size: number },
): Promise<{ items: ProductItem[]; total: number }> {
  const [found, labels] = await Promise.all([
    findList({
      collection: 'products',
      variant,
      where: withAvailability(variant, productFilterWhere(filters)),
      sort: PRODUCT_SORT,
      page,
      size,
      depth: 1,
      select: CARD_SELECT,
    }),
    lookups(variant),
  ])
  return { items: found.docs.map((doc) => toProductItem(doc, labels)), total: found.total }
}

/**
 * One product by its slug or id: the visitor's country's own record, else GLOBAL's. Detail pages
 * stay reachable where a product is not sold (a shared link never breaks); `sold_here` and each
 * pack's `buyable` say whether it can be bought there.
 */
export async function getProduct(key: { field: 'slug'; value: string } | { field: 'id'; value: number }, variant: Variant): Promise<ProductDetail | null> {
  const doc = await findOne({ collection: 'products', variant, key, depth: 1 })
  if (!doc) return null
  return toProductDetail(doc, await lookups(variant), variant)
}

export function toProductDetail(doc: Product, labels: Lookups, variant: Variant): ProductDetail {
  const estate = doc.estate && typeof doc.estate === 'object' ? (doc.estate as TeaEstate) : null
  const soldHere = isSoldIn(doc, variant.country)
  return {
    ...toProductItem(doc, labels),
    origin: doc.origin ?? null,
    estate: estate ? { slug: estate.slug, title: estate.name, url: routes.family.teaGardens(estate.slug) } : null,
    description: doc.description ?? null,
    tasting_notes: { appearance: doc.tasting_notes?.appearance ?? null, aroma: doc.tasting_notes?.aroma ?? null, taste: doc.tasting_notes?.taste ?? null },
    brewing: doc.brewing ?? null,
    ingredients: (doc.ingredients ?? []).flatMap((one) =>
      one && typeof one === 'object' ? [{ slug: one.slug, title: one.name, url: routes.products.ingredient(one.slug) }] : [],
    ),
    images: picturesOf(doc.images?.map((row) => row.image), { sitePath: true }),
    packs: (doc.packs ?? []).map((pack) => {
      const shop = soldHere ? shopLinkFor(pack.shop_links, variant.country) : null
      return { label: pack.label, weight_grams: pack.weight_grams ?? null, sku: pack.sku ?? null, shop_url: shop, buyable: shop !== null }
    }),
    sold_here: soldHere,
    seo: doc.seo ?? null,
  }
}

/** The availability rule for one document (the same rule soldInWhere applies to lists). */
export function isSoldIn(doc: Pick<Product, 'sold_everywhere' | 'sold_in'>, country: string): boolean {
  if (country === DEFAULT_COUNTRY) return true
  return Boolean(doc.sold_everywhere) || (doc.sold_in ?? []).includes(country as never)
}

/**
 * Checks filter values against the categories a country has: a value naming no category of its
 * kind is the caller's mistake (400, naming the parameter), not an empty result, so made-up
 * values never reach the database or the cache.
 */
export async function checkFilterValues(
  filters: Pick<ProductFilters, 'format' | 'type' | 'mood' | 'flavour'>,
  variant: Variant,
  names: Record<'format' | 'type' | 'mood' | 'flavour', string>,
): Promise<void> {
  const categories = await categoryLookup(variant)
  for (const kind of ['format', 'type', 'mood', 'flavour'] as const) {
    const value = filters[kind]
    if (value && categories.get(value)?.kind !== kind) throw badRequest(`${names[kind]}: no ${KIND_WORDS[kind]} is named "${value}" (see get_filterby_data)`, 'invalid_query')
  }
}

const KIND_WORDS = { format: 'tea format', type: 'tea type', mood: 'mood', flavour: 'flavour' } as const

/** A seasonal flush tea: the product page's shape, its quality season and its own page under the T-series. */
export type SeasonalFlushProduct = ProductDetail & { flush: NonNullable<Product['flush']>; flush_url: string }

/**
 * One seasonal flush tea by its slug (the T-series' seasonal-flush/{slug} page and GET
 * /dmc-apis/get_seasonal_flush_product_by_name/{slug}): a product whose `flush` is set; null for
 * an unknown slug and for every other product.
 */
export async function getSeasonalFlushProduct(slug: string, variant: Variant): Promise<{ doc: Product; item: SeasonalFlushProduct } | null> {
  const doc = await findOne({ collection: 'products', variant, key: { field: 'slug', value: slug }, depth: 1 })
  if (!doc?.flush) return null
  const item = { ...toProductDetail(doc, await lookups(variant), variant), flush: doc.flush, flush_url: routes.products.seasonalFlush(doc.slug) }
  return { doc, item }
}
