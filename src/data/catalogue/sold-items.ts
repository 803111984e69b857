import { shopLinkFor, type ShopLink } from '@/lib/catalogue/shop-link'
import { DEFAULT_COUNTRY, type Variant } from '@/config/variant'

/**
 * What the catalogue's sold items share in the REST answers and the list blocks (gifts, teaware,
 * accessories): the packs with the visitor's shop address (null: not sold in the visitor's
 * country; the page's button says so). Their pictures are src/lib/media/picture.ts's.
 */
export type PackItem = { label: string; sku: string | null; buy_url: string | null }

type StoredPack = { label: string; sku?: string | null; shop_links?: ShopLink[] | null }
type Availability = { sold_everywhere?: boolean | null; sold_in?: string[] | null }

/** The packs with the visitor's shop address; none for an item not sold in the visitor's country. */
export function packsFor(packs: StoredPack[] | null | undefined, variant: Variant, sold = true): PackItem[] {
  return (packs ?? []).map((pack) => ({ label: pack.label, sku: pack.sku ?? null, buy_url: sold ? shopLinkFor(pack.shop_links, variant.country) : null }))
}

/** Whether an item is sold in the visitor's country (the GLOBAL site sells everything it lists). */
export function isSoldIn(item: Availability, variant: Variant): boolean {
  return variant.country === DEFAULT_COUNTRY || item.sold_everywhere !== false || Boolean(item.sold_in?.includes(variant.country as never))
}
