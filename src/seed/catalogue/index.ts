import type { CollectionSlug, Payload, Where } from 'payload'
import { seedSettings } from '@/site.config'
import { seoData, t, type Locale, type MediaIds } from '../build'
import { richText } from '../richText'
import { upsertDocument } from '../upsert-document'
import { ensureImages } from '../media'
import { categories, CATEGORY_BANNERS } from './categories'
import { ingredients } from './ingredients'
import { packShotSpec } from './pack-shots'
import { planCatalogue } from './plan'
import type { ProductPlan } from './types'
import { RANGE_BANNER, ranges } from './ranges'
import { relatedRecipes } from './related-recipes'
import { seedScaleProducts } from './scale'
import type { CatalogueIds } from './types'

/**
 * The catalogue: tea categories, ranges, ingredients and the demo products (./plan.ts), then,
 * when SEED_PRODUCTS asks for more, generated products up to that count (./scale.ts).
 */
export type { CatalogueIds }

const globalKey = (slug: string): Where => ({ and: [{ slug: { equals: slug } }, { country: { equals: 'GLOBAL' } }] })

async function idsBySlug(payload: Payload, collection: CollectionSlug): Promise<Map<string, number>> {
  const { docs } = await payload.find({ collection, where: { country: { equals: 'GLOBAL' } }, pagination: false, depth: 0, draft: true, select: { slug: true } })
  return new Map((docs as unknown as { id: number; slug: string }[]).map((doc) => [doc.slug, doc.id]))
}

/** A product's record in one language; `packShot` is the media id of its own pack shot (./pack-shots.ts), first among its pictures. */
export function productData(plan: ProductPlan, ids: CatalogueIds, media: MediaIds, packShot: number | undefined, country = 'GLOBAL', locale: Locale = 'en') {
  const german = locale === 'de'
  const name = german ? plan.de.name : plan.name
  const summary = german ? plan.de.summary : plan.summary
  const shot = packShotSpec(plan)
  const category = (slug: string) => ids.categories.get(slug)
  const defined = <T>(list: (T | undefined)[]) => list.filter((value): value is T => value !== undefined)
  return {
    slug: plan.slug,
    country: country as 'GLOBAL',
    name,
    range: ids.ranges.get(plan.range)!,
    format: category(plan.format),
    type: category(plan.type),
    moods: defined(plan.moods.map(category)),
    flavours: defined(plan.flavours.map(category)),
    ingredients: defined(plan.ingredients.map((slug) => ids.ingredients.get(slug))),
    related_recipes: defined((relatedRecipes[plan.slug] ?? []).map((slug) => ids.recipes?.get(slug))),
    caffeine: plan.caffeine,
    featured: plan.featured,
    is_infusion: plan.isInfusion,
    flush: plan.flush,
    sold_everywhere: plan.soldEverywhere,
    sold_in: plan.soldIn as never,
    origin: plan.origin,
    estate: plan.estate ? ids.estates.get(plan.estate) : undefined,
    summary,
    description: richText(german ? plan.de.description : plan.description),
    tasting_notes: german ? plan.de.tasting : plan.tasting,
    brewing: german ? { ...plan.brewing, amount_note: plan.de.amount_note } : plan.brewing,
    images: [packShot, ...plan.images.map((image) => media[image])].flatMap((image) => (image ? [{ image }] : [])),
    packs: plan.packs.map((pack, n) => ({
      ...pack,
      label: german ? plan.de.packLabels[n]! : pack.label,
      shop_links: pack.shop_links.map((link) => ({ ...link, country: link.country as 'GLOBAL' })),
    })),
    seo: {
      ...seoData({ en: { title: name, description: summary, keywords: `${name}, ${plan.origin}, Ceylon tea` }, de: { title: name, description: summary, keywords: `${name}, ${plan.origin}, Ceylon-Tee` } }, locale, media, plan.images[0]!),
      ...(packShot ? { share_image: packShot, share_image_alt: german ? shot.altDe : shot.alt } : {}),
    },
    _status: 'published' as const,
  }
}

