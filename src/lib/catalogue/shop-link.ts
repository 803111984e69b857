import { DEFAULT_COUNTRY } from '@/config/variant'

export type ShopLink = { country: string; url: string }
/** A pack an item is sold in, with its shops per country. */
export type BuyPack = { label: string; sku?: string | null; shop_links?: ShopLink[] | null }

/**
 * The shop address of a pack for a visitor's country: the link for that country only (a GLOBAL
 * visitor gets the GLOBAL link). No link means the pack cannot be bought there: the visitor is led to
 * the shops that stock it rather than to a shop that does not deliver to them.
 */
export function shopLinkFor(links: readonly ShopLink[] | null | undefined, country: string = DEFAULT_COUNTRY): string | null {
  return links?.find((link) => link.country === country)?.url ?? null
}
