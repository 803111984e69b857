import { randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { indexFields } from '@/cms/search/sources'
import { listOrder } from '@/lib/catalogue/list-order'
import { joinSlugs } from '@/lib/catalogue/slug-list'
import { LOCALES, type Locale } from '@/config/variant'
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
const inLocales = <T>(value: (locale: Locale) => T): Localized<T> => Object.fromEntries(LOCALES.map((locale) => [locale, value(locale)]))
/** Array rows carry an id, which the Local API would have generated (an ObjectId-like hex string). */
const rowId = () => randomBytes(12).toString('hex')

/** A product's words in one language: German where the plan has it, else English. */
const wordsOf = (plan: ProductPlan, locale: Locale) =>
  locale === 'de'
    ? { name: plan.de.name, summary: plan.de.summary, description: plan.de.description, tasting: plan.de.tasting, amount_note: plan.de.amount_note, labels: plan.de.packLabels }
    : { name: plan.name, summary: plan.summary, description: plan.description, tasting: plan.tasting, amount_note: plan.brewing.amount_note, labels: plan.packs.map((pack) => pack.label) }

function rowOf(plan: ProductPlan, ids: CatalogueIds, media: MediaIds, now: string) {
  const category = (slug: string) => ids.categories.get(slug)
  const present = <T>(list: (T | undefined)[]) => list.filter((value): value is T => value !== undefined)
  const words = (locale: Locale) => wordsOf(plan, locale)
  return {
    name: inLocales((locale) => words(locale).name),
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
    origin: inLocales(() => plan.origin),
    summary: inLocales((locale) => words(locale).summary),
    description: inLocales((locale) => richText(words(locale).description)),
    tasting_notes: {
      appearance: inLocales((locale) => words(locale).tasting.appearance),
      aroma: inLocales((locale) => words(locale).tasting.aroma),
      taste: inLocales((locale) => words(locale).tasting.taste),
    },
    brewing: { ...plan.brewing, amount_note: inLocales((locale) => words(locale).amount_note) },
    ingredients: present(plan.ingredients.map((slug) => ids.ingredients.get(slug))),
    images: plan.images.map((image) => ({ id: rowId(), image: media[image] })),
    packs: plan.packs.map((pack, n) => ({ ...pack, id: rowId(), label: inLocales((locale) => words(locale).labels[n]), shop_links: pack.shop_links.map((link) => ({ ...link, id: rowId() })) })),
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
  const entry = (locale: Locale) => {
    const words = wordsOf(plan, locale)
    return indexFields('products', {
      name: words.name,
      slug: plan.slug,
      summary: words.summary,
      origin: plan.origin,
      description: richText(words.description),
      tasting_notes: words.tasting,
      sold_everywhere: plan.soldEverywhere,
      sold_in: plan.soldIn,
      country: 'GLOBAL',
    })!
  }
  const entries = inLocales(entry)
  const english = entries.en!
  // Each language gets the words of its own product row, as the plugin's sync would.
  return {
    title: inLocales((locale) => entries[locale]!.title),
    excerpt: inLocales((locale) => entries[locale]!.excerpt),
    body: inLocales((locale) => entries[locale]!.body),
    url: english.url,
    type: english.type,
    country: english.country,
    collection: english.collection,
    tags: english.tags,
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
