import type { InspiredGallery } from '@/payload-types'
import { galleryUrl, type GalleryGroup } from '@/lib/tea-inspired/gallery-groups'
import { pictureOf, type Picture } from '@/lib/media/picture'
import { findBySlug, findList } from './content'
import type { Variant } from '@/config/variant'

/**
 * Tea Inspired's image groups (collection `inspired-galleries`): the cards of a group's list and
 * one item for its page, read through src/data/content.ts (country and language rules, drafts,
 * cache tags).
 */

/** One item on its group's list page. */
export type GalleryCard = {
  slug: string
  url: string
  group: GalleryGroup
  title: string
  short_description: string
  cover: Picture | null
  image_count: number
}

export function toGalleryCard(doc: InspiredGallery): GalleryCard {
  return {
    slug: doc.slug,
    url: galleryUrl(doc.group, doc.slug),
    group: doc.group,
    title: doc.title,
    short_description: doc.short_description,
    cover: pictureOf(doc.cover),
    image_count: doc.images?.length ?? 0,
  }
}

/** A page of one group's items in a country, in the editors' order. */
export async function findGalleryItems(group: GalleryGroup, { page, size }: { page: number; size: number }, variant: Variant): Promise<{ items: GalleryCard[]; total: number }> {
  const { docs, total } = await findList({
    collection: 'inspired-galleries',
    variant,
    where: { group: { equals: group } },
    sort: ['order', 'slug'],
    page,
    size,
    depth: 1,
  })
  return { items: docs.map(toGalleryCard), total }
}

/** One item by its slug (the page's last segment), whatever its group: the template checks the group. */
export function getGalleryItem(slug: string, variant: Variant): Promise<InspiredGallery | null> {
  return findBySlug('inspired-galleries', slug, variant)
}
