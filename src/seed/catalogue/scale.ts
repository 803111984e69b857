import { randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { indexFields } from '@/cms/search/sources'
import { listOrder } from '@/lib/catalogue/list-order'
import { joinSlugs } from '@/lib/catalogue/slug-list'
import { LOCALES } from '@/config/variant'
import type { MediaIds } from '../build'
import { richText } from '../richText'
import type { CatalogueIds } from './types'
import { scalePlan } from './plan'
import type { ProductPlan } from './types'

/**
 * The scale fixture (SEED_PRODUCTS=20000): GLOBAL products generated up to that count, for
 * measuring lists and filters at catalogue scale (docs/catalogue.md). Creating each through the
 * Local API (hooks, versions, a search sync per language) would take the better part of an hour on
 * two cores, so rows go straight to the database adapter in batches, one transaction each, with
 * what the hooks would have added written here: the slug copies the filters read
 * (src/cms/fields/slug-copy.ts) and the product's search index row in every language, built by
 * the same function the search plugin uses (src/cms/search/sources.ts). Generated products are
 * published, GLOBAL (the list rule needs nothing more) and follow the demo products' availability
 * patterns. They have no draft versions until an editor saves one.
 */
const BATCH = 500

type Localized<T> = Record<string, T>
const everyLocale = <T>(value: T): Localized<T> => Object.fromEntries(LOCALES.map((locale) => [locale, value]))
const english = <T>(value: T): Localized<T> => ({ en: value })
/** Array rows carry an id, which the Local API would have generated (an ObjectId-like hex string). */
const rowId = () => randomBytes(12).toString('hex')

function rowOf(plan: ProductPlan, ids: CatalogueIds, media: MediaIds, now: string) {
  const category = (slug: string) => ids.categories.get(slug)
  const present = <T>(list: (T | undefined)[]) => list.filter((value): value is T => value !== undefined)
  return {
    name: english(plan.name),
    slug: plan.slug,
    range: ids.ranges.get(plan.range),
    format: category(plan.format),
    type: category(plan.type),
    moods: present(plan.moods.map(category)),
    flavours: present(plan.flavours.map(category)),
    caffeine: plan.caffeine,
    featured: false,
    is_infusion: plan.isInfusion,
    sold_everywhere: plan.soldEverywhere,
    sold_in: plan.soldIn,
    origin: english(plan.origin),
    summary: english(plan.summary),
    description: english(richText(plan.description)),
    tasting_notes: { appearance: english(plan.tasting.appearance), aroma: english(plan.tasting.aroma), taste: english(plan.tasting.taste) },
    brewing: { ...plan.brewing, amount_note: english(plan.brewing.amount_note) },
    ingredients: present(plan.ingredients.map((slug) => ids.ingredients.get(slug))),
    images: plan.images.map((image) => ({ id: rowId(), image: media[image] })),
    packs: plan.packs.map((pack) => ({ ...pack, id: rowId(), label: english(pack.label), shop_links: pack.shop_links.map((link) => ({ ...link, id: rowId() })) })),
    range_slug: plan.range,
    format_slug: plan.format,
    type_slug: plan.type,
    mood_slugs: joinSlugs(plan.moods),
    flavour_slugs: joinSlugs(plan.flavours),
    ingredient_slugs: joinSlugs(plan.ingredients),
    list_order: listOrder(false, plan.slug),
    country: 'GLOBAL',
    _status: 'published',
    createdAt: now,
    updatedAt: now,
  }
}

function searchRowOf(plan: ProductPlan, id: number, now: string) {
  const entry = indexFields('products', {
    name: plan.name,
    slug: plan.slug,
    summary: plan.summary,
    origin: plan.origin,
    description: richText(plan.description),
    tasting_notes: plan.tasting,
    sold_everywhere: plan.soldEverywhere,
    sold_in: plan.soldIn,
    country: 'GLOBAL',
  })!
  // Every language gets the English text, as the plugin's sync does through the language fallback.
  return {
    title: everyLocale(entry.title),
    excerpt: everyLocale(entry.excerpt),
    body: everyLocale(entry.body),
    url: entry.url,
    type: entry.type,
    country: entry.country,
    collection: entry.collection,
    tags: entry.tags,
    priority: 7,
    doc: { relationTo: 'products', value: id },
    createdAt: now,
    updatedAt: now,
  }
}

export async function seedScaleProducts(payload: Payload, { target, ids, media }: { target: number; ids: CatalogueIds; media: MediaIds }): Promise<number> {
  const started = Date.now()
  const existing = (await payload.count({ collection: 'products', where: { country: { equals: 'GLOBAL' } } })).totalDocs
  if (existing >= target) return 0
  const { docs } = await payload.find({ collection: 'products', where: { slug: { like: '-lot-' } }, pagination: false, depth: 0, select: { slug: true } })
  const taken = new Set(docs.map((doc) => doc.slug))
  payload.logger.info(`Seeding: generating ${target - existing} products (SEED_PRODUCTS=${target})`)
  let created = 0
  let n = 0
  while (existing + created < target) {
    const transactionID = await payload.db.beginTransaction()
    const req = { transactionID, payload } as unknown as PayloadRequest
    try {
      const now = new Date().toISOString()
      for (let i = 0; i < BATCH && existing + created < target; n++) {
        const plan = scalePlan(n)
        if (taken.has(plan.slug)) continue
        const doc = await payload.db.create({ collection: 'products', data: rowOf(plan, ids, media, now), req, select: { id: true } })
        await payload.db.create({ collection: 'search', data: searchRowOf(plan, Number(doc.id), now), req, returning: false })
        created++
        i++
      }
      if (transactionID) await payload.db.commitTransaction(transactionID)
    } catch (error) {
      if (transactionID) await payload.db.rollbackTransaction(transactionID)
      throw error
    }
  }
  payload.logger.info(`Seeding: ${created} generated products in ${Math.round((Date.now() - started) / 1000)} s`)
  return created
}
