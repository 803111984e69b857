/**
 * A product's schema.org `Product` for search engines, written into its page as JSON-LD. Our packs
 * have no prices on this site (the shops set them), so each pack is an Offer with its SKU, its
 * shop address and whether it can be bought in the visitor's country (InStock / OutOfStock), and
 * no price.
 */
export type ProductJsonLdInput = {
  name: string
  description: string | null
  url: string
  images: string[]
  brand: string
  category: string | null
  packs: { label: string; sku: string | null; shop_url: string | null }[]
}

export function productJsonLd({ name, description, url, images, brand, category, packs }: ProductJsonLdInput): Record<string, unknown> {
  const skus = packs.flatMap((pack) => (pack.sku ? [pack.sku] : []))
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    ...(description ? { description } : {}),
    url,
    ...(images.length ? { image: images } : {}),
    brand: { '@type': 'Brand', name: brand },
    ...(skus[0] ? { sku: skus[0] } : {}),
    ...(category ? { category } : {}),
    offers: packs.map((pack) => ({
      '@type': 'Offer',
      name: pack.label,
      ...(pack.sku ? { sku: pack.sku } : {}),
      url: pack.shop_url ?? url,
      availability: pack.shop_url ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    })),
  }
}

/**
 * JSON for an inline <script>: `<` is written as \u003c, so no text in the data (a name holding
 * `</script>`) can end the script element early. JSON.parse reads it back unchanged.
 */
export function inlineJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
