import type { Media } from '@/payload-types'
import { shopLinkFor, type ShopLink } from '@/lib/shop-link'
import { DEFAULT_COUNTRY, type Variant } from '@/config/variant'

/**
 * The shapes the catalogue's sold items share in the REST answers and the list blocks (gifts,
 * teaware, accessories): a picture with its size and alt text, and the packs with the visitor's
 * shop address (null: not sold in the visitor's country; the page's button says so).
 */
export type Picture = { url: string; alt: string; width: number; height: number }

export type PackItem = { label: string; sku: string | null; buy_url: string | null }

type StoredPack = { label: string; sku?: string | null; shop_links?: ShopLink[] | null }
type Availability = { sold_everywhere?: boolean | null; sold_in?: string[] | null }

export function pictureOf(media: number | Media | null | undefined): Picture | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  return { url: media.url, alt: media.alt, width: media.width ?? 800, height: media.height ?? 800 }
}

/** The pictures of a gallery field, uploads that went missing left out. */
export function picturesOf(rows: { image: number | Media }[] | null | undefined): Picture[] {
  return (rows ?? []).map((row) => pictureOf(row.image)).filter((p): p is Picture => p !== null)
}

/** The packs with the visitor's shop address; none for an item not sold in the visitor's country. */
export function packsFor(packs: StoredPack[] | null | undefined, variant: Variant, sold = true): PackItem[] {
  return (packs ?? []).map((pack) => ({ label: pack.label, sku: pack.sku ?? null, buy_url: sold ? shopLinkFor(pack.shop_links, variant.country) : null }))
}

/** Whether an item is sold in the visitor's country (the GLOBAL site sells everything it lists). */
export function isSoldIn(item: Availability, variant: Variant): boolean {
  return variant.country === DEFAULT_COUNTRY || item.sold_everywhere !== false || Boolean(item.sold_in?.includes(variant.country as never))
}
