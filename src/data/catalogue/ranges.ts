import type { TeaRange } from '@/payload-types'
import { routes } from '@/routes'
import { findBySlug, findList } from '../content'
import type { Variant } from '@/config/variant'
import { pictureOf, type Picture } from '@/lib/media/picture'
import type { ItemRef } from './shapes'

export type RangeItem = {
  slug: string
  url: string
  name: string
  tagline: string | null
  family: TeaRange['family']
  cover_image: Picture | null
  header_image: Picture | null
}
export type RangeDetail = RangeItem & { story: TeaRange['story'] | null; seo: TeaRange['seo'] | null }

/** A page of a country's ranges, in the editors' order (GET /dmc-apis/tea_ranges). */
export async function listRanges(variant: Variant, { page, size }: { page: number; size: number }): Promise<{ items: RangeItem[]; total: number }> {
  const { docs, total } = await findList({ collection: 'tea-ranges', variant, sort: ['order', 'slug'], page, size, depth: 1 })
  return { items: docs.map(toRangeItem), total }
}

export function getRange(slug: string, variant: Variant): Promise<TeaRange | null> {
  return findBySlug('tea-ranges', slug, variant)
}

/** Slug → name and page of every range a country sees, for labelling products without joins. */
export async function rangeLookup(variant: Variant): Promise<Map<string, ItemRef>> {
  const { docs } = await findList({ collection: 'tea-ranges', variant, select: { slug: true, name: true }, size: 0, depth: 0 })
  return new Map(docs.map((doc) => [doc.slug, { slug: doc.slug, title: doc.name, url: routes.products.range(doc.slug) }]))
}

export function toRangeItem(doc: TeaRange): RangeItem {
  return {
    slug: doc.slug,
    url: routes.products.range(doc.slug),
    name: doc.name,
    tagline: doc.tagline ?? null,
    family: doc.family,
    cover_image: pictureOf(doc.cover_image, { sitePath: true }),
    header_image: pictureOf(doc.header_image, { sitePath: true }),
  }
}

export function toRangeDetail(doc: TeaRange): RangeDetail {
  return { ...toRangeItem(doc), story: doc.story ?? null, seo: doc.seo ?? null }
}
