import type { GiftTea } from '@/payload-types'
import { routes } from '@/routes'
import { withAvailability } from './catalogue/availability-rule'
import { pictureOf, picturesOf, type Picture } from '@/lib/media/picture'
import { isSoldIn, packsFor, type PackItem } from './catalogue/sold-items'
import { findBySlug, findList } from './content'
import type { Variant } from '@/config/variant'

export type GiftKind = GiftTea['kind']

/** One gift or teaware item in a list: the same shape for the API and the list blocks. */
export type GiftItem = {
  slug: string
  url: string
  kind: GiftKind
  name: string
  summary: string
  featured: boolean
  price_note: string | null
  image: Picture | null
  packs: PackItem[]
}

/** A gift's page and GET /dmc-apis/gift_of_teas_by_name: the list shape plus its words and pictures. */
export type GiftDetail = GiftItem & {
  description: GiftTea['description']
  images: Picture[]
  /** Whether it is sold in the visitor's country (else its buttons are disabled). */
  sold_here: boolean
}

export function toGiftItem(doc: GiftTea, variant: Variant): GiftItem {
  return {
    slug: doc.slug,
    url: routes.products.giftOfTeas(doc.slug),
    kind: doc.kind,
    name: doc.name,
    summary: doc.summary,
    featured: Boolean(doc.featured),
    price_note: doc.price_note ?? null,
    image: pictureOf(doc.images?.[0]?.image),
    packs: packsFor(doc.packs, variant),
  }
}

export function toGiftDetail(doc: GiftTea, variant: Variant): GiftDetail {
  const sold = isSoldIn(doc, variant)
  return { ...toGiftItem(doc, variant), packs: packsFor(doc.packs, variant, sold), description: doc.description, images: picturesOf(doc.images?.map((row) => row.image)), sold_here: sold }
}

/**
 * A page of the gifts (or the teaware) sold in the visitor's country, in the editors' order
 * (the availability rule: src/data/catalogue/availability-rule.ts).
 */
export async function findGifts(kind: GiftKind, { page, size }: { page: number; size: number }, variant: Variant): Promise<{ items: GiftItem[]; total: number }> {
  const { docs, total } = await findList({
    collection: 'gift-teas',
    variant,
    where: withAvailability(variant, { kind: { equals: kind } }),
    sort: ['order', 'name'],
    page,
    size,
    depth: 1,
  })
  return { items: docs.map((doc) => toGiftItem(doc, variant)), total }
}

/** One gift or teaware item by its slug (the page's last segment), sold here or not. */
export function getGift(slug: string, variant: Variant): Promise<GiftTea | null> {
  return findBySlug('gift-teas', slug, variant)
}