export async function seedCatalogue(payload: Payload, media: MediaIds): Promise<number> {
  let created = 0
  for (const [order, seed] of categories.entries()) {
    const made = await upsertDocument(payload, {
      collection: 'tea-categories',
      where: globalKey(seed.slug),
      translated: true,
      data: (locale: Locale) => {
        const copy = t(seed.copy, locale)
        return {
          kind: seed.kind,
          slug: seed.slug,
          order,
          country: 'GLOBAL' as const,
          title: copy.title as string,
          description: copy.description,
          image: media[seed.image],
          header_image: media[CATEGORY_BANNERS[seed.kind]],
          seo: seoData(
            { en: { title: seed.copy.en.title, description: seed.copy.en.description, keywords: `${seed.copy.en.title}, Ceylon tea` }, de: { title: seed.copy.de.title, description: seed.copy.de.description, keywords: `${seed.copy.de.title}, Ceylon-Tee` } },
            locale,
            media,
            seed.image,
          ),
          _status: 'published' as const,
        }
      },
    })
    if (made) created++
  }
  for (const [order, seed] of ranges.entries()) {
    const made = await upsertDocument(payload, {
      collection: 'tea-ranges',
      where: globalKey(seed.slug),
      translated: true,
      data: (locale: Locale) => {
        const copy = locale === 'de' && seed.copy.de ? seed.copy.de : seed.copy.en
        return {
          slug: seed.slug,
          order,
          family: seed.family,
          country: 'GLOBAL' as const,
          name: copy.name,
          tagline: copy.tagline,
          story: richText(copy.story),
          cover_image: media[seed.image],
          header_image: media[RANGE_BANNER],
          seo: seoData(
            { en: { title: copy.name, description: copy.tagline, keywords: `${copy.name}, tea range, Ceylon tea` }, de: { title: copy.name, description: copy.tagline, keywords: `${copy.name}, Teeserie, Ceylon-Tee` } },
            locale,
            media,
            seed.image,
          ),
          _status: 'published' as const,
        }
      },
    })
    if (made) created++
  }
  for (const seed of ingredients) {
    const made = await upsertDocument(payload, {
      collection: 'ingredients',
      where: globalKey(seed.slug),
      translated: true,
      data: (locale: Locale) => {
        const copy = locale === 'de' && seed.copy.de ? seed.copy.de : seed.copy.en
        return {
          slug: seed.slug,
          country: 'GLOBAL' as const,
          name: copy.name,
          summary: copy.summary,
          origin: copy.origin,
          description: richText(copy.description),
          image: media[seed.image],
          seo: seoData(
            { en: { title: copy.name, description: copy.summary, keywords: `${copy.name}, herbal infusion ingredient` }, de: { title: copy.name, description: copy.summary, keywords: `${copy.name}, Zutat für Kräuteraufgüsse` } },
            locale,
            media,
            seed.image,
          ),
          _status: 'published' as const,
        }
      },
    })
    if (made) created++
  }

  const ids: CatalogueIds = {
    categories: await idsBySlug(payload, 'tea-categories'),
    ranges: await idsBySlug(payload, 'tea-ranges'),
    ingredients: await idsBySlug(payload, 'ingredients'),
    estates: await idsBySlug(payload, 'tea-estates'),
    recipes: await idsBySlug(payload, 'recipes'),
  }
  const plans = planCatalogue(ranges)
  const packShots = await ensureImages(payload, plans.map(packShotSpec))
  const packShotOf = (plan: ProductPlan) => packShots.get(packShotSpec(plan).filename)
  for (const plan of plans) {
    const made = await upsertDocument(payload, { collection: 'products', where: globalKey(plan.slug), translated: true, data: (locale) => productData(plan, ids, media, packShotOf(plan), 'GLOBAL', locale) })
    if (made) created++
  }
  // Sri Lanka's own version of the first tea (the list rule: it replaces GLOBAL's there).
  const [first] = plans
  if (first) {
    const local: ProductPlan = {
      ...first,
      name: `${first.name} (Sri Lanka pack)`,
      summary: `${first.summary} Packed for the home market in Colombo.`,
      de: { ...first.de, name: `${first.name} (Packung für Sri Lanka)`, summary: `${first.de.summary} Für den Heimatmarkt in Colombo verpackt.` },
    }
    const made = await upsertDocument(payload, {
      collection: 'products',
      where: { and: [{ slug: { equals: first.slug } }, { country: { equals: 'LK' } }] },
      translated: true,
      data: (locale) => productData(local, ids, media, packShotOf(first), 'LK', locale),
    })
    if (made) created++
  }

  const target = seedSettings().products
  if (target > 0) created += await seedScaleProducts(payload, { target, ids, media })
  return created
}
